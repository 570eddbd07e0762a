import {
  type DateRecord,
  type Entity,
  type ErrorBody,
  type Party,
  type ReviewOverview,
  type RouteInput,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../testing/people';
import { publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * POST /api/review/start with shares on holdings and shareholders acting as nominee (contract
 * OwnerDate.share, DateRecord.share, Party.nomineeFor; docs/decisions/0021): structures saved
 * before these existed still start, and every nominee rule the builder's choices hold to is held
 * by the server too, whatever client sends the structure, with the builder's messages.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await person(t, 'Holdings Family Office')).token;
  await publishTestContent(t);
});
afterAll(() => t.close());

/** A structure as the route takes it. */
type Structure = RouteInput<typeof routes.startReview>['body']['structure'];

const start = (structure: Structure) => t.request(routes.startReview, { body: { structure }, token });

async function refused(structure: Structure): Promise<ErrorBody> {
  const res = await start(structure);
  expect(res.statusCode).toBe(400);
  return res.json<ErrorBody>();
}

/** A shareholding from `date` with the share given. */
const holding = (id: string, date: string, share?: string, end?: string): DateRecord => ({
  id,
  type: 'shareholderdates',
  date,
  ...(end === undefined ? {} : { end }),
  ...(share === undefined ? {} : { share }),
});

/**
 *   HoldCo (company, 2010; Owner One holds more than 50%) ─owns 60%→ MidCo (company, 2012)
 *   MidCo's shareholder Nominee Ltd holds 40% from 01/01/2012, as nominee for `principal`
 *   (HoldCo unless said otherwise). `extra` entities join the structure.
 */
function holdings(principal: Party['nomineeFor'] | null = { entityId: 'h' }, extra: Entity[] = []) {
  const holdco = entity('h', 'company', {
    name: 'HoldCo',
    incorporation_date: '01/01/2010',
    children: [
      {
        ...party('h-o', 'shareholder', 'h', [], { name: 'Owner One' }),
        children: [holding('h-o-1', '01/01/2010', 'over_50')],
      },
    ],
  });
  const nomineeLtd: Party = {
    ...party('m-n', 'shareholder', 'm', [], { name: 'Nominee Ltd' }),
    children: [holding('m-n-1', '01/01/2012', '40')],
    ...(principal ? { nomineeFor: principal } : {}),
  };
  const midco: Entity = {
    ...own(
      entity('m', 'company', { name: 'MidCo', incorporation_date: '01/01/2012', children: [nomineeLtd] }),
      'h',
    ),
    dates: [{ id: 'h', date: '01/01/2012', share: '60' }],
  };
  return structure([holdco, midco, ...extra], 'Holdings');
}

/** The finding on Nominee Ltd's principal, as the body carries it. */
const nomineeFinding = (code: string, message: string, entityId = 'm', partyId = 'm-n') => ({
  code,
  message,
  severity: 'error',
  entityId,
  partyId,
  field: 'nomineeFor',
});

describe('a structure saved before shares and nominees existed', () => {
  it('starts as before: no share on any period, no principal on any party', async () => {
    const saved = testStructure();
    expect(JSON.stringify(saved)).not.toMatch(/"share"|"nomineeFor"/);
    expect((await start(saved)).statusCode).toBe(201);
    const plain = holdings(null);
    plain.entities.m = { ...(plain.entities.m as Entity), dates: [{ id: 'h', date: '01/01/2012' }] };
    for (const e of Object.values(plain.entities))
      for (const p of e.children) p.children = p.children.map(({ share: _share, ...record }) => record);
    expect(JSON.stringify(plain)).not.toMatch(/"share"|"nomineeFor"/);
    expect((await start(plain)).statusCode).toBe(201);
  });
});

