import { drawThreeEntityStructure } from './support/builder';
import { demo, signIn } from './support/session';
import { expect, expectAccessible, type Locator, test } from './support/test';

test('a user draws a three-entity structure, sees a spec 5.2 message, fixes it, and starts the review', async ({
  page,
}) => {
  await signIn(page, demo.approver.email, demo.approver.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await drawThreeEntityStructure(page, 'Builder journey');

  // Two shareholders with the same name: the exact message of spec 5.2 at the company.
  const holdco = page.getByRole('region', { name: 'HoldCo 7' });
  await holdco
    .getByRole('group', { name: 'Shareholder 2' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Shareholder H-1');
  await expect(holdco).toContainText("Cannot have two shareholders with the same name: 'Shareholder H-1'");
  await expectAccessible(page, 'New Review (a validation message)');
  await holdco
    .getByRole('group', { name: 'Shareholder 2' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Shareholder H-2');
  await expect(holdco).not.toContainText('Cannot have two shareholders with the same name');

  // The live diagram follows what was typed.
  const diagram = page.getByRole('region', { name: 'Structure diagram' });
  await expect(diagram).toContainText('3 entities, 3 parties, 1 ownership link');
  await expectAccessible(page, 'New Review (three entities drawn)');

  // Its zoom controls and mini map never cover a node: on a desktop, and on a phone (no mini map).
  await expect(diagram.locator('.react-flow__node')).toHaveCount(6);
  await expect(diagram.locator('.react-flow__minimap')).toBeVisible();
  await expect.poll(() => coveredNodes(diagram)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await diagram.scrollIntoViewIfNeeded();
  await expect.poll(() => coveredNodes(diagram)).toEqual([]);
  await expect(diagram.locator('.react-flow__minimap')).toHaveCount(0);
  await expect(diagram.getByRole('toolbar', { name: 'Diagram controls' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The draft survives a reload (local storage).
  await page.reload();
  await expect(page.getByLabel('Structure name')).toHaveValue('Builder journey');
  await expect(page.getByRole('region', { name: 'PropCo 9' })).toBeVisible();

  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await expect(page.getByText('This is a review of: Builder journey')).toBeVisible();
  await expectAccessible(page, 'Questionnaire (first page)');

  // Starting cleared the draft.
  await page.goto('/structure');
  await expect(page.getByLabel('Structure name')).toHaveValue('');
});

/**
 * The nodes of the diagram that a control or the mini map overlaps, or that lie outside the
 * drawing (a fit that lets nodes fall off the edge would hide them as surely).
 */
function coveredNodes(diagram: Locator): Promise<string[]> {
  return diagram.evaluate((root) => {
    const drawing = root.querySelector('.react-flow')?.getBoundingClientRect();
    const covers = [
      ...root.querySelectorAll('[role="toolbar"] button, .react-flow__controls, .react-flow__minimap'),
    ].map((el) => el.getBoundingClientRect());
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
    return [...root.querySelectorAll('.react-flow__node')]
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return !drawing || !inside(box, drawing) || covers.some((cover) => overlap(cover, box));
      })
      .map((node) => node.getAttribute('data-id') ?? '?');
  });
}
