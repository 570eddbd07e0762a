/**
 * What users wait for, in Chromium, unthrottled and under the throttling profiles of
 * throttling.ts, against the aims of aims.ts. A benchmark, not a timed test: it prints medians and
 * never fails over a time.
 *
 * The built server runs on a fresh embedded database (built-server.ts). Through the API, as the
 * demo approver, the bench makes three reviews of the default content pack answered with the
 * golden cases' answers (pack-script.ts): a 5-entity review three parts in, and a 5-entity and a
 * 50-entity review answered to the end (the domain's familyStructure). Then, per profile, each in
 * a new browser context (an empty HTTP cache) unless said otherwise, it times from the navigation's
 * start (or the press of Next) to the frame after:
 *   (a) the sign-in page's e-mail field is shown and enabled, beside a plain HTML sign-in form
 *       served from this machine (plain-sign-in.ts); the field is then typed into, to be sure;
 *   (b) the first question of the in-progress review's questionnaire (signed in, /review/{id});
 *   (c) the next part after Next, in the questionnaire opened at a middle part of each finished
 *       review (?part=); presses that only turn a page inside a part are not counted;
 *   (d) the 50-entity review's report (submitted after (c)) with its risk table's rows.
 * Then the bytes on the wire of each, from the DevTools protocol's Network events.
 *
 * Needs `npm run build` and Chromium at /usr/bin/chromium (or CHROMIUM). BENCH_BROWSER_RUNS
 * (default 3), BENCH_BROWSER_PORT (default 3816), BENCH_BROWSER_BUDGET_S (default 480: runs not
 * started by then are skipped, and every wait gives up after 90 s, so the bench stops by itself),
 * BENCH_WEB_DIST (another build of the web app to serve).
 */
import type { Browser, Page } from '@playwright/test';
import { familyStructure } from '@tsr/domain/testing';
import { demo } from '@tsr/server/demo-accounts';
import { table } from '../../../packages/domain/bench/table';
import { type Scenario, verdicts } from './aims';
import { BenchApi, type BrowserTokens } from './bench-api';
import { isBuilt, launchChromium, startBuiltServer } from './built-server';
import { packScript } from './pack-script';
import {
  markSet,
  type NextPress,
  PAGE_MARKS,
  type PageMarks,
  PRESS_SHOWN,
  READ_MARKS,
  READ_PRESS,
} from './page-marks';
import { startPlainSignIn } from './plain-sign-in';
import { summarize } from './stats';
import { applyProfile, describeProfile, PROFILES, type Profile } from './throttling';
import { summarizeTransfers, type Transfer, WireLog, type WireSummary } from './wire-log';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const WAIT_MS = 90_000;
/** Where the stored tokens live in the browser (apps/web/src/api/auth-session.ts). */
const TOKENS_KEY = 'tsr.auth.tokens';

/** What the second figure of a row is, where it has one. */
const SECOND_MARKS: Partial<Record<Scenario, string>> = {
  signIn: "    then the app's own form, ready to send",
  next5: '    the answer of its POST /next, at',
  next50: '    the answer of its POST /next, at',
};

const ROWS: readonly { scenario: Scenario; label: string }[] = [
  { scenario: 'signIn', label: '(a) sign-in form usable: this app, /login' },
  { scenario: 'plainSignIn', label: '(a) sign-in form usable: plain HTML form, same machine' },
  { scenario: 'open', label: "(b) questionnaire open: 5-entity review's first question" },
  { scenario: 'next5', label: '(c) Next -> next part, 5-entity review' },
  { scenario: 'next50', label: '(c) Next -> next part, 50-entity review' },
  { scenario: 'report50', label: '(d) 50-entity report: risk table painted' },
];

interface Measured {
  /** Milliseconds per profile name, one per run (NaN for a run that failed). */
  times: Record<string, number[]>;
  /** The second figure of the row (SECOND_MARKS), per profile: for Next, when its answer had arrived. */
  answered: Record<string, number[]>;
  /** The transfers of the last unthrottled run. */
  wire?: WireSummary;
  errors: string[];
}