describe('shares and a nominee naming its principal', () => {
  it('start, and the review keeps them exactly as given', async () => {
    const given = holdings();
    const res = await start(given);
    expect(res.statusCode).toBe(201);
    const { reviewId } = res.json<StartReviewResponse>();
    const overview = await t.request(routes.reviewOverview, { params: { id: reviewId }, token });
    expect(overview.statusCode).toBe(200);
    expect(overview.json<ReviewOverview>().structure).toEqual(given);
  });

  it('start with an individual principal, bands and no share at all side by side', async () => {
    const given = holdings({ entityId: 'h', partyId: 'h-o' });
    const midco = given.entities.m as Entity;
    midco.children.push({
      ...party('m-x', 'shareholder', 'm', [], { name: 'Xavier', ordinal: 1 }),
      children: [holding('m-x-1', '01/01/2012', 'under_5'), holding('m-x-2', '01/01/2013')],
    });
    expect((await start(given)).statusCode).toBe(201);
  });
});

describe('each nominee finding refuses the start with its message at the principal field', () => {
  it('nominee-not-shareholder: only a shareholder holds as nominee', async () => {
    const trust = entity('t', 'trust', {
      name: 'Oak Trust',
      children: [
        party('t-a', 'settlor', 't', ['01/06/2012'], { name: 'Ann', nomineeFor: { entityId: 'h' } }),
      ],
    });
    const body = await refused(holdings(null, [trust]));
    const finding = nomineeFinding(
      'nominee-not-shareholder',
      'Only a shareholder can hold shares as nominee for someone',
      't',
      't-a',
    );
    expect(body).toMatchObject({ message: finding.message, entityName: 'Oak Trust', findings: [finding] });
  });

  it('nominee-principal-missing: an entity or an individual not in the structure', async () => {
    const message = 'The principal this nominee holds for is not part of this structure';
    for (const principal of [{ entityId: 'gone' }, { entityId: 'h', partyId: 'gone' }]) {
      const body = await refused(holdings(principal));
      expect(body.findings).toEqual([nomineeFinding('nominee-principal-missing', message)]);
      expect(body.message).toBe(message);
    }
  });

  it('nominee-self: the nominee named as its own principal', async () => {
    const body = await refused(holdings({ entityId: 'm', partyId: 'm-n' }));
    expect(body.findings).toEqual([
      nomineeFinding(
        'nominee-self',
        'A nominee cannot hold shares for itself: choose the person or entity it holds for',
      ),
    ]);
  });

  it('nominee-for-nominee: a company acting as nominee named as principal', async () => {
    const nomineeCo = entity('n', 'nominee', { name: 'Nominee Co' });
    const body = await refused(holdings({ entityId: 'n' }, [nomineeCo]));
    expect(body.findings).toEqual([
      nomineeFinding(
        'nominee-for-nominee',
        'Nominee Co is a company acting as nominee: choose the person or entity the shares are really held for',
      ),
    ]);
  });

  it('nominee-cycle: a principal the company holds, or the company itself', async () => {
    const subco = own(entity('s', 'company', { name: 'SubCo' }), 'm', '01/01/2013');
    const below = await refused(holdings({ entityId: 's' }, [subco]));
    expect(below.findings).toEqual([
      nomineeFinding(
        'nominee-cycle',
        'SubCo cannot hold MidCo through a nominee: MidCo holds SubCo, which would make a loop',
      ),
    ]);
    const itself = await refused(holdings({ entityId: 'm' }));
    expect(itself.findings).toEqual([
      nomineeFinding(
        'nominee-cycle',
        'MidCo cannot hold MidCo through a nominee: MidCo holds MidCo, which would make a loop',
      ),
    ]);
  });

  it('nominee-principal-dates: a principal incorporated after the holding starts', async () => {
    const late = entity('l', 'company', {
      name: 'Late Ltd',
      incorporation_date: '01/01/2013',
      children: [party('l-o', 'shareholder', 'l', ['01/01/2013'], { name: 'Lou' })],
    });
    const body = await refused(holdings({ entityId: 'l' }, [late]));
    expect(body.findings).toEqual([
      nomineeFinding(
        'nominee-principal-dates',
        'The holding starts on 01/01/2012, before Late Ltd was incorporated on 01/01/2013',
      ),
    ]);
  });

  it('nominee-principal-dates: a holding that runs past the principal’s exit date', async () => {
    const gone = entity('g', 'company', {
      name: 'Gone Ltd',
      incorporation_date: '01/01/2005',
      meta: { answerable: 'yes', end_date: '31/12/2015' },
      children: [party('g-o', 'shareholder', 'g', ['01/01/2005-31/12/2015'], { name: 'Gil' })],
    });
    const body = await refused(holdings({ entityId: 'g' }, [gone]));
    expect(body.findings).toEqual([
      nomineeFinding(
        'nominee-principal-dates',
        "The holding runs past Gone Ltd's exit date 31/12/2015: end it by then",
      ),
    ]);
  });

  it('nominee-principal-dates: a holding that runs past an individual principal’s date of death', async () => {
    const given = holdings({ entityId: 'h', partyId: 'h-o' });
    const holdco = given.entities.h as Entity;
    const owner = holdco.children[0] as Party;
    holdco.children = [
      {
        ...owner,
        meta: { deceased: 'yes', date: '01/01/2020' },
        children: [holding('h-o-1', '01/01/2010', 'over_50', '01/01/2020')],
      },
    ];
    const body = await refused(given);
    expect(body.findings).toEqual([
      nomineeFinding(
        'nominee-principal-dates',
        "The holding runs past Owner One's date of death 01/01/2020: end it by then",
      ),
    ]);
    // Ended by the date of death, the same holding starts.
    const ended = given.entities.m as Entity;
    (ended.children[0] as Party).children = [holding('m-n-1', '01/01/2012', '40', '01/01/2020')];
    expect((await start(given)).statusCode).toBe(201);
  });
});

