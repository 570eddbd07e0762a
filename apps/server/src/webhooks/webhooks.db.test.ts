import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSurveyContent } from '@tsr/content';
import {
  type CreatedWebhook,
  type ReportView,
  routes,
  type WebhookDeliveries,
  type WebhookDelivery,
  type WebhookList,
} from '@tsr/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { ensureFirstSurvey } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';
import { type TestApp, testAppOn } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { WebhookReceiver } from '../testing/webhook-receiver';
import type { DeliveryTuning } from './webhook-delivery-runner';

/**
 * Webhooks end to end (issue 35): a real receiver on 127.0.0.1 checks every delivery's signature;
 * the delivery loop runs on a clock the test moves (never on wall-clock waits), with the real
 * retry schedule; a restart between attempts loses nothing.
 */

const LOOPBACK = { WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
const MINUTE = 60_000;

/** The delivery loop's clock: real time moved on by `offset`, which each test starts at 0. */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
const tuning: Partial<DeliveryTuning> = { clock, pollIntervalMs: 20 };

const config = loadConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', ...LOOPBACK });
let filesDir: string;
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'tsr-webhooks-'));
  t = await testAppOn({ config, database: await openTestDatabase(), filesDir, webhooks: tuning });
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  offset = 0;
  receiver = await WebhookReceiver.start();
  receiver.now = clock;
});
afterEach(() => receiver.close());

let companies = 0;
/** A company of the test's own with its account lead. */
const newCompany = () => {
  companies += 1;
  return person(t, `Webhook Customer ${Date.now()}-${companies}`, { isAccountLead: true });
};

