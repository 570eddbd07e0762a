// npm test: lint, typecheck, every vitest suite (the PostgreSQL suite too when a server answers),
// the content golden cases when present, then the Playwright journeys against the built app.
// Ends with one line `N passed, N failed` summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const ci = process.env.CI === 'true';
let passed = 0;
let failed = 0;

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
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

// Checks that are not tests: a failure stops here, before the long suites.
for (const [title, args] of [
  ['lint and format (biome)', ['biome', 'ci', '.']],
  ['typecheck', ['npm', 'run', 'typecheck', '--silent']],
]) {
  if (!step(title, 'npx', args)) {
    console.log(`\n${title} failed.\n0 passed, 1 failed`);
    process.exit(1);
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

const vitestJson = path.join(reports, 'vitest.json');
step(
  'unit, API and database tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
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
  if (step('content golden cases', 'npm', ['run', 'content:test', '--silent'])) passed += 1;
  else failed += 1;
}

if (!step('build', 'npm', ['run', 'build', '--silent'])) {
  failed += 1;
} else {
  const pwJson = path.join(reports, 'playwright.json');
  step('browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
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

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