describe('a share that is not one', () => {
  const SHARE_FORMAT = 'Please enter a percentage more than 0 and at most 100, or choose a band';

  it('is refused before any check of the structure, with the message naming the field', async () => {
    for (const share of ['150', 'abc', '0', '40%']) {
      const onLink = holdings();
      onLink.entities.m = {
        ...(onLink.entities.m as Entity),
        dates: [{ id: 'h', date: '01/01/2012', share }],
      };
      expect(await refused(onLink)).toEqual({
        status: 400,
        message: `structure.entities.m.dates.0.share: ${SHARE_FORMAT}`,
      });

      const onHolding = holdings();
      ((onHolding.entities.m as Entity).children[0] as Party).children = [
        holding('m-n-1', '01/01/2012', share),
      ];
      expect(await refused(onHolding)).toEqual({
        status: 400,
        message: `structure.entities.m.children.0.children.0.share: ${SHARE_FORMAT}`,
      });
    }
  });

  it('as a number, not text, is refused naming the field', async () => {
    const given = holdings();
    Object.assign((given.entities.m as Entity).dates[0] as object, { share: 50 });
    const body = await refused(given);
    expect(body.message).toMatch(/^structure\.entities\.m\.dates\.0\.share: /);
  });

  it('where no share belongs (a settlement, an owner link of a trust) is refused with a finding at that field', async () => {
    const trust = own(
      entity('t', 'trust', {
        name: 'Oak Trust',
        children: [
          {
            ...party('t-a', 'settlor', 't', [], { name: 'Ann' }),
            children: [{ id: 't-a-1', type: 'settlement', date: '01/06/2012', share: '10' }],
          },
        ],
      }),
      'h',
    );
    trust.dates = [{ id: 'h', date: '01/06/2012', share: 'over_50' }];
    const body = await refused(holdings({ entityId: 'h' }, [trust]));
    expect(body.entityName).toBe('Oak Trust');
    expect(body.findings).toEqual([
      {
        code: 'share-not-allowed',
        message: 'Only the owner of a company holds a share of it: remove the share from this date',
        severity: 'error',
        entityId: 't',
        ownerId: 'h',
        field: 'dates[0].share',
      },
      {
        code: 'share-not-allowed',
        message: 'Only a shareholding has a share: remove it from this date',
        severity: 'error',
        entityId: 't',
        partyId: 't-a',
        field: 'children[0].share',
      },
    ]);
    expect(body.message).toBe(body.findings?.[0]?.message);
  });
});
