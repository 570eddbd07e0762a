import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { OVERSIZE_DRAIN_BYTES } from './oversized-body';

// A body over BODY_LIMIT_BYTES was sometimes answered by a broken connection (EPIPE in
// Node's fetch) instead of 413: Fastify answered and closed while the client was still sending.
// A real server on 127.0.0.1 and Node's fetch in another process (oversized-body.ts).
let t: TestApp;
let base = '';
let signedIn: Person;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  signedIn = await person(t, 'Oversized Body Ltd');
  await t.app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

interface Outcome {
  status?: number;
  connection?: string | null;
  body?: unknown;
  error?: string;
}

const client = fileURLToPath(new URL('../testing/fetch-elsewhere.mjs', import.meta.url));
/** Eight requests at once, `rounds` times, from a process of their own. */
async function send(
  path: string,
  options: { bytes: number; chunked?: boolean; token?: string; rounds?: number },
): Promise<Outcome[]> {
  const args = {
    url: `${base}${path}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    bytes: options.bytes,
    chunked: options.chunked ?? false,
    concurrency: 8,
    rounds: options.rounds ?? 3,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [client, JSON.stringify(args)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Outcome[];
}

const EIGHT_MB = 8_000_000;
const tooLarge = { status: 413, body: { status: 413, message: 'Request body is too large' } };

describe('a body over the limit', () => {
  it('is answered 413 with the error body, every time, and the connection stays usable', async () => {
    const outcomes = await send('/api/auth/signup', { bytes: EIGHT_MB });
    expect(outcomes).toHaveLength(24);
    // Before the fix, about half of these were { error: 'EPIPE' }.
    expect(outcomes.map(({ status, body, error }) => ({ status, body, error }))).toEqual(
      outcomes.map(() => ({ ...tooLarge, error: undefined })),
    );
    // Read to its end, so the connection can take the next request.
    expect(outcomes.every((o) => o.connection === 'keep-alive')).toBe(true);
  });

  it('is answered at once, closing the connection, when it announces more than is worth reading', async () => {
    const res = await t.app.server.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: {
        'content-type': 'application/json',
        // BODY_LIMIT_BYTES (its default, 1 MiB) and more than the server reads in vain.
        'content-length': String(1_048_576 + OVERSIZE_DRAIN_BYTES + 1),
      },
      payload: '{}',
    });
    expect([res.statusCode, res.json(), res.headers.connection]).toEqual([413, tooLarge.body, 'close']);
  });

  it('is answered 413 when it comes in chunks, without a length', async () => {
    const outcomes = await send('/api/auth/signup', { bytes: EIGHT_MB, chunked: true, rounds: 2 });
    expect(outcomes.map(({ status, body }) => ({ status, body }))).toEqual(outcomes.map(() => tooLarge));
  });

  it('is answered 413 to a signed-in caller, and 401 to a caller who is not, whose body nobody reads', async () => {
    const mine = await send('/api/review/start', { bytes: EIGHT_MB, token: signedIn.token, rounds: 2 });
    expect(mine.map(({ status, body }) => ({ status, body }))).toEqual(mine.map(() => tooLarge));
    const anonymous = await send('/api/review/start', { bytes: EIGHT_MB, rounds: 2 });
    expect(anonymous.map(({ status, body }) => ({ status, body }))).toEqual(
      anonymous.map(() => ({ status: 401, body: { status: 401, message: 'Please sign in.' } })),
    );
  });
});
