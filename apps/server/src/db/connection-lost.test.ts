import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, retryReadsOnce } from './connection-lost';

const lost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** A pool whose query fails with `failures` one after the other, then answers; it counts the calls. */
function fakePool(failures: Error[]) {
  const calls: string[] = [];
  const pool = {
    query: (config: string | { text: string }) => {
      calls.push(typeof config === 'string' ? config : config.text);
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve({ rows: [] });
    },
  };
  retryReadsOnce(pool as unknown as pg.Pool);
  return { pool: pool as unknown as pg.Pool, calls };
}

describe('a connection lost under a query', () => {
  it('is recognised in the driver’s error and in the error Drizzle wraps it in', () => {
    expect(isConnectionLost(lost())).toBe(true);
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: lost() }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('is retried once on a new connection for a read', async () => {
    const { pool, calls } = fakePool([lost()]);
    await expect(pool.query({ text: 'select * from users where id = $1' } as never)).resolves.toEqual({
      rows: [],
    });
    expect(calls).toHaveLength(2);
  });

  it('fails a read that loses its connection twice, and never repeats a write or a locking read', async () => {
    await expect(fakePool([lost(), lost()]).pool.query('select 1' as never)).rejects.toThrow('administrator');
    for (const text of [
      'insert into reviews values (1)',
      'update users set x = 1',
      'select * from reviews for update',
    ]) {
      const { pool, calls } = fakePool([lost()]);
      await expect(pool.query(text as never)).rejects.toThrow();
      expect(calls, text).toHaveLength(1);
    }
  });

  it('is not retried when the query itself is wrong', async () => {
    const { pool, calls } = fakePool([Object.assign(new Error('syntax error'), { code: '42601' })]);
    await expect(pool.query('select from' as never)).rejects.toThrow('syntax error');
    expect(calls).toHaveLength(1);
  });
});
