// npx tsx bench/auth-timing.ts: median answer times of sign-up (e-mail already registered vs new)
// and password reset (e-mail registered vs unknown), on PGlite and, with BENCH_POSTGRES_URL, on
// PostgreSQL. The two paths of each call should not be told apart by their time (decision 0012).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@tsr/contract';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type Database, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed-demo';
import { createMailer } from '../src/mail/mailer';

const ROUNDS = 40;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function measure(database: Database, label: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-auth-timing-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: undefined, from: 'bench@tsr.example', outboxDir: dataDir, log });
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, mailer, logger: false });
  const time = async (url: string, payload: object) => {
    const start = process.hrtime.bigint();
    const res = await app.server.inject({ method: 'POST', url, payload });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    // Work left after the answer finishes before the next call, as on an otherwise idle server.
    await app.settled();
    return ms;
  };
  const times = {
    signupExisting: [] as number[],
    signupNew: [] as number[],
    resetExisting: [] as number[],
    resetUnknown: [] as number[],
  };
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, so drift in machine load hits both paths alike.
    times.signupExisting.push(
      await time(routes.signUp.path, { email: 'user@northbridge.example', password: 'Bench-pass-2026' }),
    );
    times.signupNew.push(
      await time(routes.signUp.path, { email: `bench${i}@new.example`, password: 'Bench-pass-2026' }),
    );
    times.resetExisting.push(await time(routes.resetPassword.path, { email: 'user@northbridge.example' }));
    times.resetUnknown.push(await time(routes.resetPassword.path, { email: `ghost${i}@nowhere.example` }));
  }
  const f = (xs: number[]) => median(xs).toFixed(1);
  console.log(
    `${label}: sign-up existing ${f(times.signupExisting)} ms / new ${f(times.signupNew)} ms; ` +
      `reset existing ${f(times.resetExisting)} ms / unknown ${f(times.resetUnknown)} ms (medians of ${ROUNDS})`,
  );
  await app.server.close();
  await database.close();
}

await measure(await openDatabase({ dataDir: 'memory://' }), 'PGlite');
if (process.env.BENCH_POSTGRES_URL) {
  await measure(
    await openDatabase({ databaseUrl: process.env.BENCH_POSTGRES_URL, dataDir: 'unused' }),
    'PostgreSQL',
  );
}
