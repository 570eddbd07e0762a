import { type ApiKeyScope, type CreatedApiKey, routes } from '@tsr/contract';
import { expect } from 'vitest';
import type { Person } from '../testing/people';
import type { TestApp } from '../testing/test-app';

/** A key made through the API by `lead` (an account lead or admin), with the given scopes. */
export async function createKey(
  t: TestApp,
  lead: Person,
  scopes: ApiKeyScope[],
  name = `Key ${scopes.join(' and ')}`,
): Promise<CreatedApiKey> {
  const res = await t.request(routes.createApiKey, { body: { name, scopes }, token: lead.token });
  expect(res.statusCode).toBe(201);
  return res.json<CreatedApiKey>();
}
