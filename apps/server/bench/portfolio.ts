// The portfolio (issue 33): GET /api/portfolio for an account lead whose company has 1,000 saved
// structures with their reviews (1 to 4 submitted each, one in ten never submitted), beside 4,000
// structures of other companies; one request at a time, on the database given. The peer, measured in
// the same run and the same way: a bare Fastify + zod GET route answering the same body.
// Aim: p95 under 200 ms on PostgreSQL. Run alone with `npx tsx bench/portfolio.ts`.
import { apiPath, type LoginResponse, Portfolio, type PortfolioQuery, routes } from '@tsr/contract';
import { testContent } from '@tsr/domain/testing';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { demo } from '../src/demo/demo-accounts';
import { seedDemoData } from '../src/demo/seed-demo';
import { publishVersion } from '../src/survey/survey-store';
import { reportFixture } from '../src/testing/report-fixture';
import { buildBenchApp } from './bench-app';

export const PORTFOLIO_SIZE = { structures: 1_000, otherCompanies: 4, otherStructures: 1_000 };
const WARM = 5;
const RUNS = 100;
export const PORTFOLIO_AIM = 'p95 under 200 ms (PostgreSQL)';

const LEAD = demo.lead;
const ADMIN = demo.admin;

/**
 * One company's structures with their reviews and reports, in set-based statements. Each report
 * carries a real report's JSON (the test content's), as stored, though the portfolio never reads
 * it: its rows are then laid out as the server writes them (the JSON kept out of line).
 */
async function seedStructures(
  database: Database,
  company: { id: string; userId: string },
  count: number,
  name: string,
  version: number,
  original: string,
): Promise<void> {
  await database.db.execute(sql`
    with s as (
      insert into structures (company_id, created_by, name, created_at, updated_at)
      select ${company.id}::uuid, ${company.userId}::uuid, ${name} || ' ' || lpad(g::text, 4, '0'),
             now() - g * interval '1 day', now() - g * interval '1 hour'
      from generate_series(1, ${count}) g
      returning id, name, created_at
    ),
    numbered as (select s.*, row_number() over (order by s.id) as n from s),
    r as (
      insert into reviews (company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence,
                           status, finished, created_at, updated_at, submitted_at, structure_id, structure_revision)
      select ${company.id}::uuid, ${company.userId}::uuid, ${version}, numbered.name, '{}'::jsonb, '{}'::jsonb,
             '{"parts":[]}'::jsonb,
             case when numbered.n % 10 = 0 then 'in_progress' else 'submitted' end, numbered.n % 10 <> 0,
             at, at, case when numbered.n % 10 = 0 then null else at end, numbered.id, 1
      from numbered
      cross join lateral generate_series(1, 1 + (numbered.n % 4)::int) k
      cross join lateral (select now() - (k * 365 - numbered.n % 300) * interval '1 day' as at) t
      returning id, submitted_at
    )
    insert into reports (review_id, company_id, user_id, original, score, head_scores, next_key_date, created_at)
    select r.id, ${company.id}::uuid, ${company.userId}::uuid, ${original}::jsonb,
           round((random() * 100)::numeric, 2)::float8,
           jsonb_build_object('IT', floor(random() * 101), 'CGT', floor(random() * 101), 'IHT', floor(random() * 101),
                              'CT', floor(random() * 101), 'ATED', floor(random() * 101)),
           case when random() < 0.7 then (now() + random() * interval '900 days')::date end,
           r.submitted_at
    from r where r.submitted_at is not null`);
}

