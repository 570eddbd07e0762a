// npm run bench (server): throughput and latency (p50/p95/p99) of POST /api/review/{id}/next and of an
// account lead's list of 1,000 reviews, with 50 concurrent connections on 127.0.0.1, on PGlite and on
// PostgreSQL, as ratios to a bare Fastify + zod route measured in the same run (the machine's load
// moves both alike); one `next` broken into phases from server timings; a report scored in the report
// worker against the same in the server's thread; the time to render a 50-entity report as PDF; and
// the portfolio of a company with 1,000 saved structures.
// Every run is bounded in time and stops by itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPath,
  type LoginResponse,
  routes,
  type StartReviewResponse,
  type SurveyStructure,
  type UserReports,
} from '@tsr/contract';
import { answerPart, fiftyEntities, TEST_SCRIPT, testContent, testStructure } from '@tsr/domain/testing';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { type Database, openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed-demo';
import type { RequestTimings } from '../src/http/server-timing';
import { publishVersion } from '../src/survey/survey-store';
import { applyReportV8Flags } from '../src/v8-flags';
import { buildBenchApp } from './bench-app';
import { postgresDatabase } from './bench-postgres';
import { benchEditor } from './editor';
import { benchMetrics, METRICS_HEADER, SIZE } from './metrics';
import { benchPdf } from './pdf';
import { benchPortfolio, PORTFOLIO_HEADER, PORTFOLIO_SIZE } from './portfolio';
import { benchReportPool, REPORT_POOL_HEADER } from './report-pool';
import { benchReviewSearch, SEARCH_HEADER, SEARCH_SIZE } from './review-search';
import { benchUserList, USER_LIST_HEADER, USER_LIST_SIZE } from './user-list';
import { benchWhatIf, WHAT_IF_HEADER } from './what-if';

const CONNECTIONS = 50;
const SECONDS = 10;
/** Sequential `next` calls timed phase by phase (one at a time: no queueing in the breakdown). */
const BREAKDOWN_CALLS = 200;
/** Reviews in the account lead's company for the list bench (the spec's cap of a list). */
const LIST_REVIEWS = 1_000;
/** The lead's list as one call (the spec's cap), as a first page of 50, and searched. */
const LIST_QUERIES: [string, { limit: number; search?: string }][] = [
  [`all ${LIST_REVIEWS}`, { limit: LIST_REVIEWS }],
  ['page of 50', { limit: 50 }],
  ['search, page of 50', { limit: 50, search: '99' }],
];

function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const [n, row] of rows.entries()) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Load {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  ok: string;
}

/** What a connection keeps: its request, and for compact `next` calls the revision last answered. */
interface ConnectionContext {
  request?: { path: string; body?: string };
  revision?: string;
}

const REVISION = /"revision":"([^"]*)"/;

/**
 * CONNECTIONS connections for SECONDS, each request taken from `next()`; latencies per response.
 * `compact`: each `next` asks for the compact answer since the revision its connection was last
 * answered (decision 0024), as the web app does; the first one holds nothing.
 */
async function load(
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  next: () => { path: string; body?: string },
  compact = false,
): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        method,
        // Each connection keeps the first request it is given (autocannon's context is per
        // connection): 50 users each answering their own review, not 50 sharing each review.
        requests: [
          {
            setupRequest: (req, context: ConnectionContext) => {
              context.request ??= next();
              if (!compact) return { ...req, ...context.request };
              const body = JSON.parse(context.request.body ?? '{}') as Record<string, unknown>;
              const asked = context.revision === undefined ? {} : { since: context.revision };
              return { ...req, ...context.request, body: JSON.stringify({ ...body, compact: asked }) };
            },
            onResponse: (_status, body, context: ConnectionContext) => {
              if (compact) context.revision = REVISION.exec(body)?.[1];
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, t) => latencies.push(t));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    ok:
      result.non2xx === 0 && result.errors === 0
        ? 'all 2xx'
        : `${result.non2xx} non-2xx, ${result.errors} errors`,
  };
}

/**
 * The peer every `next` figure is a ratio to: a bare Fastify + zod POST route echoing a body of
 * the same size, driven the same way in the same run (the machine's load moves both alike).
 */
