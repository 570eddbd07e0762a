import { type ApiKey, type ApiKeyList, type AuditLog, type ErrorBody, routes } from '@tsr/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createKey } from './api-key-testing';

/**
 * A company's API keys (issue 35): its account leads and admins create them (the secret answered
 * once, stored only as its digest), list and revoke them, for their own company alone.
 */
let t: TestApp;
let lead: Person;
let plain: Person;
let otherLead: Person;

beforeAll(async () => {
  t = await createTestApp();
  lead = await person(t, 'Key Makers Ltd', { isAccountLead: true });
  plain = await person(t, 'Key Makers Ltd');
  otherLead = await person(t, 'Other Key Makers Ltd', { isAccountLead: true });
});
afterAll(() => t.close());

const list = async (who: Person) =>
  (await t.request(routes.apiKeys, { token: who.token })).json<ApiKeyList>();

describe('creating a key', () => {
  it('answers the secret once, with its name, scopes and a prefix to tell it by', async () => {
    const { key, secret } = await createKey(t, lead, ['readReports', 'startReviews'], '  Practice system  ');
    expect(secret).toMatch(/^tsr_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Practice system',
      scopes: ['readReports', 'startReviews'],
      prefix: secret.slice(0, 12),
      createdBy: lead.email,
      lastUsedAt: null,
      revokedAt: null,
    });
    const listed = (await list(lead)).keys.find((k) => k.id === key.id);
    expect(listed).toEqual(key);
    expect(JSON.stringify(await list(lead))).not.toContain(secret.slice(12));
  });

  it('stores the secret only as its SHA-256 digest: the row does not hold it', async () => {
    const { key, secret } = await createKey(t, lead, ['readReports']);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
  });

  it('needs a name and at least one scope, each once', async () => {
    const refused = async (body: unknown) => {
      const res = await t.call('POST', routes.createApiKey.path, { body, token: lead.token });
      expect(res.statusCode).toBe(400);
      return res.json<ErrorBody>().message;
    };
    expect(await refused({ name: '   ', scopes: ['readReports'] })).toMatch(/Please give the key a name/);
    expect(await refused({ name: 'No scope', scopes: [] })).toMatch(/Please choose at least one scope/);
    expect(await refused({ name: 'Twice', scopes: ['readReports', 'readReports'] })).toMatch(
      /Please name each scope once/,
    );
    expect(await refused({ name: 'Unknown', scopes: ['deleteEverything'] })).toBeTruthy();
  });

  it('is for account leads and admins: a user without the role gets 403', async () => {
    const res = await t.request(routes.createApiKey, {
      body: { name: 'Not mine to make', scopes: ['readReports'] },
      token: plain.token,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request(routes.apiKeys, { token: plain.token })).statusCode).toBe(403);
  });
});

describe("the company's keys", () => {
  it("lists its own company's keys, newest first, and no other company's", async () => {
    const first = await createKey(t, lead, ['readReports'], 'Older key');
    const second = await createKey(t, lead, ['startReviews'], 'Newer key');
    const theirs = await createKey(t, otherLead, ['readReports'], 'Their key');
    const ids = (await list(lead)).keys.map((k) => k.id);
    expect(ids.indexOf(second.key.id)).toBeLessThan(ids.indexOf(first.key.id));
    expect(ids).not.toContain(theirs.key.id);
  });

  it("revokes a key, once, keeping it listed; another company's key answers 404", async () => {
    const { key } = await createKey(t, lead, ['readReports'], 'To revoke');
    const theirs = await t.request(routes.revokeApiKey, { params: { id: key.id }, token: otherLead.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>().message).toBe('This API key does not exist.');
    const revoked = await t.request(routes.revokeApiKey, { params: { id: key.id }, token: lead.token });
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json<ApiKey>().revokedAt;
    expect(at).not.toBeNull();
    const again = await t.request(routes.revokeApiKey, { params: { id: key.id }, token: lead.token });
    expect(again.json<ApiKey>().revokedAt).toBe(at);
    expect((await list(lead)).keys.find((k) => k.id === key.id)?.revokedAt).toBe(at);
  });
});

describe('the audit log', () => {
  it("lists who made and who revoked a key on its creator's page, without its secret", async () => {
    const admin = await person(t, 'Key Makers Ltd', { isAdmin: true });
    const { key, secret } = await createKey(t, lead, ['readReports', 'startReviews'], 'Audited key');
    await t.request(routes.revokeApiKey, { params: { id: key.id }, token: admin.token });
    // A second revocation changes nothing, so it is not written again.
    await t.request(routes.revokeApiKey, { params: { id: key.id }, token: lead.token });
    const log = await t.request(routes.userAudit, { params: { id: lead.id }, token: admin.token });
    const entries = log
      .json<AuditLog>()
      .entries.filter((e) => e.before?.api_key === 'Audited key' || e.after?.api_key === 'Audited key');
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['api_key.revoke', admin.email],
      ['api_key.create', lead.email],
    ]);
    expect(entries[1]?.after).toEqual({
      api_key: 'Audited key',
      scopes: 'readReports, startReviews',
      prefix: secret.slice(0, 12),
      revoked: 'no',
    });
    expect(entries[0]?.after?.revoked).toBe('yes');
    expect(JSON.stringify(entries)).not.toContain(secret.slice(12));
  });
});