const measured = Object.fromEntries(
  ROWS.map(({ scenario }) => [scenario, { times: {}, answered: {}, errors: [] } as Measured]),
) as Record<Scenario, Measured>;

function record(scenario: Scenario, profile: Profile, ms: number, answeredMs?: number): void {
  const m = measured[scenario];
  m.times[profile.name] = [...(m.times[profile.name] ?? []), ms];
  if (answeredMs !== undefined) m.answered[profile.name] = [...(m.answered[profile.name] ?? []), answeredMs];
}

/** A new context (empty cache), the page marks, the profile, and the page's transfers. */
async function inContext<T>(
  browser: Browser,
  profile: Profile,
  origin: string,
  tokens: BrowserTokens | undefined,
  work: (page: Page, wire: WireLog) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    locale: 'en-GB',
    ...(tokens && {
      storageState: {
        cookies: [],
        origins: [{ origin, localStorage: [{ name: TOKENS_KEY, value: JSON.stringify(tokens) }] }],
      },
    }),
  });
  try {
    await context.addInitScript({ content: PAGE_MARKS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = new WireLog(cdp);
    await applyProfile(cdp, profile);
    return await work(page, wire);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the expression holds in the page. Asked from here, 20 times a second, rather than
 * with waitForFunction, which evaluates its text inside the page, where the app's Content
 * Security Policy (no 'unsafe-eval') forbids it; the times are the page's own marks, not when
 * this asks.
 */
async function until(page: Page, expression: string): Promise<void> {
  const giveUp = Date.now() + WAIT_MS;
  // A page still navigating has no context to ask yet: that is a no.
  while (!(await page.evaluate(expression).catch(() => false))) {
    if (Date.now() > giveUp) {
      const shown = await page
        .evaluate(
          `(document.querySelector('main') || document.body)?.innerText.replace(/\\s+/g, ' ').slice(0, 160)`,
        )
        .catch(() => '(nothing)');
      throw new Error(
        `gave up after ${WAIT_MS / 1000} s waiting for ${expression}; the page showed: ${shown}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Navigates and resolves with the mark's time (ms since the navigation started). */
async function loadUntil(page: Page, url: string, mark: keyof PageMarks): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: WAIT_MS });
  await until(page, markSet(mark));
  const marks = (await page.evaluate(READ_MARKS)) as PageMarks;
  return marks[mark] as number;
}

/** Everything the page fetched for it (waits for the network to go quiet, at most 30 s). */
async function transfers(page: Page, wire: WireLog): Promise<Transfer[]> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  return wire.take();
}

/** One timed load; a run that fails is recorded as NaN with its error, and the bench goes on. */
async function timed(
  scenario: Scenario,
  profile: Profile,
  run: () => Promise<number | { ms: number; secondMs: number }>,
): Promise<void> {
  try {
    const result = await run();
    if (typeof result === 'number') record(scenario, profile, result);
    else record(scenario, profile, result.ms, result.secondMs);
  } catch (err) {
    record(scenario, profile, Number.NaN);
    measured[scenario].errors.push(`${profile.name}: ${(err as Error).message.split('\n')[0]}`);
  }
}

export async function benchWaitTimes(): Promise<void> {
  console.log('\nWhere users wait: Chromium, fresh browser context per load');
  if (!isBuilt()) {
    console.log('  skipped: run `npm run build` first (it needs apps/web/dist and apps/server/dist)');
    return;
  }
  const started = Date.now();
  const deadline = started + Number(process.env.BENCH_BROWSER_BUDGET_S ?? 480) * 1000;
  const inTime = () => Date.now() < deadline;
  const server = await startBuiltServer(Number(process.env.BENCH_BROWSER_PORT ?? 3816));
  const plain = await startPlainSignIn();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const { baseURL } = server;
    const owner = demo.approver;
    const api = await BenchApi.signIn(baseURL, owner.email, owner.password);
    const setupStart = Date.now();
    const small = familyStructure(1);
    const large = familyStructure(10);
    const open = await api.review(small, packScript(1), 3);
    const next5 = await api.review(small, packScript(1));
    const next50 = await api.review(large, packScript(10));
    console.log(
      `Reviews made through the API in ${((Date.now() - setupStart) / 1000).toFixed(1)} s: 5 entities (${next5.parts.length} parts), 50 entities (${next50.parts.length} parts)`,
    );
    // Each context signs in afresh, as a browser that signed in a moment ago.
    const tokens = async () => (await BenchApi.signIn(baseURL, owner.email, owner.password)).tokens;

    const signIn = (profile: Profile, url: string, scenario: Scenario) =>
      timed(scenario, profile, () =>
        inContext(browser as Browser, profile, baseURL, undefined, async (page, wire) => {
          const at = await loadUntil(page, url, 'emailAt');
          // Usable means usable: what is typed lands in the field.
          const email = page.locator('input[type="email"]');
          await email.fill(owner.email);
          if ((await email.inputValue()) !== owner.email) throw new Error('the e-mail field took no input');
          // Then the app's own form, ready to send (at once where the page has no plain form).
          await until(page, markSet('signInReadyAt'));
          const ready = ((await page.evaluate(READ_MARKS)) as PageMarks).signInReadyAt as number;
          keepWire(scenario, profile, await transfers(page, wire));
          return { ms: at, secondMs: ready };
        }),
      );
    const load = (profile: Profile, path: string, mark: keyof PageMarks, scenario: Scenario) =>
      timed(scenario, profile, async () =>
        inContext(browser as Browser, profile, baseURL, await tokens(), async (page, wire) => {
          const at = await loadUntil(page, `${baseURL}${path}`, mark);
          keepWire(scenario, profile, await transfers(page, wire));
          return at;
        }),
      );
    const presses = async (profile: Profile, review: { id: string; parts: string[] }, scenario: Scenario) => {
      const part = review.parts[Math.floor(review.parts.length / 2)] as string;
      try {
        await inContext(browser as Browser, profile, baseURL, await tokens(), async (page, wire) => {
          await loadUntil(
            page,
            `${baseURL}/review/${review.id}?part=${encodeURIComponent(part)}`,
            'questionAt',
          );
          await page.waitForTimeout(1_000); // a user reads the part before pressing Next
          const sent: Transfer[] = [];
          for (
            let press = 0;
            (measured[scenario].times[profile.name]?.length ?? 0) < RUNS && press < 20;
            press += 1
          ) {
            wire.take();
            await page.evaluate('window.__bench.press = null');
            await page.getByRole('button', { name: 'Next' }).click({ timeout: WAIT_MS });
            await until(page, PRESS_SHOWN);
            const result = (await page.evaluate(READ_PRESS)) as NextPress;
            // A press that only turned a page inside the part sent nothing: not a move to the next part.
            if (result.answeredMs !== undefined) {
              record(scenario, profile, result.totalMs, result.answeredMs);
              sent.push(...(await transfers(page, wire)).filter((t) => t.url.endsWith('/next')));
            }
            // A user reads each part before pressing Next, as before the first press; the next part
            // is drawn ahead meanwhile (decision 0043).
            await page.waitForTimeout(1_000);
          }
          keepWire(scenario, profile, sent);
        });
      } catch (err) {
        record(scenario, profile, Number.NaN);
        measured[scenario].errors.push(`${profile.name}: ${(err as Error).message.split('\n')[0]}`);
      }
    };

    // Warm-up, not recorded: the server's first report read, the browser's first start.
    await inContext(browser, PROFILES[0] as Profile, baseURL, await tokens(), (page) =>
      loadUntil(page, `${baseURL}/review/${open.id}`, 'questionAt'),
    ).catch(() => undefined);

    for (const profile of PROFILES) {
      for (let run = 0; run < RUNS && inTime(); run += 1) {
        await signIn(profile, `${baseURL}/login`, 'signIn');
        await signIn(profile, plain.url, 'plainSignIn');
        await load(profile, `/review/${open.id}`, 'questionAt', 'open');
      }
      if (inTime()) await presses(profile, next5, 'next5');
      if (inTime()) await presses(profile, next50, 'next50');
    }
    // The presses saved the same answers again; whatever they left unanswered is answered now.
    await api.finish(next50.id, packScript(10));
    await api.submit(next50.id);
    for (const profile of PROFILES)
      for (let run = 0; run < RUNS && inTime(); run += 1)
        await load(profile, `/review/${next50.id}/report`, 'tableAt', 'report50');

    printResults();
    console.log(
      `\n${RUNS} runs a cell, ${((Date.now() - started) / 1000).toFixed(0)} s in all${inTime() ? '' : ' (the time budget ran out: cells with fewer runs were cut short)'}.`,
    );
  } finally {
    await browser?.close();
    await plain.close();
    await server.stop();
  }
}

/** The transfers of the unthrottled runs (the bytes do not depend on the profile). */
function keepWire(scenario: Scenario, profile: Profile, transfers: Transfer[]): void {
  if (profile === PROFILES[0]) measured[scenario].wire = summarizeTransfers(transfers);
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : Math.round(n).toLocaleString('en-GB'));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printResults(): void {
  console.log('\nProfiles (Lighthouse and DevTools presets through CDP, throttling.ts):');
  for (const profile of PROFILES) console.log(`  ${profile.name}: ${describeProfile(profile)}`);
  const names = PROFILES.map((p) => p.name);
  const median = (xs: number[] | undefined) => summarize(xs ?? []).median;

  console.log('\nms, median of the runs (from the navigation, or the press of Next, to the frame after)');
  const rows: string[][] = [['what users wait for', ...names, 'aim']];
  for (const { scenario, label } of ROWS) {
    const m = measured[scenario];
    const medians = Object.fromEntries(names.map((n) => [n, median(m.times[n])]));
    rows.push([
      label,
      ...names.map((n) => ms(medians[n] as number)),
      scenario === 'plainSignIn' ? 'the floor: no script' : verdicts(scenario, medians) || '-',
    ]);
    if (SECOND_MARKS[scenario] && Object.keys(m.answered).length > 0)
      rows.push([SECOND_MARKS[scenario] ?? '', ...names.map((n) => ms(median(m.answered[n]))), '']);
  }
  table(rows);

  console.log('\nEvery run, ms:');
  table([
    ['what', ...names],
    ...ROWS.map(({ scenario, label }) => [
      label,
      ...names.map((n) => (measured[scenario].times[n] ?? []).map(ms).join(' / ') || '-'),
    ]),
  ]);

  console.log('\nBytes on the wire per route (unthrottled runs; headers included), KB:');
  const wireRows: string[][] = [
    ['route', 'on the wire', 'decoded', 'JS', 'CSS', 'HTML', 'API', 'requests', 'encodings'],
  ];
  for (const { scenario, label } of ROWS) {
    const w = measured[scenario].wire;
    if (!w) continue;
    const perPress = scenario === 'next5' || scenario === 'next50';
    const n = perPress ? Math.max(1, w.requests) : 1;
    wireRows.push([
      perPress ? `${label}: one POST /next` : label,
      kb(w.wire / n),
      kb(w.decoded / n),
      kb(w.byKind.js / n),
      kb(w.byKind.css / n),
      kb(w.byKind.html / n),
      kb(w.byKind.api / n),
      String(perPress ? 1 : w.requests),
      Object.entries(w.encodings)
        .map(([encoding, count]) => `${encoding} ${count}`)
        .join(', '),
    ]);
  }
  table(wireRows);

  const errors = ROWS.flatMap(({ scenario, label }) =>
    measured[scenario].errors.map((e) => `  ${label}: ${e}`),
  );
  if (errors.length > 0) console.log(`\nRuns that failed (shown as '-'):\n${errors.join('\n')}`);
}
