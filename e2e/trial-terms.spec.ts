import { demo, navTitles, signIn } from './support/session';
import { expect, expectAccessible, test } from './support/test';

test('a trial user reads the terms, may log out, and after agreeing uses the product', async ({ page }) => {
  await signIn(page, demo.trial.email, demo.trial.password);

  // The browser's own viewer shows the real PDF in a frame; the same document opens and downloads.
  const pdf = page.getByTitle('Trial terms document');
  await expect(pdf).toBeVisible();
  const src = await pdf.getAttribute('src');
  expect(src).toBe('/trial-terms.pdf');
  // Not blocked by the security headers: the frame holds the PDF, not the browser's error page.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContainEqual(expect.stringMatching(/\/trial-terms\.pdf$/));
  const terms = await page.request.get(src ?? '');
  expect(terms.headers()['content-type']).toBe('application/pdf');
  expect((await terms.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('link', { name: 'Open the trial terms in a new tab' })).toHaveAttribute(
    'href',
    src ?? '',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the trial terms (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('trial-terms.pdf');

  const followUp = page.getByRole('checkbox', { name: /contacted/i });
  await expect(followUp).toBeChecked();
  const agree = page.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  await expectAccessible(page, 'Trial terms');

  // Whatever route the trial user asks for, the terms come first.
  await page.goto('/user/reports');
  await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  expect(await navTitles(page)).toEqual(['Home', 'About']);

  await signIn(page, demo.trial.email, demo.trial.password);
  await page.getByRole('checkbox', { name: /I agree to the trial terms/ }).check();
  await expect(page.getByRole('button', { name: 'I agree' })).toBeEnabled();
  await expectAccessible(page, 'Trial terms (agreed)');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await navTitles(page)).toContain('New Review');
});
