// npm run bench (server): throughput and p95 latency of POST /api/review/{id}/next with 50 concurrent
// connections on 127.0.0.1, on PGlite and on PostgreSQL, and the time to render a 50-entity report
// as PDF. Every run is bounded in time and stops by itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse, StartReviewResponse } from '@tsr/contract';
import { buildReport, compileContent, prepareStructure } from '@tsr/domain';
import {
  answerPart,
  completeReview,
  fiftyEntities,
  TEST_SCRIPT,
  testContent,
  testStructure,
} from '@tsr/domain/testing';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type Database, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed-demo';
import { createMailer } from '../src/mail/mailer';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import { publishVersion } from '../src/survey/survey-store';
import { reportFixture } from '../src/testing/report-fixture';
import { benchEditor } from './editor';

const CONNECTIONS = 50;
const SECONDS = 10;

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const [n, row] of rows.entries()) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function postgresDatabase(): Promise<Database | null> {
  const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  // A connection PostgreSQL ends (restart, pg_terminate_backend) emits 'error': without a listener
  // the bench process dies. The database the bench runs on gets the server's own handling (openDatabase).
  client.on('error', (err) => console.error(`bench admin connection lost: ${err.message}`));
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `tsr_bench_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...db,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      c.on('error', (err) => console.error(`bench admin connection lost: ${err.message}`));
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchNext(kind: string, database: Database): Promise<string[]> {
  await seedDemoData(database.db);
  await publishVersion(database.db, testContent());
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'x <x@x.example>',
    outboxDir: tmpdir(),
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp({ config, database, mailer, logger: false });
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'approver@northbridge.example', password: 'Approver-demo-1' }),
    });
    const tokens = (await login.json()) as LoginResponse;
    if (tokens.kind !== 'tokens') throw new Error('no tokens');
    const auth = { authorization: `Bearer ${tokens.tokens.id_token}`, 'content-type': 'application/json' };
    // One review per connection: each request saves the answers of the review's first part.
    const bodies: { path: string; body: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const res = await fetch(`${address}/api/review/start`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ structure: testStructure() }),
      });
      const start = (await res.json()) as StartReviewResponse;
      if (!start.part || !start.questions) throw new Error('no first part');
      const answers = answerPart(TEST_SCRIPT, start.part, start.questions);
      bodies.push({
        path: `/api/review/${start.reviewId}/next`,
        body: JSON.stringify({ part: { id: start.part.id, answers }, back: true }),
      });
    }
    let n = 0;
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: address,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: auth,
          method: 'POST',
          requests: [
            {
              setupRequest: (req) => {
                const b = bodies[n++ % bodies.length] as { path: string; body: string };
                return { ...req, path: b.path, body: b.body };
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    });
    latencies.sort((a, b) => a - b);
    const ok = result.non2xx === 0 && result.errors === 0;
    return [
      kind,
      String(Math.round(result.requests.average)),
      `${percentile(latencies, 50).toFixed(1)} ms`,
      `${percentile(latencies, 95).toFixed(1)} ms`,
      ok ? 'all 2xx' : `${result.non2xx} non-2xx, ${result.errors} errors`,
      '~6,700 POST/s (bare fastify + zod, STACK.md)',
    ];
  } finally {
    await app.server.close();
    await database.close();
  }
}

async function benchPdf(): Promise<string[][]> {
  const content = compileContent(testContent());
  const structure = prepareStructure(fiftyEntities());
  const context = { structure, content, today: '21/11/2026' };
  const done = completeReview(context, TEST_SCRIPT);
  const report = buildReport({
    ...context,
    parts: done.sequence.parts,
    report_id: 'bench',
    user: 'bench@example.com',
    user_id: 'u',
    company: 'Bench Ltd',
    timestamp: new Date().toISOString(),
  });
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i += 1) {
    const t0 = performance.now();
    bytes = (await renderReportPdf(report, false, 'TSR')).length;
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  // The worst case a user can make (issue 11): 45 remediation notes of 5,000 characters with no space.
  const { remediated: worst } = reportFixture({ notes: Array.from({ length: 45 }, () => 'W'.repeat(5_000)) });
  const worstRuns: number[] = [];
  let worstBytes = 0;
  for (let i = 0; i < 10; i += 1) {
    const t0 = performance.now();
    worstBytes = (await renderReportPdf(worst, true, 'TSR')).length;
    worstRuns.push(performance.now() - t0);
  }
  worstRuns.sort((a, b) => a - b);
  return [
    ['PDF of a report', 'entities', 'median', 'p95', 'size', 'peer'],
    [
      '45 maximal unbroken notes',
      String(Object.keys(worst.structure.entities).length),
      `${percentile(worstRuns, 50).toFixed(1)} ms`,
      `${percentile(worstRuns, 95).toFixed(1)} ms`,
      `${Math.round(worstBytes / 1024)} kB`,
      'in a worker thread, 10 s limit (decision 0007)',
    ],
    [
      'pdfkit (ours)',
      String(Object.keys(structure.entities).length),
      `${percentile(runs, 50).toFixed(1)} ms`,
      `${percentile(runs, 95).toFixed(1)} ms`,
      `${Math.round(bytes / 1024)} kB`,
      '@react-pdf/renderer ~400 ms for 3 pages (STACK.md)',
    ],
  ];
}

console.log(
  `\nPOST /api/review/{id}/next: ${CONNECTIONS} connections, ${SECONDS} s each (autocannon, 127.0.0.1)`,
);
const rows = [['database', 'req/s', 'p50', 'p95', 'answers', 'peer']];
const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-bench-'));
rows.push(await benchNext('PGlite (file)', await openDatabase({ dataDir })));
const postgres = await postgresDatabase();
if (postgres) rows.push(await benchNext('PostgreSQL', postgres));
else rows.push(['PostgreSQL', '-', '-', '-', 'no server on 127.0.0.1:5432', '']);
table(rows);
console.log('');
table(await benchPdf());

console.log(
  '\nEditor (issue 13): default content pack, admin on 127.0.0.1; the first publish scores the golden cases on both versions',
);
const editorRows = [['database', 'measure', 'runs', 'p50', 'p95', 'max', 'aim']];
editorRows.push(
  ...(await benchEditor(
    'PGlite (file)',
    await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'tsr-bench-')) }),
  )),
);
const editorPostgres = await postgresDatabase();
if (editorPostgres) editorRows.push(...(await benchEditor('PostgreSQL', editorPostgres)));
else editorRows.push(['PostgreSQL', '-', '-', '-', '-', '-', 'no server on 127.0.0.1:5432']);
table(editorRows);
