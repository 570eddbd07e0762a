import { type ErrorBody, type RouteInput, routes, type SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * POST /api/review/start holds every structure rule of spec 5.2, whatever client sends the
 * structure: the owner exclusions of the builder's owner choices, every finding in one answer,
 * no unknown properties, no empty structure.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  const account = demoAccounts.find((x) => x.role.startsWith('plain user'));
  if (!account) throw new Error('no plain user');
  token = await t.signIn(account.email, account.password);
  await publishTestContent(t);
});
afterAll(() => t.close());

async function refused(body: RouteInput<typeof routes.startReview>['body']): Promise<ErrorBody> {
  const res = await t.request(routes.startReview, { body, token });
  expect(res.statusCode).toBe(400);
  return res.json<ErrorBody>();
}

const D = '01/01/2015';
const settlor = (trust: string) => party(`${trust}-s`, 'settlor', trust, ['01/01/2016'], { name: 'Ann' });
const holder = (company: string) => party(`${company}-h`, 'shareholder', company, [D], { name: 'Bob' });

/** The finding for an owner link, as the body carries it. */
const ownerFinding = (entityId: string, ownerId: string, code: string, message: string) =>
  expect.objectContaining({ code, message, severity: 'error', entityId, ownerId, field: 'overs' });

describe('the owner exclusions of spec 5.2', () => {
  it('refuses a trust owned by a trust', async () => {
    const parent = entity('p', 'trust', { name: 'Parent Trust', children: [settlor('p')] });
    const child = own(entity('c', 'trust', { name: 'Child Trust' }), 'p', '01/01/2017');
    const body = await refused({ structure: structure([parent, child], 'Trust under trust') });
    expect(body.message).toBe('Parent Trust cannot own this trust: a trust cannot be owned by another trust');
    expect(body.findings).toEqual([ownerFinding('c', 'p', 'trust-owned-by-trust', body.message)]);
  });

  it('refuses a trust owned by a company that a trust owns', async () => {
    const parent = entity('p', 'trust', { name: 'Parent Trust', children: [settlor('p')] });
    const held = own(entity('h', 'company', { name: 'Held Ltd' }), 'p', '01/01/2017');
    const child = own(entity('c', 'trust', { name: 'Child Trust' }), 'h', '01/01/2018');
    const body = await refused({ structure: structure([parent, held, child], 'Trust under held company') });
    expect(body.findings).toEqual([
      ownerFinding(
        'c',
        'h',
        'trust-owner-owned-by-trust',
        'Held Ltd cannot own this trust: it is owned by a trust, and an entity owned by a trust cannot act as settlor',
      ),
    ]);
  });

  it('refuses a nominee as owner', async () => {
    const nominee = entity('n', 'nominee', { name: 'Nominee Ltd' });
    const company = own(entity('c', 'company', { name: 'Op Ltd', children: [holder('c')] }), 'n', D);
    const body = await refused({ structure: structure([company, nominee], 'Nominee owner') });
    expect(body.findings).toEqual([
      ownerFinding('c', 'n', 'owner-not-allowed', 'Nominee Ltd cannot own this entity'),
    ]);
  });

  it('refuses an entity owning itself, with the loop text', async () => {
    const company = own(entity('c', 'company', { name: 'Self Ltd', children: [holder('c')] }), 'c', D);
    const body = await refused({ structure: structure([company], 'Self owner') });
    expect(body.message).toBe('Review cannot be started there is a loop in the entites');
    expect(body.findings).toContainEqual(
      ownerFinding('c', 'c', 'owner-not-allowed', 'Self Ltd cannot own this entity'),
    );
  });

  it('refuses an owner that closes a loop, with the exact text of spec 5.2', async () => {
    const a = own(entity('a', 'company', { name: 'A Ltd', children: [holder('a')] }), 'b', D);
    const b = own(entity('b', 'company', { name: 'B Ltd' }), 'a', D);
    const body = await refused({ structure: structure([a, b], 'Loop') });
    expect(body.findings).toEqual([
      {
        code: 'structure-loop',
        message: 'Review cannot be started there is a loop in the entites',
        severity: 'error',
        entityId: 'a',
      },
    ]);
  });

  it('refuses a trust with two owning entities', async () => {
    const x = entity('x', 'company', { name: 'X Ltd', children: [holder('x')] });
    const y = entity('y', 'company', { name: 'Y Ltd', children: [holder('y')] });
    const trust = own(own(entity('t', 'trust', { name: 'Two Owners Trust' }), 'x', D), 'y', D);
    const body = await refused({ structure: structure([x, y, trust], 'Two owners') });
    expect(body.findings).toEqual([
      expect.objectContaining({
        code: 'trust-single-owner',
        message: 'A trust can have at most one owning entity',
        entityId: 't',
      }),
    ]);
  });
});

