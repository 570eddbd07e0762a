import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CreatedWebhook, routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { companies, webhooks } from '../db/schema';
import { person } from '../testing/people';
import { type TestApp, testAppOn } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { WebhookReceiver } from '../testing/webhook-receiver';
import { claimDueDeliveries, insertDelivery } from './webhook-repository';

/**
 * Several server processes share one PostgreSQL (main-cluster.pg.test.ts): their delivery loops
 * must never claim, and so send, the same delivery twice (FOR UPDATE SKIP LOCKED and the lease).
 * PostgreSQL only: PGlite serves one process, one statement at a time.
 */
let database: Database;
let filesDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'tsr-webhook-claims-'));
});
afterAll(async () => {
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

const config = loadConfig({
  DATA_DIR: 'memory://',
  WEB_DIST: '/nonexistent',
  WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
});

describe('claiming due deliveries', () => {
  it('gives each delivery to one claim only, however many claim at once', async () => {
    const now = new Date();
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Claims ${randomUUID()}` })
      .returning({ id: companies.id });
    if (!company) throw new Error('no company');
    const [hook] = await database.db
      .insert(webhooks)
      .values({
        companyId: company.id,
        url: 'https://1.1.1.1/claims',
        events: ['user.created'],
        secretEncrypted: 'v1.x.x.x',
      })
      .returning({ id: webhooks.id });
    if (!hook) throw new Error('no webhook');
    const made = await Promise.all(
      Array.from({ length: 40 }, () =>
        insertDelivery(database.db, {
          webhookId: hook.id,
          eventId: randomUUID(),
          type: 'webhook.test',
          body: '{}',
          at: now,
        }),
      ),
    );
    const lease = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () =>
        claimDueDeliveries(database.db, new Date(now.getTime() + 1), lease, 10),
      ),
    );
    const claimed = claims.flat().map((d) => d.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(made.map((d) => d.id).sort());
    // Leased: not due again until the lease ends.
    expect(await claimDueDeliveries(database.db, new Date(now.getTime() + 1), lease, 10)).toEqual([]);
  });

  it('two servers on one database send every delivery once', async () => {
    const receiver = await WebhookReceiver.start();
    const servers: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const server = await testAppOn({ config, database, filesDir, webhooks: { pollIntervalMs: 10 } });
        await server.app.server.ready();
        servers.push(server);
      }
      const [first, second] = servers as [TestApp, TestApp];
      const lead = await person(first, 'Claims Two Servers Ltd', { isAccountLead: true });
      const created = await first.request(routes.createWebhook, {
        token: lead.token,
        body: { url: receiver.url, events: ['user.created'] },
      });
      receiver.secret = created.json<CreatedWebhook>().secret;
      const id = created.json<CreatedWebhook>().webhook.id;
      // Test events through both servers, each waking its own loop while the other polls.
      await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          (n % 2 ? first : second).request(routes.testWebhook, { params: { id }, token: lead.token }),
        ),
      );
      const received = await receiver.requests(20);
      const deliveries = received.map((r) => r.headers['x-tsr-delivery']);
      expect(new Set(deliveries).size).toBe(20);
      expect(received.every((r) => r.signed)).toBe(true);
    } finally {
      for (const server of servers) await server.app.server.close();
      await receiver.close();
    }
  });
});
