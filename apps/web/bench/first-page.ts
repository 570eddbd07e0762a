/**
 * The questionnaire's first page after Start review, on a fresh load in Chromium. A
 * benchmark, not a timed test: it prints median and p95 over N runs beside the figure measured
 * before the prefetching (docs/decisions/0014-lighter-web-app.md), and never fails over a time.
 *
 * Each run: a new browser context (empty HTTP cache), sign in as the demo approver, open New
 * Review with a full page load, draw one trust, then time from the press of Start review to the
 * first frame that shows the first question. The phases (POST /start, the questionnaire's chunks,
 * the first POST /next) are read from the page's resource timing, relative to the press.
 *
 * Needs the built app and server (`npm run build`) and Chromium at /usr/bin/chromium (or
 * CHROMIUM). BENCH_RUNS (default 10), BENCH_PORT (default 3815), BENCH_CPU_SLOWDOWN (CDP CPU
 * throttling rate, default none), BENCH_WEB_DIST (another build of the web app to serve, e.g. one
 * of an earlier commit, to measure before and after in the same conditions).
 */
import type { Browser, Page } from '@playwright/test';
import { demo } from '@tsr/server/demo-accounts';
import { drawOneTrust } from '../../../e2e/support/builder';
import { table } from '../../../packages/domain/bench/table';
import { isBuilt, launchChromium, startBuiltServer } from './built-server';
import { summarize } from './stats';

/** Measured before the prefetching (commit d69639b), 15 runs, on the shared 2-core machine (load about 10). */
export const BEFORE = { medianMs: 1111, p95Ms: 2264 };

interface Run {
  totalMs: number;
  phases: Record<string, number>;
}

// The two page scripts are plain JavaScript text: tsx would add helpers (__name) the page lacks.

/** Marks the press of Start review and the first frame with a question, in the page's own clock. */
const INSTRUMENT = `
  document.addEventListener('click', (event) => {
    const button = event.target && event.target.closest && event.target.closest('button');
    if (button && button.textContent.includes('Start review')) window.__pressedAt = performance.now();
  }, true);
  const observer = new MutationObserver(() => {
    if (window.__headerAt === undefined && document.querySelector('h1')?.textContent?.includes('This is a review of'))
      window.__headerAt = performance.now();
    if (window.__shownAt !== undefined || !document.querySelector('.sd-question .sd-question__title')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__shownAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/** Where the time went: when each resource had arrived (ms after the press), and the first paint. */
const PHASES = `(() => {
  const t0 = window.__pressedAt;
  const entries = performance.getEntriesByType('resource');
  const end = (test) => {
    const found = entries.filter((e) => test(e.name));
    return found.length === 0 ? NaN : Math.max(...found.map((e) => e.responseEnd)) - t0;
  };
  return {
    'POST /start answered': end((n) => n.endsWith('/api/review/start')),
    'GET /api/auth/me answered (guard)': end((n) => n.endsWith('/api/auth/me')),
    'questionnaire screen JS loaded': end((n) => /[/]Review-[^/]*[.]js$/.test(n)),
    'first POST /next answered': end((n) => n.endsWith('/next')),
    // SurveyJS sits in survey-model, the chunk the questionnaire shares with the survey designer.
    'SurveyJS JS loaded': end((n) => /[/](QuestionnairePart|survey-model)-[^/]*[.]js$/.test(n)),
    'SurveyJS CSS loaded': end((n) => /[/](QuestionnairePart|survey-model)-[^/]*[.]css$/.test(n)),
    'heading of the questionnaire in the page': window.__headerAt - t0,
    'first question painted': window.__shownAt - t0,
  };
})()`;

async function oneRun(browser: Browser, baseURL: string): Promise<Run> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  try {
    const page: Page = await context.newPage();
    const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0);
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.approver.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.approver.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/user\/dashboard$/);
    await page.addInitScript({ content: INSTRUMENT });
    await drawOneTrust(page, 'Bench structure');
    // Let the page settle as a user who just finished typing would (idle prefetches may run).
    await page.waitForTimeout(1_000);
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.waitForFunction(
      () => (window as unknown as { __shownAt?: number }).__shownAt !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const phases = (await page.evaluate(PHASES)) as Record<string, number>;
    return { totalMs: phases['first question painted'] ?? Number.NaN, phases };
  } finally {
    await context.close();
  }
}

export async function benchFirstPage(): Promise<void> {
  console.log("\nThe questionnaire's first page after Start review (fresh browser context, Chromium)");
  if (!isBuilt()) {
    console.log('  skipped: run `npm run build` first (it needs apps/web/dist and apps/server/dist)');
    return;
  }
  const runs = Number(process.env.BENCH_RUNS ?? 10);
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3815));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const { baseURL } = server;
    await oneRun(browser, baseURL); // warm-up: the server's first review compiles its content
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, baseURL));

    const phaseNames = Object.keys(results[0]?.phases ?? {});
    const rows = [
      ['ms after pressing Start review', 'median', 'p95'],
      ...phaseNames.map((name) => {
        const s = summarize(results.map((r) => r.phases[name] ?? Number.NaN));
        return [name, s.median.toFixed(0), s.p95.toFixed(0)];
      }),
    ];
    const total = summarize(results.map((r) => r.totalMs));
    rows.push(['before (d69639b): first question painted', String(BEFORE.medianMs), String(BEFORE.p95Ms)]);
    table(rows);
    console.log(
      `\n${runs} runs${process.env.BENCH_CPU_SLOWDOWN ? `, CPU slowed ${process.env.BENCH_CPU_SLOWDOWN}x` : ''}: median ${total.median.toFixed(0)} ms, p95 ${total.p95.toFixed(0)} ms (aim: under 500 ms; before: median ${BEFORE.medianMs} ms, p95 ${BEFORE.p95Ms} ms)`,
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}
