import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { charges, companies, events, users } from '../db/schema';
import type { Principal } from '../http/access';
import { openTestDatabase } from '../testing/test-database';
import { MetricsService } from './metrics-service';

/**
 * The customer metrics over a range that starts and ends inside a month and a week, so that each
 * count comes partly from the usage sums (whole months and weeks) and partly from the events and
 * charges themselves, on fixed times in 2024 that no other row shares.
 */
let database: Database;
let service: MetricsService;
const ids = { alpha: '', beta: '', gamma: '', ann: '', bob: '', cat: '' };

const at = (iso: string) => new Date(iso);
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const principal = (groups: Principal['groups'], companyId: string = randomUUID()): Principal => ({
  userId: randomUUID(),
  email: 'metrics@metrics.example',
  companyId,
  groups,
  termsAgreed: 'yes',
  sessionId: randomUUID(),
});
/** From 20 January 12:00 to 10 March 08:00 (2024, UTC), the end's second included as the picker sends it. */
const filter = { startDate: epoch('2024-01-20T12:00:00Z'), endDate: epoch('2024-03-10T08:00:00Z') - 1 };

beforeAll(async () => {
  database = await openTestDatabase();
  service = new MetricsService(database.db);
  const { db } = database;
  const made = await db
    .insert(companies)
    .values([{ name: 'Metrics Alpha' }, { name: 'Metrics Beta' }, { name: 'Metrics Gamma' }])
    .returning({ id: companies.id, name: companies.name });
  const company = (name: string) => made.find((c) => c.name === name)?.id ?? '';
  ids.alpha = company('Metrics Alpha');
  ids.beta = company('Metrics Beta');
  ids.gamma = company('Metrics Gamma');
  const person = async (companyId: string, userName: string, reviewCap: number, lastLoginAt?: Date) => {
    const [u] = await db
      .insert(users)
      .values({
        companyId,
        userName,
        email: `${userName.toLowerCase()}@metrics.example`,
        reviewCap,
        lastLoginAt,
      })
      .returning({ id: users.id });
    return u?.id ?? '';
  };
  // Inserted out of name order: the answer orders them.
  ids.bob = await person(ids.alpha, 'Bob', -1);
  ids.ann = await person(ids.alpha, 'Ann', 3, at('2024-03-01T00:00:00.500Z'));
  ids.cat = await person(ids.beta, 'Cat', -1);
  const gone = await person(ids.gamma, 'Dan', -1);

  const started = (userId: string, companyId: string, iso: string) => ({
    kind: 'review_started',
    userId,
    companyId,
    createdAt: at(iso),
  });
  await db.insert(events).values([
    started(ids.ann, ids.alpha, '2024-01-19T23:59:59Z'), // before the range
    started(ids.ann, ids.alpha, '2024-01-25T10:00:00Z'), // the range's first, partial month
    started(ids.ann, ids.alpha, '2024-02-10T10:00:00Z'), // a whole month
    started(ids.ann, ids.alpha, '2024-03-05T10:00:00Z'), // the last, partial month
    started(ids.ann, ids.alpha, '2024-03-10T08:00:00Z'), // the range's end, not in it
    started(ids.bob, ids.alpha, '2024-01-21T10:00:00Z'), // a Sunday, in the week before the first whole one
    started(ids.cat, ids.beta, '2024-02-29T10:00:00Z'),
    started(ids.cat, ids.beta, '2024-02-06T10:00:00Z'), // taken away again below
    started(gone, ids.gamma, '2024-02-12T10:00:00Z'),
    { kind: 'login', userId: ids.ann, companyId: ids.alpha, createdAt: at('2024-02-12T10:00:00Z') },
  ]);
  const charge = (userId: string, companyId: string, entities: number, iso: string) => ({
    userId,
    companyId,
    entities,
    reviewId: randomUUID(),
    createdAt: at(iso),
  });
  await db
    .insert(charges)
    .values([
      charge(ids.ann, ids.alpha, 100, '2023-12-01T10:00:00Z'),
      charge(ids.ann, ids.alpha, 7, '2024-02-15T10:00:00Z'),
      charge(ids.ann, ids.alpha, 5, '2024-03-09T10:00:00Z'),
      charge(ids.bob, ids.alpha, 2, '2024-01-22T10:00:00Z'),
      charge(gone, ids.gamma, 4, '2024-02-13T10:00:00Z'),
    ]);
  await db.delete(events).where(eq(events.createdAt, at('2024-02-06T10:00:00Z')));
  await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, ids.gamma));
});
afterAll(() => database.close());

