import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { MemoryMailer } from '../testing/test-app';

/** A failed query's log line names the statement, never the user data it carried. */
const SECRET = 'Jane Secret-Settlor 4111';
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent' });
  app = await buildApp({ config, database, mailer: new MemoryMailer(), logger: { level: 'info', stream } });
  // A query that fails on a value a user typed, as a constraint or a type error would.
  app.server.get('/failing-query', async () => {
    await database.db.execute(sql`select ${SECRET}::int as n`);
    return {};
  });
  close = async () => {
    await app.server.close();
    await database.close();
  };
});
afterAll(() => close());

describe('the log of a failed query', () => {
  it('keeps the statement and the SQLSTATE code and leaves out the values', async () => {
    const res = await app.server.inject('/failing-query');
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('Secret');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(entry.err.statement).toBe('select $1::int as n');
    expect(entry.err.params).toBe('1 withheld');
    expect(entry.err.databaseError.code).toBe('22P02');
    expect(entry.err.databaseError.message).toBe('invalid input syntax for type integer: "…"');
  });
});
