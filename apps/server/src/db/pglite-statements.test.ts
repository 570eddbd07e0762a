import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatementsClient } from './pglite-statements';

// Drizzle's options for a PGlite query (drizzle-orm/pglite/session): rows as arrays, dates as text.
const drizzleOptions: QueryOptions = { rowMode: 'array', parsers: { 1184: (value: string) => value } };

describe('PGlite with statements kept prepared (decision 0019)', () => {
  let pglite: PGlite;
  let client: PreparedStatementsClient;

  beforeAll(async () => {
    // One PGlite for the file: creating one costs seconds.
    pglite = await PGlite.create('memory://');
    client = new PreparedStatementsClient(pglite, 4);
  });
  afterAll(() => pglite.close());

  let tables = 0;
  /** A new empty table of things for one test, so no test sees the rows or columns of another. */
  async function newThings(): Promise<string> {
    tables += 1;
    const things = `things_${tables}`;
    await pglite.exec(`
      create table ${things} (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        count integer,
        flag boolean,
        data jsonb,
        at timestamptz,
        tags text[]
      )`);
    return things;
  }

  /** The same statement through PGlite's own query and through the client. */
  async function both(text: string, params: unknown[], options?: QueryOptions) {
    const own = await pglite.query(text, params, options);
    const kept = await client.query(text, params, options);
    return { own, kept };
  }

  it('answers what PGlite answers: rows, fields, command and counts, for every type and null', async () => {
    const things = await newThings();
    const insert = await client.query(
      `insert into ${things} (name, count, flag, data, at, tags) values ($1, $2, $3, $4, $5, $6), ($7, null, null, null, null, null)`,
      ['one', 7, true, JSON.stringify({ a: [1, 'x'] }), '2026-11-27T10:00:00.000Z', ['a', 'b'], 'two'],
    );
    expect(insert).toMatchObject({ command: 'INSERT', affectedRows: 2, rows: [] });

    for (const options of [undefined, drizzleOptions]) {
      const { own, kept } = await both(
        `select * from ${things} where name = any($1) order by name`,
        [['one', 'two']],
        options,
      );
      expect(kept).toEqual(own);
      expect(kept.rows).toHaveLength(2);
    }
    const { own, kept } = await both(`select count(*)::int as n, $1::text as echo from ${things}`, ['é ✓']);
    expect(kept).toEqual(own);
    expect(kept.rows).toEqual([{ n: 2, echo: 'é ✓' }]);

    const update = await both(
      `update ${things} set count = coalesce(count, 0) + 1 where flag is not true`,
      [],
    );
    expect(update.kept).toMatchObject({ command: 'UPDATE', affectedRows: 1, rowCount: 1 });
    expect(update.kept.affectedRows).toBe(update.own.affectedRows);
  });

  it('fails as PGlite fails, with the query on the error, and the next call works', async () => {
    const things = await newThings();
    await pglite.query(`insert into ${things} (name) values ('one')`);
    const error = await client.query(`insert into ${things} (name) values ($1)`, ['one']).catch((e) => e);
    expect(error).toMatchObject({
      code: '23505',
      query: `insert into ${things} (name) values ($1)`,
      params: ['one'],
    });
    const syntax = await client.query('selec 1', []).catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction running on PGlite, as PGlite’s own query does', async () => {
    const things = await newThings();
    const order: string[] = [];
    const transaction = pglite.transaction(async (tx) => {
      await tx.query(`insert into ${things} (name) values ('in transaction')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committed');
    });
    const read = client
      .query<{ n: number }>(`select count(*)::int as n from ${things} where name = 'in transaction'`)
      .then((result) => {
        order.push('read');
        return result.rows[0]?.n;
      });
    await transaction;
    expect(await read).toBe(1);
    expect(order).toEqual(['committed', 'read']);
  });

  it('keeps at most its limit of statements prepared, closing the oldest, and stays correct', async () => {
    for (let i = 0; i < 12; i += 1) {
      const result = await client.query<{ n: number }>(`select $1::int + ${i} as n`, [i]);
      expect(result.rows).toEqual([{ n: 2 * i }]);
    }
    expect(client.size).toBe(4);
    // The closes go out with the next call; PGlite's query is the session's, so it sees them.
    await client.query('select 1');
    const prepared = await pglite.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'pglite_s%'",
    );
    expect(prepared.rows[0]?.n).toBe(4);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const things = await newThings();
    await pglite.query(`insert into ${things} (name) values ('one')`);
    const text = `select * from ${things} order by name limit 1`;
    const before = await client.query<Record<string, unknown>>(text);
    expect(before.rows).toHaveLength(1);
    expect(Object.keys(before.rows[0] ?? {})).not.toContain('note');
    await pglite.exec(`alter table ${things} add column note text default 'new'`);
    const after = await client.query<Record<string, unknown>>(text);
    expect(after.rows[0]).toMatchObject({ note: 'new' });
  });

  it('refuses calls once PGlite is closed', async () => {
    const other = await PGlite.create('memory://');
    const closing = new PreparedStatementsClient(other);
    await closing.query('select 1');
    await other.close();
    await expect(closing.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