describe('customer metrics', () => {
  it('counts whole months and weeks from the sums and the ends from the events and charges', async () => {
    const all = await service.customerMetrics(principal(['admin']), filter);
    const ours = all.filter((c) => c.customerName.startsWith('Metrics '));
    expect(ours).toEqual([
      {
        customerId: ids.alpha,
        customerName: 'Metrics Alpha',
        users: [
          {
            userId: ids.ann,
            userName: 'Ann',
            userEmail: 'ann@metrics.example',
            reviewStarted: 3,
            reviewSubmitted: 2,
            entitesSubmitted: 12,
            lastLogin: epoch('2024-03-01T00:00:00Z'),
            reviewCap: 3,
            reviewsCharged: 3,
          },
          {
            userId: ids.bob,
            userName: 'Bob',
            userEmail: 'bob@metrics.example',
            reviewStarted: 1,
            reviewSubmitted: 1,
            entitesSubmitted: 2,
            lastLogin: 0,
            reviewCap: -1,
            reviewsCharged: 0,
          },
        ],
        weeks: [
          { weekStart: epoch('2024-01-15T00:00:00Z'), started: 1, submitted: 0 },
          { weekStart: epoch('2024-01-22T00:00:00Z'), started: 1, submitted: 1 },
          { weekStart: epoch('2024-02-05T00:00:00Z'), started: 1, submitted: 0 },
          { weekStart: epoch('2024-02-12T00:00:00Z'), started: 0, submitted: 1 },
          { weekStart: epoch('2024-03-04T00:00:00Z'), started: 1, submitted: 1 },
        ],
      },
      {
        customerId: ids.beta,
        customerName: 'Metrics Beta',
        users: [
          {
            userId: ids.cat,
            userName: 'Cat',
            userEmail: 'cat@metrics.example',
            reviewStarted: 1,
            reviewSubmitted: 0,
            entitesSubmitted: 0,
            lastLogin: 0,
            reviewCap: -1,
            reviewsCharged: 0,
          },
        ],
        // The week of the start that was taken away again is no week of use.
        weeks: [{ weekStart: epoch('2024-02-26T00:00:00Z'), started: 1, submitted: 0 }],
      },
    ]);
  });

  it('counts a range of whole months and weeks (2024 began on a Monday) from the sums alone', async () => {
    const whole = { startDate: epoch('2024-01-01T00:00:00Z'), endDate: epoch('2024-04-01T00:00:00Z') - 1 };
    const [alpha] = await service.customerMetrics(principal(['admin']), { ...whole, customerId: ids.alpha });
    expect(
      alpha?.users.map((u) => [u.userName, u.reviewStarted, u.reviewSubmitted, u.entitesSubmitted]),
    ).toEqual([
      ['Ann', 5, 2, 12],
      ['Bob', 1, 1, 2],
    ]);
    expect(alpha?.weeks.map((w) => [w.weekStart, w.started, w.submitted])).toEqual([
      [epoch('2024-01-15T00:00:00Z'), 2, 0],
      [epoch('2024-01-22T00:00:00Z'), 1, 1],
      [epoch('2024-02-05T00:00:00Z'), 1, 0],
      [epoch('2024-02-12T00:00:00Z'), 0, 1],
      [epoch('2024-03-04T00:00:00Z'), 2, 1],
    ]);
  });

  it("shows an account lead their own company only, and another's as not found", async () => {
    const lead = principal(['accountlead'], ids.beta);
    const mine = await service.customerMetrics(lead, filter);
    expect(mine.map((c) => c.customerName)).toEqual(['Metrics Beta']);
    await expect(service.customerMetrics(lead, { ...filter, customerId: ids.alpha })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('leaves a deleted customer out even when asked for by id', async () => {
    expect(await service.customerMetrics(principal(['admin']), { ...filter, customerId: ids.gamma })).toEqual(
      [],
    );
  });
});