async function createWebhook(
  on: TestApp,
  lead: Person,
  events: CreatedWebhook['webhook']['events'],
): Promise<CreatedWebhook> {
  const res = await on.request(routes.createWebhook, {
    token: lead.token,
    body: { url: receiver.url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<CreatedWebhook>();
  receiver.secret = created.secret;
  return created;
}

const deliveriesOf = async (on: TestApp, lead: Person, id: string) => {
  const res = await on.request(routes.webhookDeliveries, { params: { id }, token: lead.token });
  expect(res.statusCode).toBe(200);
  return res.json<WebhookDeliveries>().deliveries;
};

/** Waits until the webhook's only delivery has recorded `attempts` attempts. */
const afterAttempts = (on: TestApp, lead: Person, id: string, attempts: number) =>
  vi.waitFor(
    async () => {
      const [delivery] = await deliveriesOf(on, lead, id);
      expect(delivery?.attempts).toBe(attempts);
      return delivery as WebhookDelivery;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('a delivery', () => {
  it('reaches the receiver signed, and only webhooks that chose the event', async () => {
    const lead = await newCompany();
    const { webhook, secret } = await createWebhook(t, lead, ['user.created']);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: receiver.url, events: ['user.created'] });
    const other = await t.request(routes.createWebhook, {
      token: lead.token,
      body: { url: `${receiver.url}/other`, events: ['review.submitted'] },
    });
    // The secret is answered once: the list never shows it.
    const list = await t.request(routes.webhooks, { token: lead.token });
    expect(list.json<WebhookList>().webhooks.map((w) => w.url)).toEqual([
      `${receiver.url}/other`,
      receiver.url,
    ]);
    expect(list.body).not.toContain(secret);

    const email = `new-${Date.now()}@webhooks.example`;
    const created = await t.request(routes.createUser, {
      token: lead.token,
      body: { email, name: 'Nina New' },
    });
    expect(created.statusCode).toBe(202);

    const [delivery] = await receiver.requests(1);
    expect(delivery?.signed).toBe(true);
    expect(delivery?.headers['x-tsr-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(delivery?.json).toMatchObject({
      type: 'user.created',
      company_id: lead.companyId,
      data: { email, name: 'Nina New' },
    });
    const shown = await afterAttempts(t, lead, webhook.id, 1);
    expect(shown).toMatchObject({
      event: 'user.created',
      event_id: delivery?.json.id,
      status: 'delivered',
      response_status: 200,
      next_attempt_at: null,
      error: null,
    });
    expect(await deliveriesOf(t, lead, other.json<CreatedWebhook>().webhook.id)).toEqual([]);
  });

  it('tells of a review submitted, a risk remediated and a report resubmitted', async () => {
    await ensureFirstSurvey(t.database.db, defaultSurveyContent());
    const lead = await newCompany();
    const admin = await person(t, 'Webhook Provider', { isAdmin: true });
    const { webhook } = await createWebhook(t, lead, [
      'review.submitted',
      'risk.status_changed',
      'report.resubmitted',
    ]);

    const reviewId = await submittedGolden(t, lead.token, 'aurora-trust-london-flat');
    const [submitted] = await receiver.requests(1);
    expect(submitted?.signed).toBe(true);
    expect(submitted?.json).toMatchObject({
      type: 'review.submitted',
      data: { review_id: reviewId, structure_name: expect.any(String), submitted_by: lead.email },
    });

    const view = (
      await t.request(routes.report, { params: { id: reviewId }, token: lead.token })
    ).json<ReportView>();
    const risk = Object.values(view.table.values)
      .flatMap((row) => Object.values(row))
      .flatMap((cell) => cell.explanation)[0];
    if (!risk) throw new Error('the report has no risk');
    const selector = { entityId: risk.entityId, responseId: risk.responseId };
    const remediated = await t.request(routes.updateRemediation, {
      params: { id: reviewId },
      token: lead.token,
      body: { selector, action: 'resolved', text: 'Board moved to Jersey' },
    });
    expect(remediated.statusCode).toBe(200);
    const [, changed] = await receiver.requests(2);
    expect(changed?.json).toMatchObject({
      type: 'risk.status_changed',
      data: {
        review_id: reviewId,
        risks: [{ entity_id: selector.entityId, response_id: selector.responseId, status: 'resolved' }],
        note: 'Board moved to Jersey',
        changed_by: lead.email,
      },
    });

    expect(
      (await t.request(routes.resubmit, { params: { id: reviewId }, token: admin.token })).statusCode,
    ).toBe(200);
    const [, , resubmitted] = await receiver.requests(3);
    expect(resubmitted?.json).toMatchObject({
      type: 'report.resubmitted',
      data: { review_id: reviewId, risk_score: submitted?.json.data.risk_score },
    });
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    expect(await deliveriesOf(t, lead, webhook.id)).toHaveLength(3);
  });

  it('to a receiver answering 500 is retried on the exponential schedule, then delivered', async () => {
    const lead = await newCompany();
    const { webhook } = await createWebhook(t, lead, ['user.created']);
    receiver.answers = [500, 500, 200];
    await t.request(routes.testWebhook, { params: { id: webhook.id }, token: lead.token });

    await receiver.requests(1);
    const first = await afterAttempts(t, lead, webhook.id, 1);
    expect(first).toMatchObject({
      status: 'pending',
      response_status: 500,
      error: 'The receiver answered 500.',
    });
    // One minute after the first attempt, then three.
    const waited = (d: WebhookDelivery) => Date.parse(d.next_attempt_at ?? '') - clock().getTime();
    expect(waited(first)).toBeGreaterThan(0.9 * MINUTE);
    expect(waited(first)).toBeLessThanOrEqual(MINUTE);
    expect(receiver.received).toHaveLength(1);

    offset += 2 * MINUTE;
    await receiver.requests(2);
    const second = await afterAttempts(t, lead, webhook.id, 2);
    expect(second.status).toBe('pending');
    expect(waited(second)).toBeGreaterThan(2.9 * MINUTE);
    expect(waited(second)).toBeLessThanOrEqual(3 * MINUTE);

    offset += 4 * MINUTE;
    const all = await receiver.requests(3);
    const third = await afterAttempts(t, lead, webhook.id, 3);
    expect(third).toMatchObject({
      status: 'delivered',
      response_status: 200,
      error: null,
      next_attempt_at: null,
    });
    // The same event, signed anew at each attempt.
    expect(new Set(all.map((r) => r.json.id)).size).toBe(1);
    expect(all.every((r) => r.signed)).toBe(true);
  });

  it('is given up a day after its event, with the reason', async () => {
    const lead = await newCompany();
    const { webhook } = await createWebhook(t, lead, ['user.created']);
    receiver.answers = [503];
    await t.request(routes.testWebhook, { params: { id: webhook.id }, token: lead.token });
    await afterAttempts(t, lead, webhook.id, 1);
    offset += 25 * 60 * MINUTE;
    const failed = await afterAttempts(t, lead, webhook.id, 2);
    expect(failed).toMatchObject({
      status: 'failed',
      response_status: 503,
      next_attempt_at: null,
      error: 'The receiver answered 503. Given up after 2 attempts.',
    });
  });
});

describe('a restart', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  /** A server on the database, ready (as main.ts's is once listening): its delivery loop runs. */
  const start = async (webhooks: Partial<DeliveryTuning>) => {
    const started = await testAppOn({ config, database, filesDir, webhooks });
    await started.app.server.ready();
    return started;
  };

  it('between attempts loses no delivery: the next server sends it when due', async () => {
    const first = await start(tuning);
    const lead = await person(first, 'Webhook Restart Ltd', { isAccountLead: true });
    const { webhook } = await createWebhook(first, lead, ['user.created']);
    receiver.answers = [500, 200];
    await first.request(routes.testWebhook, { params: { id: webhook.id }, token: lead.token });
    await afterAttempts(first, lead, webhook.id, 1);
    await first.app.server.close();

    offset += 2 * MINUTE;
    const second = await start(tuning);
    const [, again] = await receiver.requests(2);
    expect(again?.signed).toBe(true);
    expect((await afterAttempts(second, lead, webhook.id, 2)).status).toBe('delivered');
    await second.app.server.close();
  });

  it('before any attempt loses no delivery: the event is stored before it is sent', async () => {
    // This server never looks for due deliveries after its start (an hour's poll), and the event
    // (a user created) does not wake it: its delivery waits in the database.
    const first = await start({ clock, pollIntervalMs: 3_600_000 });
    const lead = await person(first, 'Webhook Restart Two Ltd', { isAccountLead: true });
    const { webhook } = await createWebhook(first, lead, ['user.created']);
    const email = `restart-${Date.now()}@webhooks.example`;
    await first.request(routes.createUser, { token: lead.token, body: { email, name: 'Rhea Restart' } });
    expect((await deliveriesOf(first, lead, webhook.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await first.app.server.close();
    expect(receiver.received).toEqual([]);

    const second = await start(tuning);
    const [delivered] = await receiver.requests(1);
    expect(delivered?.json.data).toMatchObject({ email });
    expect((await afterAttempts(second, lead, webhook.id, 1)).status).toBe('delivered');
    await second.app.server.close();
  });
});
