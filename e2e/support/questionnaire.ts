import { expect, type Page } from '@playwright/test';

/**
 * Answers every question the questionnaire shows on the current page, as a user would: the
 * first choice of a choice question (for the pack's yes/no questions that is "Yes", which raises
 * UK risks), a date in a dd/mm/yyyy field, a number within the field's limits. Answering can reveal further
 * questions (visibleIf), so it goes round until nothing new appears.
 */
export async function answerShownQuestions(page: Page): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    const open = await unansweredQuestions(page);
    if (open.length === 0) return;
    for (const question of open) {
      try {
        await answerQuestion(page, question);
      } catch {
        // Answering an earlier question re-rendered this one (visibleIf): the next round sees it anew.
      }
    }
  }
}

/** A question on screen with no answer yet, as read in one look at the page. */
interface OpenQuestion {
  /** SurveyJS's id of the question's element, the same across re-renders. */
  id: string;
  kind: 'choice' | 'dropdown' | 'date' | 'number' | 'dd/mm/yyyy' | 'text';
  max: number | null;
}

/**
 * The visible questions without an answer, in page order. Read in the page in one call: asking
 * Playwright question by question cost several round trips each, and most questions of a page are
 * answered already when a round looks again.
 */
function unansweredQuestions(page: Page): Promise<OpenQuestion[]> {
  return page.evaluate(() => {
    const open: OpenQuestion[] = [];
    for (const q of document.querySelectorAll<HTMLElement>('.sd-question')) {
      if (q.id === '' || q.getClientRects().length === 0) continue;
      const choices = q.querySelectorAll('input[type=radio], input[type=checkbox]');
      if (choices.length > 0) {
        if (!q.querySelector('input:checked')) open.push({ id: q.id, kind: 'choice', max: null });
        continue;
      }
      if (q.querySelector('.sd-dropdown')) {
        if (q.querySelector('.sd-dropdown--empty')) open.push({ id: q.id, kind: 'dropdown', max: null });
        continue;
      }
      const input = q.querySelector<HTMLInputElement | HTMLTextAreaElement>('input.sd-input, textarea');
      if (input?.value !== '') continue;
      const type = input.getAttribute('type');
      const max = Number(input.getAttribute('max') ?? Number.NaN);
      const kind =
        type === 'date' || type === 'number'
          ? type
          : /dd\/mm\/yyyy/i.test(input.getAttribute('placeholder') ?? '')
            ? 'dd/mm/yyyy'
            : 'text';
      open.push({ id: q.id, kind, max: Number.isFinite(max) ? max : null });
    }
    return open;
  });
}

// Clicks are never forced: a forced click lands on whatever is at the point when it is made, and
// a question that moved as answering revealed others once left its point under the header's
// Home link, which took the journey to the home page.
async function answerQuestion(page: Page, question: OpenQuestion): Promise<void> {
  const q = page.locator(`[id="${question.id}"]`);
  switch (question.kind) {
    case 'choice':
      await q.locator('.sd-item').first().locator('label').click({ timeout: 3_000 });
      return;
    case 'dropdown':
      await q.locator('.sd-dropdown').first().click({ timeout: 3_000 });
      await page.locator('.sv-popup .sv-list__item:visible').first().click({ timeout: 3_000 });
      return;
    default: {
      const input = q.locator('input.sd-input, textarea').first();
      const value = {
        date: '2015-01-01',
        number: String(question.max === null ? 250000 : Math.min(question.max, 12)),
        'dd/mm/yyyy': '01/01/2015',
        text: 'Answered in the browser journey',
      }[question.kind];
      await input.fill(value, { timeout: 3_000 });
      await input.blur();
    }
  }
}

const onSubmitPage = (page: Page) => new URL(page.url()).pathname.endsWith('/submit');

/** What identifies the page on screen: the part's heading and the first question's title. */
export async function pageMark(page: Page): Promise<string> {
  // Short waits: a look that finds no questionnaire (the submit page has come) tries again at once,
  // rather than waiting out the action timeout.
  const heading = await page.getByRole('heading', { level: 2 }).first().innerText({ timeout: 1_000 });
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
      // Each look takes a settling moment of its own; the default's growing pauses (up to a
      // second) only add to what the user would wait.
      intervals: [50],
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
