import { Writable } from 'node:stream';
import { routes } from '@tsr/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loggerOptions } from '../http/logger-options';
import { person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createKey } from './api-key-testing';

/**
 * An API key's secret never reaches the log: the server's own log settings (http/logger-options.ts),
 * at the most talkative level, over calls that succeed, are refused and fail with a revoked key.
 */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { ...loggerOptions({ logLevel: 'trace' }), stream });
});
afterAll(() => t.close());

it('logs calls made with a key without the key', async () => {
  const lead = await person(t, 'Quiet Logs Ltd', { isAccountLead: true });
  const { key, secret } = await createKey(t, lead, ['readReports']);
  expect((await t.request(routes.userReports, { token: secret })).statusCode).toBe(200);
  expect((await t.request(routes.userList, { token: secret })).statusCode).toBe(403);
  await t.request(routes.revokeApiKey, { params: { id: key.id }, token: lead.token });
  expect((await t.request(routes.userReports, { token: secret })).statusCode).toBe(401);
  const log = lines.join('');
  expect(log).toContain('/api/user/reports');
  expect(log).not.toContain(secret.slice('tsr_'.length + 8));
  // The ID token of the sign-in is not logged either.
  expect(log).not.toContain(lead.token);
});