async function benchBare(body: string): Promise<Load> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const Body = z.object({
    part: z.object({ id: z.string(), answers: z.record(z.string(), z.unknown()) }),
    back: z.boolean(),
  });
  app.post('/echo', { schema: { body: Body, response: { 200: Body } } }, async (req) => req.body);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load(address, 'POST', { 'content-type': 'application/json' }, () => ({
      path: '/echo',
      body,
    }));
  } finally {
    await app.close();
  }
}

async function signIn(address: string, username: string, password: string) {
  const login = await fetch(`${address}${routes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const tokens = (await login.json()) as LoginResponse;
  if (tokens.kind !== 'tokens') throw new Error('no tokens');
  return { authorization: `Bearer ${tokens.tokens.id_token}`, 'content-type': 'application/json' };
}

interface DatabaseFigures {
  next: Load;
  /** `next` on reviews of 50 entities. */
  nextLarge: Load;
  /** The same two asking for the compact answer (decision 0024). */
  nextCompact: Load;
  nextLargeCompact: Load;
  breakdown: Record<string, number>;
  lists: [string, Load][];
}

/** One request's phases, median over the sequential calls; 'other' is routing, validation, transaction begin and commit. */
function medianBreakdown(samples: RequestTimings[]): Record<string, number> {
  const phases = ['auth', 'reads', 'engine', 'writes', 'serialisation'] as const;
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  const out: Record<string, number> = {};
  for (const phase of phases) out[phase] = median(samples.map((s) => s.phases[phase] ?? 0));
  out.other = median(
    samples.map((s) => s.total - phases.reduce((sum, phase) => sum + (s.phases[phase] ?? 0), 0)),
  );
  out.total = median(samples.map((s) => s.total));
  return out;
}

/**
 * One review of `structure` started per connection, and the request that answers its first part:
 * each connection saves the answers of its own review's first part.
 */
async function answeringReviews(
  address: string,
  auth: Record<string, string>,
  structure: SurveyStructure,
): Promise<{ path: string; body: string }[]> {
  const bodies: { path: string; body: string }[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const res = await fetch(`${address}${routes.startReview.path}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ structure }),
    });
    const start = (await res.json()) as StartReviewResponse;
    if (!start.part || !start.questions) throw new Error('no first part');
    const answers = answerPart(TEST_SCRIPT, start.part, start.questions);
    const body = { part: { id: start.part.id, answers }, back: true };
    bodies.push({
      path: apiPath(routes.next, { params: { id: start.reviewId }, body }),
      body: JSON.stringify(body),
    });
  }
  return bodies;
}

async function benchDatabase(database: Database): Promise<{ figures: DatabaseFigures; body: string }> {
  await seedDemoData(database.db);
  await publishVersion(database.db, testContent());
  const app = await buildBenchApp(database);
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const auth = await signIn(address, 'approver@northbridge.example', 'Approver-demo-1');
    const bodies = await answeringReviews(address, auth, testStructure());
    let n = 0;
    const next = await load(address, 'POST', auth, () => bodies[n++ % bodies.length] as (typeof bodies)[0]);
    const nextCompact = await load(
      address,
      'POST',
      auth,
      () => bodies[n++ % bodies.length] as (typeof bodies)[0],
      true,
    );

    // The breakdown: a second app on the same database that records phases, one call at a time.
    const samples: RequestTimings[] = [];
    const timedApp = await buildBenchApp(database, (t) => {
      if (t.route === routes.next.path) samples.push(t);
    });
    try {
      for (let i = 0; i < BREAKDOWN_CALLS; i += 1) {
        const b = bodies[i % bodies.length] as (typeof bodies)[0];
        const res = await timedApp.server.inject({
          method: 'POST',
          url: b.path,
          headers: auth,
          payload: b.body,
        });
        if (res.statusCode !== 200) throw new Error(`next answered ${res.statusCode}`);
      }
    } finally {
      await timedApp.server.close();
    }

    // The account lead's company-wide list of LIST_REVIEWS reviews.
    const [first] = bodies;
    const firstId = first?.path.split('/')[3] ?? '';
    await database.db.execute(sql`
      insert into reviews (company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence, finished, updated_at)
      select company_id, user_id, survey_version_id, structure_name || ' ' || g, structure, prepared, sequence, finished,
             now() - g * interval '1 minute'
      from reviews, generate_series(1, ${LIST_REVIEWS - CONNECTIONS}) g where id = ${firstId}`);
    const lead = await signIn(address, 'lead@northbridge.example', 'Lead-demo-1');
    const listPath = apiPath(routes.userReports, { query: { createdBy: 'company', limit: LIST_REVIEWS } });
    const check = await fetch(`${address}${listPath}`, { headers: lead });
    const listed = (await check.json()) as UserReports;
    if (listed.answers.length + listed.reports.length !== LIST_REVIEWS)
      throw new Error(`the list holds ${listed.answers.length + listed.reports.length} reviews`);
    const lists: [string, Load][] = [];
    for (const [name, query] of LIST_QUERIES) {
      const path = apiPath(routes.userReports, { query: { createdBy: 'company', ...query } });
      lists.push([name, await load(address, 'GET', lead, () => ({ path }))]);
    }

    // `next` on reviews of 50 entities (320 parts, a sequence of over 60 kB), started after the
    // lists so that the lead's company holds the same 1,000 reviews as before.
    const large = await answeringReviews(address, auth, fiftyEntities());
    let m = 0;
    const nextLarge = await load(address, 'POST', auth, () => large[m++ % large.length] as (typeof large)[0]);
    const nextLargeCompact = await load(
      address,
      'POST',
      auth,
      () => large[m++ % large.length] as (typeof large)[0],
      true,
    );
    return {
      figures: { next, nextLarge, nextCompact, nextLargeCompact, breakdown: medianBreakdown(samples), lists },
      body: first?.body ?? '',
    };
  } finally {
    await app.server.close();
    await database.close();
  }
}

