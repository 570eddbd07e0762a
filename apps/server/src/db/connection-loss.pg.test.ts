import { apiPath, type LoginResponse, routes, type StartReviewResponse } from '@tsr/contract';
import { testContent, testStructure } from '@tsr/domain/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishVersion } from '../survey/survey-store';
import { MemoryMailer } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './database';

/**
 * PostgreSQL ends connections by itself (restarts, failovers, an administrator, a proxy's idle
 * timeout). Here another session terminates every connection of the server's database, as
 * pg_terminate_backend does during a failover, and the server must keep serving.
 */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const warnings: string[] = [];
const account = demoAccounts[0];

beforeAll(async () => {
  database = await openTestDatabase({ warn: (_details, message) => warnings.push(message) });
  await seedDemoData(database.db);
  await publishVersion(database.db, testContent());
  const config = loadConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent' });
  app = await buildApp({ config, database, mailer: new MemoryMailer(), logger: false });
});
afterAll(async () => {
  await app.server.close();
  await database.close();
});

/** Terminates every connection to the server's database from a separate session; answers how many. */
async function terminateServerConnections(): Promise<number> {
  const rows = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const name = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name;
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return killed.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const signIn = () =>
  app.server.inject({
    method: 'POST',
    url: routes.login.path,
    payload: { username: account?.email, password: account?.password },
  });

/** Several requests at once, so the pool holds several connections (idle ones and ones in use). */
const busy = () => Promise.all(Array.from({ length: 6 }, () => app.server.inject(routes.ready.path)));

describe('when PostgreSQL drops the server’s connections', () => {
  it('keeps serving: the lost connections are logged and replaced, readiness and sign-in work again', async () => {
    await busy();
    // The other tests drop connections too: only the warnings from here on are this test's.
    const before = warnings.length;
    const terminated = await terminateServerConnections();
    expect(terminated).toBeGreaterThan(0);
    // The dropped connections are noticed as the driver reads their end.
    await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThan(before);
    expect(warnings[before]).toBe('a database connection was lost; the next query opens a new one');
    const ready = await app.server.inject(routes.ready.path);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'postgres' });
    const login = await signIn();
    expect(login.statusCode).toBe(200);
    expect(login.json<LoginResponse>().kind).toBe('tokens');
  });

  it('keeps serving when connections are dropped while requests are running', async () => {
    const during = Promise.all([busy(), signIn(), busy()]);
    await terminateServerConnections();
    await during.catch(() => undefined);
    await expect
      .poll(async () => (await app.server.inject(routes.ready.path)).statusCode, { timeout: 5_000 })
      .toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('answers a burst with 2xx or 503 and Retry-After, never 500, and loses no write it acknowledged', async () => {
    const login = await signIn();
    const token =
      login.json<LoginResponse>().kind === 'tokens'
        ? login.json<{ tokens: { id_token: string } }>().tokens.id_token
        : '';
    const authorization = `Bearer ${token}`;
    const started = await app.server.inject({
      method: 'POST',
      url: routes.startReview.path,
      headers: { authorization },
      payload: { structure: testStructure() },
    });
    expect(started.statusCode).toBe(201);
    const readId = started.json<StartReviewResponse>().reviewId;
    const answers: { status: number; retryAfter: unknown; reviewId?: string }[] = [];
    const request = async (write: boolean) => {
      const res = await app.server.inject(
        write
          ? {
              method: 'POST',
              url: routes.startReview.path,
              headers: { authorization },
              payload: { structure: testStructure() },
            }
          : {
              method: 'GET',
              url: apiPath(routes.reviewOverview, { params: { id: readId } }),
              headers: { authorization },
            },
      );
      answers.push({
        status: res.statusCode,
        retryAfter: res.headers['retry-after'],
        ...(write && res.statusCode === 201 ? { reviewId: res.json<StartReviewResponse>().reviewId } : {}),
      });
    };
    for (let wave = 0; wave < 6; wave += 1) {
      const burst = Promise.all(Array.from({ length: 16 }, (_, i) => request(i % 2 === 0)));
      await terminateServerConnections();
      await burst;
    }
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== '1')).toEqual([]);
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);
    // Every start the server acknowledged is there.
    await expect
      .poll(async () => (await app.server.inject(routes.ready.path)).statusCode, { timeout: 5_000 })
      .toBe(200);
    for (const reviewId of answers.flatMap((a) => a.reviewId ?? [])) {
      const res = await app.server.inject({
        method: 'GET',
        url: apiPath(routes.reviewOverview, { params: { id: reviewId } }),
        headers: { authorization },
      });
      expect(res.statusCode, reviewId).toBe(200);
    }
    // Every connection is given back, those whose BEGIN met the end too (connection-lost.ts,
    // releaseOnFailedBegin): none stays checked out, so the pool neither runs dry nor blocks closing.
    await expect
      .poll(() => {
        const pool = database.poolState();
        return pool ? pool.total - pool.idle : -1;
      })
      .toBe(0);
  });
});
