import { drawOneTrust } from './support/builder';
import { answerToTheEnd } from './support/questionnaire';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test.setTimeout(300_000);

/**
 * On a 390 px phone the risk dialog fits the screen, opens on the remediation form, and
 * explains the risk in the customer's words, without engine internals.
 */
test('the risk dialog on a phone: remediation first, nothing off the edge, the reason in words', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  // Signed in only once the Dashboard shows: opening New Review before that meets the guard.
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawOneTrust(page, 'Phone structure');
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);

  await page.setViewportSize({ width: 390, height: 844 });
  const risks = page.getByRole('table', { name: 'Risk table' }).getByRole('button');
  await expect(risks.first()).toBeAttached();
  const label = (await risks.first().getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // The remediation form is on screen at once: no scrolling past the explanation to reach it.
  const status = dialog.getByRole('radio', { name: 'Resolved', exact: true });
  await expect(status).toBeInViewport();
  const form = await dialog.getByRole('form', { name: 'Remediation' }).boundingBox();
  const why = await dialog.getByRole('heading', { name: 'Why this risk' }).boundingBox();
  expect(form && why && form.y < why.y).toBe(true);

  // Nothing runs off the right edge of the phone, in the dialog or behind it.
  const overflow = await page.evaluate(() => {
    const paper = document.querySelector('[role="dialog"]') as HTMLElement;
    const content = paper.querySelector('.MuiDialogContent-root') as HTMLElement;
    return {
      page: document.documentElement.scrollWidth,
      paper: paper.getBoundingClientRect().right,
      content: content.scrollWidth - content.clientWidth,
    };
  });
  expect(overflow.paper).toBeLessThanOrEqual(390);
  expect(overflow.content).toBeLessThanOrEqual(0);
  expect(overflow.page).toBeLessThanOrEqual(390);

  // The reason in the customer's words, with no logic or question ids for a non-admin.
  await expect(dialog.getByText('Because you answered').first()).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  expect(text).not.toMatch(/loop\.|@\w+|\{\w+\}|\w+_\w+/);
  await expect(dialog.getByRole('button', { name: 'Technical details' })).toHaveCount(0);
  await expectAccessible(page, 'Report (risk dialog on a phone)');

  // Remediating from the phone works.
  await status.check();
  await dialog.getByLabel('Note').fill('Trustees replaced');
  await dialog.getByRole('button', { name: 'Save remediation' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