// The server's own V8 settings (decision 0018), so that the figures are the server's.
applyReportV8Flags();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-bench-'));
const runs: [string, DatabaseFigures][] = [];
let body = '';
/**
 * BENCH_ONLY=postgres or pglite: only `next`, the lists and the bare route on that database (a
 * quick before/after).
 */
const only = process.env.BENCH_ONLY;
for (const [kind, open] of [
  ['PGlite (file)', () => openDatabase({ dataDir })],
  ['PostgreSQL', postgresDatabase],
] as const) {
  if (only && !kind.toLowerCase().startsWith(only)) continue;
  const database = await open();
  if (!database) {
    console.log(`\n${kind}: no server on 127.0.0.1:5432, not measured`);
    continue;
  }
  const run = await benchDatabase(database);
  runs.push([kind, run.figures]);
  body = run.body;
}
// Measured after the databases, with the same body: the peer the ratios are taken to.
const bare = await benchBare(body);
const ratio = (rps: number) => `${((100 * rps) / bare.rps).toFixed(1)} %`;

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each (autocannon in this process, 127.0.0.1). Peer: a bare Fastify + zod POST route echoing the same ${body.length}-byte body.`,
);
const loadRows = [['route', 'database', 'req/s', 'of bare', 'p50', 'p95', 'p99', 'bytes/answer', 'answers']];
const loadRow = (route: string, kind: string, l: Load, withRatio: boolean) => [
  route,
  kind,
  String(Math.round(l.rps)),
  withRatio ? ratio(l.rps) : '',
  ms(l.p50),
  ms(l.p95),
  ms(l.p99),
  String(Math.round(l.bytes)),
  l.ok,
];
loadRows.push(loadRow('bare fastify + zod echo', '-', bare, true));
for (const [kind, f] of runs) loadRows.push(loadRow('POST /api/review/{id}/next', kind, f.next, true));
for (const [kind, f] of runs)
  loadRows.push(loadRow('POST /api/review/{id}/next, compact', kind, f.nextCompact, true));
for (const [kind, f] of runs)
  loadRows.push(loadRow('POST /api/review/{id}/next (50 entities)', kind, f.nextLarge, true));
for (const [kind, f] of runs)
  loadRows.push(loadRow('POST /api/review/{id}/next (50 entities), compact', kind, f.nextLargeCompact, true));
for (const [kind, f] of runs)
  for (const [name, l] of f.lists)
    loadRows.push(loadRow(`GET /api/user/reports (lead: ${name})`, kind, l, false));
table(loadRows);

console.log(
  `\nOne POST /api/review/{id}/next, phase by phase (median of ${BREAKDOWN_CALLS} calls one at a time, server timings):`,
);
const phaseNames = ['auth', 'reads', 'engine', 'writes', 'serialisation', 'other', 'total'];
table([
  ['database', ...phaseNames],
  ...runs.map(([kind, f]) => [kind, ...phaseNames.map((p) => ms(f.breakdown[p] ?? 0))]),
]);
console.log(
  "'auth' reads the review with the user row (one query, decision 0017); 'reads': only a second round's. 'other': routing, validation, hooks, pool waits.",
);
if (only) process.exit(0);
console.log(
  `\nA submitted review's report scored and written as JSON (medians of 15, the test content pack):`,
);
table([REPORT_POOL_HEADER, ...(await benchReportPool())]);
console.log('');
table(await benchPdf());

