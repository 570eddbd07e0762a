import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Answers every question the questionnaire shows on the current page, as a user would: the
 * first choice of a choice question (for the pack's yes/no questions that is "Yes", which raises
 * UK risks), a date in a dd/mm/yyyy field, a number within the field's limits. Answering can reveal further
 * questions (visibleIf), so it goes round until nothing new appears.
 */
export async function answerShownQuestions(page: Page): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    let answered = 0;
    const questions = page.locator('.sd-question');
    const count = await questions.count();
    for (let i = 0; i < count; i += 1) {
      const q = questions.nth(i);
      try {
        if (!(await q.isVisible())) continue;
        if (await answerQuestion(page, q)) answered += 1;
      } catch {
        // Answering an earlier question re-rendered this one (visibleIf): the next round sees it anew.
        answered += 1;
      }
    }
    if (answered === 0) return;
  }
}

// Clicks are never forced: a forced click lands on whatever is at the point when it is made, and
// a question that moved as answering revealed others once left its point under the header's
// Home link, which took the journey to the home page.
async function answerQuestion(page: Page, q: Locator): Promise<boolean> {
  const radios = q.locator('input[type=radio]');
  if ((await radios.count()) > 0) {
    if ((await q.locator('input[type=radio]:checked').count()) > 0) return false;
    await q.locator('.sd-item').first().locator('label').click({ timeout: 3_000 });
    return true;
  }
  const boxes = q.locator('input[type=checkbox]');
  if ((await boxes.count()) > 0) {
    if ((await q.locator('input[type=checkbox]:checked').count()) > 0) return false;
    await q.locator('.sd-item').first().locator('label').click({ timeout: 3_000 });
    return true;
  }
  const dropdown = q.locator('.sd-dropdown');
  if ((await dropdown.count()) > 0) {
    if ((await q.locator('.sd-dropdown--empty').count()) === 0) return false;
    await dropdown.first().click({ timeout: 3_000 });
    await page.locator('.sv-popup .sv-list__item:visible').first().click({ timeout: 3_000 });
    return true;
  }
  const input = q.locator('input.sd-input, textarea').first();
  if ((await input.count()) > 0) {
    if ((await input.inputValue()) !== '') return false;
    const type = await input.getAttribute('type');
    const placeholder = (await input.getAttribute('placeholder')) ?? '';
    const max = Number((await input.getAttribute('max')) ?? Number.NaN);
    if (type === 'date') await input.fill('2015-01-01');
    else if (type === 'number') await input.fill(String(Number.isFinite(max) ? Math.min(max, 12) : 250000));
    else if (/dd\/mm\/yyyy/i.test(placeholder)) await input.fill('01/01/2015');
    else await input.fill('Answered in the browser journey');
    await input.blur();
    return true;
  }
  return false;
}

const onSubmitPage = (page: Page) => new URL(page.url()).pathname.endsWith('/submit');

/** What identifies the page on screen: the part's heading and the first question's title. */
export async function pageMark(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { level: 2 }).first().innerText();
  const first = await page.locator('.sd-question .sd-question__title').first().innerText({ timeout: 1_000 });
  return `${heading} | ${first}`;
}

/** The page once it has settled: the same mark twice, a moment apart. */
export async function settledMark(page: Page): Promise<string> {
  const marks: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    if (onSubmitPage(page)) return 'the submit page';
    const mark = await pageMark(page).catch(() => '');
    if (mark !== '' && mark === marks.at(-1)) return mark;
    marks.push(mark);
    await page.waitForTimeout(150);
  }
  const shown = await page
    .locator('main')
    .innerText({ timeout: 1_000 })
    .catch(() => '(no main)');
  const distinct = [...new Set(marks)].map((m) => JSON.stringify(m)).join(', ');
  throw new Error(
    `the questionnaire page did not settle at ${page.url()}; marks seen: ${distinct}; the screen shows:\n${shown.slice(0, 1_500)}`,
  );
}

/** Next, then waits until the next page or part is on screen and settled. */
export async function next(page: Page): Promise<void> {
  const before = await settledMark(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(async () => onSubmitPage(page) || (await settledMark(page).catch(() => before)) !== before, {
      message: `Next did not move on from "${before}"`,
      timeout: 20_000,
    })
    .toBe(true);
}

/** Answers and moves on until the questionnaire sends the user to the submit page. */
export async function answerToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 300; step += 1) {
    if (onSubmitPage(page)) return;
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await answerShownQuestions(page);
    await next(page);
  }
  throw new Error('the questionnaire did not end');
}
