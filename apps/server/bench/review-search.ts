// The reviews list searched at 100,000 reviews (decision 0028): GET /api/user/reports?createdBy=company
// &search=… for an account lead whose company holds 100,000 reviews by 200 users, one request at a
// time, on the database given. The search matches structure names and creators' e-mail addresses
// (list-repository.ts). Run alone with `npx tsx bench/review-search.ts` (PostgreSQL, then PGlite).
import { apiPath, type LoginResponse, routes, type UserReports } from '@tsr/contract';
import { testContent } from '@tsr/domain/testing';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { seedDemoData } from '../src/demo/seed-demo';
import { publishVersion } from '../src/survey/survey-store';
import { buildBenchApp } from './bench-app';

export const SEARCH_SIZE = { reviews: 100_000, users: 200 };
const RUNS = 30;
const WARM = 3;
/** The aim, and the figure it was measured at before. */
export const SEARCH_AIM = 'p95 under 100 ms (320 ms before)';

/** What a lead types: parts of structure names and of colleagues' addresses, common and rare. */
export const SEARCHES: readonly (readonly [string, string])[] = [
  ['a word of many names (1 in 12)', 'juniper'],
  ['one structure (a name and number)', 'Linden Holdings 4196'],
  ["a colleague's address", 'harper.quinn'],
  ['nothing matches', 'zzyzx'],
  ['two letters', 'qu'],
];

const FIRST = ['alex', 'harper', 'morgan', 'rowan', 'sasha', 'jordan', 'casey', 'riley', 'avery', 'quinn'];
const LAST = [
  'quinn',
  'ng',
  'patel',
  'okafor',
  'fischer',
  'moreau',
  'silva',
  'kowalski',
  'haddad',
  'larsen',
  'tanaka',
  'murphy',
  'rossi',
  'novak',
  'dubois',
  'berg',
  'khan',
  'evans',
  'lopez',
  'meyer',
];
const WORDS = [
  'Aurora',
  'Birch',
  'Cedar',
  'Delta',
  'Elm',
  'Fir',
  'Heron',
  'Juniper',
  'Linden',
  'Maple',
  'Oak',
  'Rowan',
];
const KINDS = ['Family Trust', 'Holdings', 'Foundation', 'Settlement', 'Property Ltd', 'Structure'];

const sqlList = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * The lead's company with SEARCH_SIZE.users users and SEARCH_SIZE.reviews reviews over the last year
 * ('Juniper Holdings 4217'), three in five submitted with a report; in a few set-based statements.
 */
export async function seedSearchData(database: Database): Promise<void> {
  const { db } = database;
  await seedDemoData(db);
  const version = await publishVersion(db, testContent());
  const [lead] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'lead@northbridge.example'));
  if (!lead) throw new Error('no demo lead');
  await db.execute(sql`
    insert into users (email, user_name, company_id)
    select (${sqlList(FIRST)})[1 + g % 10] || '.' || (${sqlList(LAST)})[1 + (g / 10) % 20] || '@northbridge.example',
           initcap((${sqlList(FIRST)})[1 + g % 10]) || ' ' || initcap((${sqlList(LAST)})[1 + (g / 10) % 20]),
           ${lead.companyId}::uuid
    from generate_series(0, ${SEARCH_SIZE.users - 1}) g`);
  await db.execute(sql`
    with u as (
      select id, row_number() over (order by email) - 1 as n from users where company_id = ${lead.companyId}::uuid
    ),
    r as (
      insert into reviews (company_id, user_id, survey_version_id, structure_name, structure, prepared, sequence,
                           status, finished, created_at, updated_at, submitted_at)
      select ${lead.companyId}::uuid, u.id, ${version},
             (${sqlList(WORDS)})[1 + g % 12] || ' ' || (${sqlList(KINDS)})[1 + (g / 12) % 6] || ' ' || g,
             '{}'::jsonb, '{}'::jsonb, '[]'::jsonb,
             case when g % 5 < 3 then 'submitted' else 'in_progress' end, g % 5 < 3,
             now() - (g * 315) * interval '1 second', now() - (g * 315) * interval '1 second',
             case when g % 5 < 3 then now() - (g * 315) * interval '1 second' end
      from generate_series(0, ${SEARCH_SIZE.reviews - 1}) g
      join u on u.n = g % (select count(*) from u)
      returning id, company_id, user_id, submitted_at
    )
    insert into reports (review_id, company_id, user_id, original, score, created_at)
    select id, company_id, user_id, '{}'::jsonb, 50, submitted_at from r where submitted_at is not null`);
  // As autovacuum would: statistics and the visibility map of the fresh tables.
  if (database.kind === 'postgres') await db.execute(sql`vacuum analyze`);
  else await db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const SEARCH_HEADER = ['database', 'search (lead, page of 50)', 'found', 'p50', 'p95', 'aim'];

/** One row per search: p50 and p95 of RUNS requests one at a time, after WARM. */
export async function benchReviewSearch(kind: string, database: Database): Promise<string[][]> {
  const started = performance.now();
  await seedSearchData(database);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  const app = await buildBenchApp(database);
  try {
    const login = await app.server.inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: 'lead@northbridge.example', password: 'Lead-demo-1' },
    });
    const tokens = login.json<LoginResponse>();
    if (tokens.kind !== 'tokens') throw new Error('no tokens');
    const headers = { authorization: `Bearer ${tokens.tokens.id_token}` };
    const rows: string[][] = [];
    for (const [name, term] of SEARCHES) {
      const url = apiPath(routes.userReports, { query: { createdBy: 'company', limit: 50, search: term } });
      const search = () => app.server.inject({ method: 'GET', url, headers });
      let found = 0;
      for (let i = 0; i < WARM; i += 1) {
        const res = await search();
        const body = res.json<UserReports>();
        found = body.reports.length + body.answers.length;
      }
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        const res = await search();
        runs.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`the list answered ${res.statusCode}`);
      }
      runs.sort((a, b) => a - b);
      rows.push([
        kind,
        `${name}: "${term}"`,
        found === 50 ? '50+' : String(found),
        `${percentile(runs, 50).toFixed(1)} ms`,
        `${percentile(runs, 95).toFixed(1)} ms`,
        SEARCH_AIM,
      ]);
    }
    rows.push([kind, `(${SEARCH_SIZE.reviews} reviews seeded in ${seeded} s)`, '', '', '', '']);
    return rows;
  } finally {
    await app.server.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { postgresDatabase } = await import('./bench-postgres');
  const { openDatabase } = await import('../src/db/database');
  const rows = [SEARCH_HEADER];
  const postgres = await postgresDatabase();
  if (postgres) rows.push(...(await benchReviewSearch('PostgreSQL', postgres)));
  if (process.env.BENCH_ONLY !== 'postgres')
    rows.push(...(await benchReviewSearch('PGlite (memory)', await openDatabase({ dataDir: 'memory://' }))));
  for (const r of rows) console.log(r.join(' | '));
}