console.log(
  '\nEditor: default content pack, admin on 127.0.0.1; the first publish scores the golden cases on both versions',
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
// Customer metrics (decision 0016) on PostgreSQL, with the data it generates: aim under 100 ms.
const metricsDb = await postgresDatabase();
if (metricsDb) {
  console.log(
    `\nPOST /api/metrics/customermetrics query: ${SIZE.companies} companies, ${SIZE.users} users, ${SIZE.reviews} reviews`,
  );
  table([METRICS_HEADER, ...(await benchMetrics('PostgreSQL', metricsDb))]);
  await metricsDb.close();
}
// The reviews list's search (decision 0028) at 100,000 reviews of one company, on PostgreSQL.
const searchDb = await postgresDatabase();
if (searchDb) {
  console.log(
    `\nGET /api/user/reports?search=… (account lead; ${SEARCH_SIZE.reviews.toLocaleString('en-GB')} reviews by ${SEARCH_SIZE.users} users), one request at a time`,
  );
  try {
    table([SEARCH_HEADER, ...(await benchReviewSearch('PostgreSQL', searchDb))]);
  } finally {
    await searchDb.close();
  }
}
// The User List (decision 0016) at 500 users in a company, on PGlite and PostgreSQL.
console.log(
  `\nGET /api/users/users (account lead, ${USER_LIST_SIZE} users in the company; the web table shows 50 a page), one request at a time`,
);
const userListRows = [USER_LIST_HEADER];
userListRows.push(
  await benchUserList(
    'PGlite (file)',
    await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'tsr-bench-')) }),
  ),
);
const userListPostgres = await postgresDatabase();
if (userListPostgres) userListRows.push(await benchUserList('PostgreSQL', userListPostgres));
table(userListRows);
// The portfolio (issue 33) at 1,000 saved structures of one company, on PostgreSQL and PGlite.
console.log(
  `\nGET /api/portfolio (account lead, ${PORTFOLIO_SIZE.structures.toLocaleString('en-GB')} saved structures in the company, ${PORTFOLIO_SIZE.otherCompanies * PORTFOLIO_SIZE.otherStructures} in others), one request at a time; peer: a bare Fastify + zod GET route answering the same body`,
);
const portfolioRows = [PORTFOLIO_HEADER];
const portfolioPostgres = await postgresDatabase();
if (portfolioPostgres) portfolioRows.push(...(await benchPortfolio('PostgreSQL', portfolioPostgres)));
else portfolioRows.push(['PostgreSQL', 'no server on 127.0.0.1:5432', '', '', '', '', '', '', '']);
portfolioRows.push(
  ...(await benchPortfolio(
    'PGlite (file)',
    await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'tsr-bench-')) }),
  )),
);
table(portfolioRows);
// What if (issue 33): one changed answer on a submitted 50-entity review, scored again in the report
// worker, on PostgreSQL (the aim's database).
console.log(
  '\nPOST /api/review/{id}/whatif (50 entities, one answer changed) on PostgreSQL, 10 s per row; peer: a bare Fastify + zod route echoing the same body',
);
const whatIfPostgres = await postgresDatabase();
table([
  WHAT_IF_HEADER,
  ...(whatIfPostgres
    ? await benchWhatIf('PostgreSQL', whatIfPostgres)
    : [['PostgreSQL', 'no server on 127.0.0.1:5432', '', '', '', '', '', '']]),
]);
