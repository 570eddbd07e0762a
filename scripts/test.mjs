// npm test: lint, typecheck, every vitest suite (the PostgreSQL suite too when a server answers),
// the content golden cases when present, and the Playwright journeys against the built app.
// Ends with one line `N passed, N failed` summing every runner.
//
// Two lanes run side by side, because neither keeps both cores busy on its own: the checks and
// test suites (lint, typecheck, vitest, golden cases) and the browser lane (build, then the
// journeys, whose browser and server wait on each other). Each step's output is printed whole when
// it ends, so the log reads step by step. A failed lint or typecheck stops both lanes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const ci = process.env.CI === 'true';
const started = Date.now();
const running = new Set();
let passed = 0;
let failed = 0;

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs one step, its output kept and printed when it ends; resolves to whether it succeeded. */
function step(title, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n--- started: ${title} (at ${seconds(started)})`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping the step also stops what it started (servers).
      detached: true,
    });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      running.delete(child);
      console.log(`\n=== ${title} (${seconds(t0)}, ${code === 0 ? 'ok' : `exit ${code}`})`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function finish() {
  console.log(`\nnpm test took ${seconds(started)}.`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

async function postgresUrl() {
  if (process.env.TEST_POSTGRES_URL) return process.env.TEST_POSTGRES_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

const pgUrl = await postgresUrl();
if (!pgUrl && ci) {
  console.log(
    '\nCI requires the PostgreSQL suite, but no PostgreSQL server answers on 127.0.0.1:5432.\n0 passed, 1 failed',
  );
  process.exit(1);
}
console.log(
  pgUrl
    ? `\nPostgreSQL suite: on (${pgUrl.replace(/\/\/[^@]*@/, '//')})`
    : '\nPostgreSQL suite: off (no server on 127.0.0.1:5432)',
);

/** Lint, typecheck, vitest, the golden cases. */
async function suitesLane() {
  // Checks that are not tests: a failure stops everything, before the long suites.
  for (const [title, args] of [
    ['lint and format (biome)', ['biome', 'ci', '.']],
    ['typecheck', ['npm', 'run', 'typecheck', '--silent']],
  ]) {
    if (!(await step(title, 'npx', args))) {
      console.log(`\n${title} failed.`);
      stopAll();
      passed = 0;
      failed = 1;
      finish();
    }
  }

  const vitestJson = path.join(reports, 'vitest.json');
  // In CI the files and the tests in each run in a random order, so that a test leaning on what
  // another left behind fails; the seed is printed first (`--sequence.seed=N` repeats the order).
  const shuffle = ci ? ['--sequence.shuffle'] : [];
  await step(
    'unit, API and database tests (vitest)',
    'npx',
    ['vitest', 'run', ...shuffle, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    pgUrl ? { TEST_POSTGRES_URL: pgUrl } : {},
  );
  if (existsSync(vitestJson)) {
    const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numTotalTestSuites > 0 && !r.success && r.numFailedTests === 0 ? 1 : 0);
  } else {
    failed += 1;
  }

  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (rootPkg.scripts['content:test']) {
    if (await step('content golden cases', 'npm', ['run', 'content:test', '--silent'])) passed += 1;
    else failed += 1;
  }
}

/** The build, then the journeys against it. */
async function browserLane() {
  if (!(await step('build', 'npm', ['run', 'build', '--silent']))) {
    failed += 1;
    return;
  }
  const pwJson = path.join(reports, 'playwright.json');
  // One journey at a time here: beside the suites lane both cores are busy already, and a second
  // browser slowed the suites more than it sped the journeys (decision 0033: 1,064 s against 906 s).
  await step('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    E2E_WORKERS: process.env.E2E_WORKERS ?? '1',
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    if (s.expected + s.unexpected + s.flaky === 0) failed += 1; // a run that executed no journey is a failure
  } else {
    failed += 1;
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
await Promise.all([suitesLane(), browserLane()]);
finish();