export async function seedPortfolio(database: Database): Promise<void> {
  const { db } = database;
  await seedDemoData(db);
  const version = await publishVersion(db, testContent());
  const original = JSON.stringify(reportFixture({ today: '05/01/2026' }).report);
  const [lead] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, LEAD.email));
  if (!lead) throw new Error('no demo lead');
  await seedStructures(
    database,
    { id: lead.companyId, userId: lead.id },
    PORTFOLIO_SIZE.structures,
    'Portfolio',
    version,
    original,
  );
  for (let c = 1; c <= PORTFOLIO_SIZE.otherCompanies; c += 1) {
    const [company] = (
      (await db.execute(
        sql`insert into companies (name) values (${`Portfolio Bench ${c}`}) returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const [user] = (
      (await db.execute(
        sql`insert into users (email, user_name, company_id) values (${`portfolio-${c}@bench.example`}, 'Bench', ${company?.id}::uuid) returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    if (!company || !user) throw new Error('no bench company');
    await seedStructures(
      database,
      { id: company.id, userId: user.id },
      PORTFOLIO_SIZE.otherStructures,
      'Other',
      version,
      '{}',
    );
  }
  // As autovacuum would: statistics and the visibility map of the fresh tables.
  if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** p50 and p95 of RUNS calls one at a time, after WARM. */
async function time(call: () => Promise<{ statusCode: number }>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM; i += 1) await call();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const res = await call();
    runs.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  runs.sort((a, b) => a - b);
  return { p50: percentile(runs, 50), p95: percentile(runs, 95) };
}

/** The peer: a bare Fastify + zod GET route answering `body` through the same schema, called the same way. */
async function bare(body: Portfolio): Promise<{ p50: number; p95: number }> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/bare', { schema: { response: { 200: Portfolio } } }, async () => body);
  await app.ready();
  try {
    return await time(() => app.inject({ method: 'GET', url: '/bare' }));
  } finally {
    await app.close();
  }
}

const CASES: [string, 'lead' | 'admin', Partial<PortfolioQuery> | 'csv'][] = [
  ['lead: by score, page of 50', 'lead', {}],
  ['lead: by next key date, page of 50', 'lead', { sort: 'nextKeyDate', order: 'asc' }],
  [
    'lead: IHT at least 70, reviewed since 01/01/2025',
    'lead',
    { head: 'IHT', minHeadScore: 70, reviewedFrom: '2025-01-01' },
  ],
  ['lead: last page', 'lead', { offset: 950 }],
  ['lead: CSV of all', 'lead', 'csv'],
  ['admin: every company, page of 50', 'admin', {}],
];

export const PORTFOLIO_HEADER = [
  'database',
  'case',
  'rows',
  'p50',
  'p95',
  'bare p50',
  'bare p95',
  'answer',
  'aim',
];

/** One row per case: ours and the bare route's, one request at a time. */
export async function benchPortfolio(kind: string, database: Database): Promise<string[][]> {
  const started = performance.now();
  await seedPortfolio(database);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  const app = await buildBenchApp(database);
  try {
    const tokenOf = async (who: { email: string; password: string }) => {
      const login = await app.server.inject({
        method: 'POST',
        url: routes.login.path,
        payload: { username: who.email, password: who.password },
      });
      const tokens = login.json<LoginResponse>();
      if (tokens.kind !== 'tokens') throw new Error('no tokens');
      return { authorization: `Bearer ${tokens.tokens.id_token}` };
    };
    const headers = { lead: await tokenOf(LEAD), admin: await tokenOf(ADMIN) };
    const rows: string[][] = [];
    for (const [name, who, query] of CASES) {
      const url =
        query === 'csv' ? apiPath(routes.portfolioCsv, { query: {} }) : apiPath(routes.portfolio, { query });
      const call = () => app.server.inject({ method: 'GET', url, headers: headers[who] });
      const first = await call();
      if (first.statusCode !== 200) throw new Error(`${name} answered ${first.statusCode}`);
      let found: string;
      let peer: { p50: number; p95: number } | null = null;
      if (query === 'csv') {
        found = String(first.body.trimEnd().split('\r\n').length - 1);
      } else {
        const body = first.json<Portfolio>();
        found = `${body.structures.length} of ${body.total}`;
        if (
          who === 'lead' &&
          query.offset === undefined &&
          body.total !== PORTFOLIO_SIZE.structures &&
          !query.head
        )
          throw new Error(`the lead's portfolio holds ${body.total} structures`);
        peer = await bare(body);
      }
      const ours = await time(call);
      rows.push([
        kind,
        name,
        found,
        ms(ours.p50),
        ms(ours.p95),
        peer ? ms(peer.p50) : '-',
        peer ? ms(peer.p95) : '-',
        `${Math.round(first.rawPayload.length / 1024)} kB`,
        kind === 'PostgreSQL' && who === 'lead' && query !== 'csv' ? PORTFOLIO_AIM : '',
      ]);
    }
    rows.push([kind, `(data seeded in ${seeded} s)`, '', '', '', '', '', '', '']);
    return rows;
  } finally {
    await app.server.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { postgresDatabase } = await import('./bench-postgres');
  const { openDatabase } = await import('../src/db/database');
  const rows = [PORTFOLIO_HEADER];
  const postgres = await postgresDatabase();
  if (postgres) rows.push(...(await benchPortfolio('PostgreSQL', postgres)));
  if (process.env.BENCH_ONLY !== 'postgres')
    rows.push(...(await benchPortfolio('PGlite (memory)', await openDatabase({ dataDir: 'memory://' }))));
  for (const r of rows) console.log(r.join(' | '));
}
