// The customer metrics query on generated data: 200 companies, 5,000 users and 100,000
// reviews (with their review_started events, 60% submitted with a charge, and 50,000 logins).
// Run alone with `npx tsx bench/metrics.ts`; `npm run bench` runs it after the other benchmarks.
import { randomUUID } from 'node:crypto';
import { testContent } from '@tsr/domain/testing';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { companies } from '../src/db/schema';
import type { Principal } from '../src/http/access';
import { MetricsService } from '../src/metrics/metrics-service';
import { publishVersion } from '../src/survey/survey-store';

export const SIZE = { companies: 200, users: 5000, reviews: 100_000, logins: 50_000 };
const DAY = 86_400;

/** Fills the database in a few set-based statements (seconds, not minutes). */
export async function generateMetricsData(database: Database): Promise<string> {
  const { db } = database;
  const version = await publishVersion(db, testContent());
  await db.execute(sql`
    insert into companies (name)
    select 'Bench Company ' || lpad(g::text, 3, '0') from generate_series(1, ${SIZE.companies}) g`);
  await db.execute(sql`
    with c as (select id, row_number() over (order by name) - 1 as n from companies where name like 'Bench Company %')
    insert into users (email, user_name, company_id, last_login_at, is_account_lead, review_cap)
    select 'bench-' || g || '@bench.example', 'Bench User ' || g, c.id,
           case when g % 10 = 0 then null else now() - (random() * 60) * interval '1 day' end,
           g % 25 = 0,
           case when g % 50 = 1 then 100 else -1 end
    from generate_series(0, ${SIZE.users - 1}) g join c on c.n = g % ${SIZE.companies}`);
  await db.execute(sql`
    with u as (select id, company_id, row_number() over (order by email) - 1 as n from users where email like 'bench-%'),
    r as (
      select g, u.id as user_id, u.company_id, now() - (random() * 365) * interval '1 day' as at
      from generate_series(0, ${SIZE.reviews - 1}) g join u on u.n = g % ${SIZE.users}
    ),
    ins as (
      insert into reviews (company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence,
                           status, finished, created_at, updated_at, submitted_at)
      select company_id, user_id, ${version}, 'Structure ' || g, '{}'::jsonb, '{}'::jsonb, '[]'::jsonb,
             case when g % 5 < 3 then 'submitted' else 'in_progress' end, g % 5 < 3, at, at,
             case when g % 5 < 3 then at + interval '1 hour' end
      from r returning id, company_id, user_id, created_at, submitted_at
    ),
    ev as (
      insert into events (kind, user_id, company_id, created_at)
      select 'review_started', user_id, company_id, created_at from ins
    )
    insert into charges (company_id, user_id, review_id, entities, created_at)
    select company_id, user_id, id, 1 + (random() * 49)::int, submitted_at from ins where submitted_at is not null`);
  await db.execute(sql`
    with u as (select id, company_id, row_number() over (order by email) - 1 as n from users where email like 'bench-%')
    insert into events (kind, user_id, company_id, created_at)
    select 'login', u.id, u.company_id, now() - (random() * 365) * interval '1 day'
    from generate_series(0, ${SIZE.logins - 1}) g join u on u.n = g % ${SIZE.users}`);
  // Fresh tables: the visibility map that index-only scans need comes with a vacuum, as autovacuum would do.
  await db.execute(sql`vacuum analyze`);
  const [one] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Bench Company 001'));
  return one?.id ?? '';
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Median and p95 of 30 runs (after 3 warm-ups) per case: rows of the bench table. */
export async function benchMetrics(kind: string, database: Database): Promise<string[][]> {
  const started = performance.now();
  const companyId = await generateMetricsData(database);
  const generated = ((performance.now() - started) / 1000).toFixed(1);
  const service = new MetricsService(database.db);
  const principal = (groups: Principal['groups'], company: string = randomUUID()): Principal => ({
    userId: randomUUID(),
    email: 'bench@bench.example',
    companyId: company,
    groups,
    termsAgreed: 'yes',
    sessionId: randomUUID(),
  });
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, Principal, number][] = [
    ['admin, all 200 companies, 1 month', principal(['admin']), 31],
    ['admin, all 200 companies, 1 year', principal(['admin']), 366],
    ['account lead, own company, 1 month', principal(['accountlead'], companyId), 31],
  ];
  const rows: string[][] = [];
  for (const [name, p, days] of cases) {
    const filter = { startDate: now - days * DAY, endDate: now };
    for (let i = 0; i < 3; i += 1) await service.customerMetrics(p, filter);
    const runs: number[] = [];
    let users = 0;
    for (let i = 0; i < 30; i += 1) {
      const t0 = performance.now();
      const result = await service.customerMetrics(p, filter);
      runs.push(performance.now() - t0);
      users = result.reduce((n, c) => n + c.users.length, 0);
    }
    runs.sort((a, b) => a - b);
    rows.push([
      kind,
      name,
      String(users),
      `${percentile(runs, 50).toFixed(1)} ms`,
      `${percentile(runs, 95).toFixed(1)} ms`,
      `${generated} s`,
    ]);
  }
  return rows;
}

export const METRICS_HEADER = ['database', 'case', 'user rows', 'p50', 'p95', 'data generated in'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('../src/db/database');
  const pg = (await import('pg')).default;
  const admin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const name = `tsr_bench_metrics_${Date.now()}`;
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  try {
    const rows = [METRICS_HEADER, ...(await benchMetrics('PostgreSQL', database))];
    for (const r of rows) console.log(r.join(' | '));
  } finally {
    await database.close();
    if (process.env.KEEP_BENCH_DB) console.log(`kept ${url}`);
    else await client.query(`drop database ${name}`);
    await client.end();
  }
}
