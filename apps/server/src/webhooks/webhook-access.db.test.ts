import {
  type AuditLog,
  type CreatedWebhook,
  routes,
  WEBHOOKS_PER_COMPANY,
  type WebhookList,
} from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Who manages webhooks (issue 35): the company's account leads and admins; plain users and
 * approvers 403; another company's lead 404. And where they may point: https only, never a
 * private, loopback or link-local address (SSRF), unless WEBHOOKS_ALLOW_LOOPBACK_HTTP lets a
 * receiver on this machine through.
 */

let t: TestApp;
const HOME = 'Webhook Access Home Ltd';
const who: Record<'admin' | 'lead' | 'otherLead' | 'user' | 'approver', Person> = {} as never;
let hook: CreatedWebhook;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  who.admin = await person(t, 'Webhook Access Provider', { isAdmin: true });
  who.lead = await person(t, HOME, { isAccountLead: true });
  who.otherLead = await person(t, 'Webhook Access Other Ltd', { isAccountLead: true });
  who.user = await person(t, HOME);
  who.approver = await person(t, HOME, { isApprover: true });
  // A public IP literal: nothing to resolve, and no event of this file is sent to it.
  const res = await t.request(routes.createWebhook, {
    token: who.lead.token,
    body: { url: 'https://1.1.1.1/hooks', events: ['review.submitted'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  hook = res.json<CreatedWebhook>();
});
afterAll(() => t.close());

const byId = [routes.deleteWebhook, routes.webhookDeliveries, routes.testWebhook] as const;

describe('who manages webhooks', () => {
  it('refuses plain users and approvers (403) and asks visitors to sign in (401)', async () => {
    for (const role of ['user', 'approver'] as const) {
      const token = who[role].token;
      expect((await t.request(routes.webhooks, { token })).statusCode).toBe(403);
      const create = await t.request(routes.createWebhook, {
        token,
        body: { url: 'https://1.1.1.1/x', events: ['user.created'] },
      });
      expect(create.statusCode).toBe(403);
      for (const route of byId) {
        expect((await t.request(route, { params: { id: hook.webhook.id }, token })).statusCode).toBe(403);
      }
    }
    expect((await t.request(routes.webhooks)).statusCode).toBe(401);
  });

  it("tells another company's account lead the webhook does not exist (404), and lists it not", async () => {
    const token = who.otherLead.token;
    for (const route of byId) {
      const res = await t.request(route, { params: { id: hook.webhook.id }, token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This webhook does not exist.');
    }
    expect((await t.request(routes.webhooks, { token })).json<WebhookList>().webhooks).toEqual([]);
  });

  it("lets an admin read any company's webhook's deliveries by its id", async () => {
    const res = await t.request(routes.webhookDeliveries, {
      params: { id: hook.webhook.id },
      token: who.admin.token,
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets the lead delete it: it is gone from the list and answers 404, and the audit log keeps both', async () => {
    const lead = await person(t, HOME, { isAccountLead: true });
    const made = await t.request(routes.createWebhook, {
      token: lead.token,
      body: { url: 'https://1.1.1.1/to-delete', events: ['user.created'] },
    });
    const { id } = made.json<CreatedWebhook>().webhook;
    expect((await t.request(routes.deleteWebhook, { params: { id }, token: lead.token })).statusCode).toBe(
      204,
    );
    expect(
      (await t.request(routes.webhookDeliveries, { params: { id }, token: lead.token })).statusCode,
    ).toBe(404);
    const list = (await t.request(routes.webhooks, { token: lead.token })).json<WebhookList>();
    expect(list.webhooks.map((w) => w.id)).not.toContain(id);
    // Both are on the lead's page of the audit log, newest first, without the secret.
    const log = await t.request(routes.userAudit, { params: { id: lead.id }, token: who.admin.token });
    const entries = log.json<AuditLog>().entries.filter((e) => e.action.startsWith('webhook.'));
    expect(entries.map((e) => [e.action, e.actor, e.before, e.after])).toEqual([
      ['webhook.delete', lead.email, { webhook: 'https://1.1.1.1/to-delete', events: 'user.created' }, null],
      ['webhook.create', lead.email, null, { webhook: 'https://1.1.1.1/to-delete', events: 'user.created' }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(made.json<CreatedWebhook>().secret);
  });

  it(`keeps a company to ${WEBHOOKS_PER_COMPANY} webhooks`, async () => {
    const lead = await person(t, `Webhook Many ${Date.now()}`, { isAccountLead: true });
    const create = () =>
      t.request(routes.createWebhook, {
        token: lead.token,
        body: { url: 'https://1.1.1.1/many', events: ['user.created'] },
      });
    for (let i = 0; i < WEBHOOKS_PER_COMPANY; i += 1) expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A company can have at most 10 webhooks. Please delete one first.');
  });
});

describe('where a webhook may point', () => {
  const refusal = async (app: TestApp, url: string) => {
    const res = await app.request(routes.createWebhook, {
      token: who.lead.token,
      body: { url, events: ['user.created'] },
    });
    expect(res.statusCode, url).toBe(400);
    return res.json().message as string;
  };

  it('only https, never with credentials', async () => {
    expect(await refusal(t, 'http://1.1.1.1/hooks')).toBe('The address must start with https://.');
    expect(await refusal(t, 'http://127.0.0.1:8080/hooks')).toBe('The address must start with https://.');
    expect(await refusal(t, 'ftp://1.1.1.1/hooks')).toBe('The address must start with https://.');
    expect(await refusal(t, 'https://user:pw@1.1.1.1/hooks')).toBe(
      'The address must not hold a user name or password.',
    );
  });

  it('never a private, loopback, link-local or metadata address', async () => {
    for (const [url, address] of [
      ['https://10.1.2.3/hooks', '10.1.2.3'],
      ['https://192.168.0.10/hooks', '192.168.0.10'],
      ['https://172.20.0.1/hooks', '172.20.0.1'],
      ['https://127.0.0.1/hooks', '127.0.0.1'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://[::1]/hooks', '::1'],
      ['https://[fd00::1]/hooks', 'fd00::1'],
      ['https://[::ffff:10.0.0.1]/hooks', '::ffff:a00:1'],
    ] as const) {
      expect(await refusal(t, url)).toBe(
        `The address resolves to ${address}, a private, loopback or link-local address: webhooks are sent only to public addresses.`,
      );
    }
    // localhost resolves to a loopback address, whichever the machine lists first.
    expect(await refusal(t, 'https://localhost/hooks')).toMatch(
      /^The address resolves to (127\.0\.0\.1|::1), /,
    );
  });

  it('a receiver on this machine over http when WEBHOOKS_ALLOW_LOOPBACK_HTTP says so, still no private address', async () => {
    const loopback = await createTestApp({
      WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    try {
      const lead = await person(loopback, HOME, { isAccountLead: true });
      for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost:9/hooks', 'http://[::1]:9/hooks']) {
        const res = await loopback.request(routes.createWebhook, {
          token: lead.token,
          body: { url, events: ['user.created'] },
        });
        expect(res.statusCode, url).toBe(201);
      }
      const refused = await loopback.request(routes.createWebhook, {
        token: lead.token,
        body: { url: 'http://10.0.0.1/hooks', events: ['user.created'] },
      });
      expect(refused.json().message).toBe('The address must start with https://.');
      const privateHttps = await loopback.request(routes.createWebhook, {
        token: lead.token,
        body: { url: 'https://10.0.0.1/hooks', events: ['user.created'] },
      });
      expect(privateHttps.statusCode).toBe(400);
    } finally {
      await loopback.close();
    }
  });
});
