// The User List (decision 0016) at 500 users in a company: GET /api/users/users for the company's
// account lead, one request at a time, on the database given; the web table shows 50 a page.
import { type LoginResponse, routes, type UserList } from '@tsr/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { seedDemoData } from '../src/demo/seed-demo';
import { buildBenchApp } from './bench-app';

export const USER_LIST_SIZE = 500;
const RUNS = 50;
/** The aim: a lead's list of 500 users answers within 100 ms at p95. */
export const USER_LIST_AIM = 'p95 under 100 ms';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One row of the bench table: database, users, p50, p95, response size, aim. */
export async function benchUserList(kind: string, database: Database): Promise<string[]> {
  await seedDemoData(database.db);
  const lead = 'lead@northbridge.example';
  const [row] = await database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, lead));
  if (!row) throw new Error('no demo lead');
  const present = await database.db.$count(users, eq(users.companyId, row.companyId));
  await database.db.execute(sql`
    insert into users (email, user_name, company_id, last_login_at)
    select 'list-' || g || '@northbridge.example', 'List User ' || lpad(g::text, 3, '0'), ${row.companyId}::uuid,
           now() - g * interval '1 hour'
    from generate_series(1, ${USER_LIST_SIZE - present}) g`);
  const app = await buildBenchApp(database);
  try {
    const login = await app.server.inject({
      method: 'POST',
      url: routes.login.path,
      payload: { username: lead, password: 'Lead-demo-1' },
    });
    const tokens = login.json<LoginResponse>();
    if (tokens.kind !== 'tokens') throw new Error('no tokens');
    const headers = { authorization: `Bearer ${tokens.tokens.id_token}` };
    const list = () => app.server.inject({ method: 'GET', url: routes.userList.path, headers });
    const first = await list();
    const listed = first.json<UserList>().userList.reduce((n, c) => n + c.Users.length, 0);
    if (listed !== USER_LIST_SIZE) throw new Error(`the list holds ${listed} users`);
    for (let i = 0; i < 3; i += 1) await list();
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      const res = await list();
      runs.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`the list answered ${res.statusCode}`);
    }
    runs.sort((a, b) => a - b);
    return [
      kind,
      String(listed),
      `${percentile(runs, 50).toFixed(1)} ms`,
      `${percentile(runs, 95).toFixed(1)} ms`,
      `${Math.round(first.rawPayload.length / 1024)} kB`,
      USER_LIST_AIM,
    ];
  } finally {
    await app.server.close();
    await database.close();
  }
}

export const USER_LIST_HEADER = ['database', 'users', 'p50', 'p95', 'response', 'aim'];
