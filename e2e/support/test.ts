import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey imports `test` and `expect` from here, never from '@playwright/test' (biome forbids
 * it in the specs), so that every screen a journey reaches is checked for accessibility:
 *
 * - call `await expectAccessible(page, 'Login')` on each screen the journey reaches, once it shows
 *   what the user came for (a dialog open, a toggle switched: each is a screen of its own);
 * - whatever screen a journey ends on is checked too, after the test body.
 *
 * A serious or critical WCAG 2.2 AA violation fails the test. The check is soft during the body, so
 * one run lists the violations of every screen; the journey itself carries on.
 */
export { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets axe checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Experimental in axe, so off unless named: an accessible name that does not contain the visible text. */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** The serious and critical violations axe finds on the page as it is now, one readable line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const started = Date.now();
  let found = await violationsNow(page);
  // A colour caught mid-transition (one that began just after the wait for transitions ended) is
  // not what the user reads: what counts is the screen a moment later, which a real fault is still on.
  if (found.length > 0) {
    await page.waitForTimeout(500);
    found = await violationsNow(page);
  }
  extendTimeout(started);
  return found;
}

async function violationsNow(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: EXTRA_RULES })
    .analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${firstLine(n.failureSummary)})` : ''}`)
        .join('; ');
      return `${v.impact} ${v.id} x${v.nodes.length}: ${v.help} at ${where}`;
    });
}

/** Checks the screen on show with axe: a serious or critical violation fails the test. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  if (process.env.A11Y_REPORT) {
    const started = Date.now();
    await reportAll(page, screen);
    extendTimeout(started);
  }
  expect.soft(violations, `accessibility violations on the screen "${screen}"`).toEqual([]);
}

export const test = base.extend<{ finalScreenAccessible: undefined; pageErrorsOnFailure: undefined }>({
  pageErrorsOnFailure: [
    async ({ page }, use, testInfo) => {
      // A script error in the page explains many a journey that waits in vain: a failed journey
      // prints those it saw (the CI log is all a failure leaves behind).
      const seen: string[] = [];
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0)
        console.log(`What the page reported during "${testInfo.title}":\n${seen.slice(-20).join('\n')}`);
    },
    { auto: true },
  ],
  finalScreenAccessible: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A journey that already failed (or timed out) has said what is wrong; the check adds nothing.
      if (testInfo.status !== 'passed' || page.isClosed() || page.url() === 'about:blank') return;
      expect(
        await accessibilityViolations(page),
        'accessibility violations on the screen the journey ended on',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until transitions (a dialog fading in, a chip changing colour) have finished. */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** A check's time is added to the journey's budget, so checks never make a journey time out. */
function extendTimeout(started: number): void {
  const info = base.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + (Date.now() - started));
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '' && !l.startsWith('Fix ')) ?? ''
  );
}

/**
 * A11Y_REPORT=file: every violation of any impact, best practices included, one JSON line per screen,
 * for measuring what is left below the failing level.
 */
async function reportAll(page: Page, screen: string): Promise<void> {
  const all = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
  const violations = all.violations.map((v) => `${v.impact} ${v.id} x${v.nodes.length}`);
  appendFileSync(String(process.env.A11Y_REPORT), `${JSON.stringify({ screen, violations })}\n`);
}