describe('a refused start', () => {
  it('returns every finding with its entity, party and field, not only the first', async () => {
    const parent = entity('p', 'trust', { name: 'Parent Trust', children: [settlor('p')] });
    const child = own(entity('c', 'trust', { name: 'Child Trust' }), 'p', '01/01/2017');
    const company = entity('k', 'company', {
      name: 'Kay Ltd',
      children: [holder('k'), party('k-h2', 'shareholder', 'k', [D], { name: 'bob', ordinal: 1 })],
    });
    const body = await refused({ structure: structure([parent, child, company], 'Many problems') });
    expect(body.message).toBe('Parent Trust cannot own this trust: a trust cannot be owned by another trust');
    expect(body.entityName).toBe('Child Trust');
    expect(body.findings).toEqual([
      ownerFinding('c', 'p', 'trust-owned-by-trust', body.message),
      {
        code: 'duplicate-shareholder',
        message: "Cannot have two shareholders with the same name: 'bob'",
        severity: 'error',
        entityId: 'k',
        partyId: 'k-h2',
        field: 'name',
      },
    ]);
  });

  it('refuses a structure without entities, with a clear message, and charges nothing', async () => {
    const before = await t.database.db.select().from(reviews);
    const body = await refused({ structure: { name: 'Empty', entities: {}, rootEntitiesIds: [] } });
    expect(body.message).toBe('Please add at least one entity');
    expect(body.findings).toEqual([
      { code: 'no-entities', message: 'Please add at least one entity', severity: 'error' },
    ]);
    expect(await t.database.db.select().from(reviews)).toHaveLength(before.length);
  });
});

describe('unknown properties in a structure', () => {
  const withExtra = (edit: (s: SurveyStructure & Record<string, unknown>) => void) => {
    const s = structuredClone(testStructure()) as SurveyStructure & Record<string, unknown>;
    edit(s);
    return { structure: s };
  };

  it('are refused with a 400 naming them, not dropped: deceased on the party instead of its meta', async () => {
    const body = await refused(
      withExtra((s) => {
        const first = Object.values(s.entities).find((e) => e.children.length > 0);
        if (!first) throw new Error('no party in the test structure');
        Object.assign(first.children[0] as object, { deceased: 'yes' });
      }),
    );
    expect(body.message).toMatch(/^structure\.entities\.[^.]+\.children\.0: .*"deceased"/);
  });

  it('are refused on the structure, an entity, an owner date and a date record', async () => {
    const cases: ((s: SurveyStructure & Record<string, unknown>) => void)[] = [
      (s) => Object.assign(s, { owner: 'me' }),
      (s) => Object.assign(Object.values(s.entities)[0] as object, { settlor: 'x' }),
      (s) => {
        const linked = Object.values(s.entities).find((e) => e.dates.length > 0);
        if (!linked) throw new Error('no owner link in the test structure');
        // `share` is a field of an owner date now (start-holdings.db.test.ts): a key it does not know.
        Object.assign(linked.dates[0] as object, { percent: 50 });
      },
      (s) => {
        const dated = Object.values(s.entities).find((e) => e.children.some((p) => p.children.length > 0));
        const record = dated?.children.find((p) => p.children.length > 0)?.children[0];
        if (!record) throw new Error('no date record in the test structure');
        Object.assign(record, { amount: 1 });
      },
    ];
    const named = ['"owner"', '"settlor"', '"percent"', '"amount"'];
    for (const [index, edit] of cases.entries()) {
      const body = await refused(withExtra(edit));
      expect(body.message).toContain(named[index]);
    }
  });
});
