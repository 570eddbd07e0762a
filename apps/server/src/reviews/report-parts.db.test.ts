import {
  apiPath,
  type CellValue,
  type ReportCell,
  type ReportEntityResponses,
  type ReportSummary,
  type ReportView,
  reasonKey,
  routes,
  type StartReviewResponse,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The report page reads the report in parts (decision 0025) — its summary, each entity's responses and
 * an opened cell — each cut from the same report as the whole one the PDF is made from, with the
 * same access as the whole report: the review's owner, the lead and approvers of its company and
 * admins; anyone else is told it does not exist.
 */

let t: TestApp;
let owner: Person;
let lead: Person;
let approver: Person;
let colleague: Person;
let otherLead: Person;
let admin: Person;
let reviewId = '';
let unsubmittedId = '';

/** The risk the owner marks resolved, so the remediated view differs from the original. */
const RESOLVED = { entityId: 'c2', responseId: 'r-co-ated-1' };

async function finishedReview(who: Person): Promise<string> {
  const start = (
    await t.request(routes.startReview, { body: { structure: testStructure() }, token: who.token })
  ).json<StartReviewResponse>();
  await answerAll(t, who.token, start);
  return start.reviewId;
}

/** A read of the report or of a part of it, named by its address in a failure's message. */
interface Read {
  path: string;
  /** Made by `who`, or signed out (null). */
  by(who: Person | null): Promise<LightMyRequestResponse>;
}

const as = (who: Person | null) => (who ? { token: who.token } : {});
const flag = (remediated: boolean): 'true' | 'false' => (remediated ? 'true' : 'false');
/** The report's query: the view asked for, or none (the original view). */
const view = (remediated?: boolean) => (remediated === undefined ? {} : { remediated: flag(remediated) });

const wholePart = (remediated?: boolean, id = reviewId): Read => {
  const input = { params: { id }, query: view(remediated) };
  return {
    path: apiPath(routes.report, input),
    by: (who) => t.request(routes.report, { ...input, ...as(who) }),
  };
};
const summaryPart = (remediated?: boolean, id = reviewId): Read => {
  const input = { params: { id }, query: view(remediated) };
  return {
    path: apiPath(routes.reportSummary, input),
    by: (who) => t.request(routes.reportSummary, { ...input, ...as(who) }),
  };
};
const entityPart = (entityId: string, id = reviewId): Read => {
  const input = { params: { id, entityId } };
  return {
    path: apiPath(routes.reportEntity, input),
    by: (who) => t.request(routes.reportEntity, { ...input, ...as(who) }),
  };
};
const cellPart = (rowId: string, column: string, remediated = false, id = reviewId): Read => {
  const input = { params: { id, rowId, column }, query: view(remediated) };
  return {
    path: apiPath(routes.reportCell, input),
    by: (who) => t.request(routes.reportCell, { ...input, ...as(who) }),
  };
};
/** An address the route table cannot make (a malformed id), written out. */
const written = (path: string): Read => ({ path, by: (who) => t.call('GET', path, as(who)) });

async function read<T>(who: Person, part: Read): Promise<T> {
  const res = await part.by(who);
  expect(res.statusCode, `${part.path}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json<T>();
}

const whole = (who: Person, remediated = false) => read<ReportView>(who, wholePart(remediated));
const summary = (who: Person, remediated = false, id = reviewId) =>
  read<ReportSummary>(who, summaryPart(remediated, id));

const cellsOf = (table: ReportView['table']) =>
  Object.entries(table.values).flatMap(([rowId, row]) =>
    Object.entries(row).map(([column, cell]) => ({ rowId, column, cell })),
  );

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  owner = await person(t, 'Parts Owner Co', { isApprover: true });
  lead = await person(t, 'Parts Owner Co', { isAccountLead: true });
  approver = await person(t, 'Parts Owner Co', { isApprover: true });
  colleague = await person(t, 'Parts Owner Co');
  otherLead = await person(t, 'Parts Elsewhere Ltd', { isAccountLead: true });
  admin = await person(t, 'Parts Provider', { isAdmin: true });
  reviewId = await finishedReview(owner);
  expect((await t.request(routes.submit, { params: { id: reviewId }, token: owner.token })).statusCode).toBe(
    200,
  );
  const remediation = await t.request(routes.updateRemediation, {
    params: { id: reviewId },
    token: owner.token,
    body: { selector: RESOLVED, action: 'resolved', text: 'Property sold' },
  });
  expect(remediation.statusCode).toBe(200);
  unsubmittedId = await finishedReview(owner);
});
afterAll(() => t.close());

describe('the summary', () => {
  it("has the whole report's score, key facts and every cell's score and status, in either view", async () => {
    for (const remediated of [false, true]) {
      const full = await whole(owner, remediated);
      const part = await summary(owner, remediated);
      // Looped responses are counted too (the original view's count is the database's).
      expect(full.responses.some((e) => e.loopedResponses.some((l) => l.responses.length > 0))).toBe(true);
      expect(part).toMatchObject({
        report_id: full.report_id,
        score: full.score,
        originalScore: full.originalScore,
        timestamp: full.timestamp,
        user: full.user,
        user_id: full.user_id,
        company: full.company,
        structure: full.structure,
      });
      expect(part.table.rows).toEqual(full.table.rows);
      expect(part.table.rowGroups).toEqual(full.table.rowGroups);
      for (const { rowId, column, cell } of cellsOf(full.table)) {
        const { explanation, loopedValues: _, ...shown } = cell;
        expect(part.table.values[rowId]?.[column]).toEqual({ ...shown, findings: explanation.length });
      }
      expect(part.entities).toEqual(
        full.responses.map((e) => ({
          id: e.id,
          name: e.name,
          type: e.type,
          order: e.order,
          responseCount: e.responses.length + e.loopedResponses.reduce((n, l) => n + l.responses.length, 0),
        })),
      );
      expect(part.timeline).toEqual(full.timeline);
    }
    const remediated = await summary(owner, true);
    expect(remediated.score).toBeLessThan(remediated.originalScore);
    expect(remediated.timeline?.map((entry) => entry.notes)).toEqual(['Property sold']);
  });

  it('carries no explanation, and is a small part of the whole report', async () => {
    const full = await wholePart().by(owner);
    const part = await summaryPart().by(owner);
    expect(part.body).not.toContain('"explanation"');
    expect(part.body).not.toContain('"responses"');
    expect(part.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
  });
});

describe("an entity's responses", () => {
  it("are the whole report's, with the reasons of their explanations, every reason told once", async () => {
    const full = await whole(owner);
    const reasons = new Map((full.reasons ?? []).map((r) => [reasonKey(r), r]));
    const told = new Set<string>();
    for (const entity of full.responses) {
      const part = await read<ReportEntityResponses>(owner, entityPart(entity.id));
      expect(part.entity).toEqual(entity);
      for (const reason of part.reasons) {
        expect(reason).toEqual(reasons.get(reasonKey(reason)));
        told.add(reasonKey(reason));
      }
    }
    expect([...told].sort()).toEqual([...reasons.keys()].sort());
  });

  it('are the same in the remediated view: remediation changes the table, not the texts', async () => {
    const remediated = await whole(owner, true);
    const trust = await read<ReportEntityResponses>(owner, entityPart('t1'));
    expect(trust.entity).toEqual(remediated.responses.find((e) => e.id === 't1'));
  });
});

describe('an opened cell', () => {
  /** A cell's risks in the whole report: its explanation by entity and response, highest first. */
  const risksOf = (cell: CellValue) => [
    ...new Set(cell.explanation.map((e) => `${e.entityId}|${e.responseId}`)),
  ];

  it("has the whole report's risks, explanations and loop instances, in either view", async () => {
    for (const remediated of [false, true]) {
      const full = await whole(owner, remediated);
      const reasons = new Map((full.reasons ?? []).map((r) => [reasonKey(r), r]));
      const opened = cellsOf(full.table).filter(({ cell }) => cell.explanation.length > 0);
      expect(opened.length).toBeGreaterThan(3);
      for (const { rowId, column, cell } of opened) {
        const part = await read<ReportCell>(owner, cellPart(rowId, column, remediated));
        expect(part.risks.map((r) => `${r.selector.entityId}|${r.selector.responseId}`)).toEqual(
          risksOf(cell),
        );
        expect(
          part.risks.flatMap((r) => r.explanations).sort((a, b) => reasonKey(a).localeCompare(reasonKey(b))),
        ).toEqual([...cell.explanation].sort((a, b) => reasonKey(a).localeCompare(reasonKey(b))));
        expect(part.isLooped).toBe(cell.isLooped);
        expect(part.loopedValues).toEqual(cell.loopedValues);
        for (const reason of part.reasons) expect(reason).toEqual(reasons.get(reasonKey(reason)));
        expect(new Set(part.reasons.map(reasonKey))).toEqual(new Set(cell.explanation.map(reasonKey)));
        for (const risk of part.risks) {
          const entity = full.responses.find((e) => e.id === risk.selector.entityId);
          const texts = [
            ...(entity?.responses ?? []),
            ...(entity?.loopedResponses.flatMap((l) => l.responses) ?? []),
          ];
          expect(risk.text).toBe(texts.find((r) => r.id === risk.selector.responseId)?.text);
        }
      }
    }
  });

  it('says each risk’s latest status, and shows the remediated table’s loop instances in that view', async () => {
    const [original, remediated] = await Promise.all([
      read<ReportCell>(owner, cellPart('company.company', 'ATED')),
      read<ReportCell>(owner, cellPart('company.company', 'ATED', true)),
    ]);
    for (const part of [original, remediated]) {
      const risk = part.risks.find(
        (r) => r.selector.entityId === RESOLVED.entityId && r.selector.responseId === RESOLVED.responseId,
      );
      expect(risk?.status).toBe('resolved');
    }
  });
});

describe('engine internals', () => {
  it('reach admins only, in entities and cells alike', async () => {
    const internals = (explanations: { logic: string; reads: unknown[] }[]) =>
      explanations.filter((e) => e.logic !== '' || e.reads.length > 0).length;
    const explanationsOf = (part: ReportEntityResponses) =>
      [...part.entity.responses, ...part.entity.loopedResponses.flatMap((l) => l.responses)].flatMap(
        (r) => r.explanation,
      );
    const forAdmin = await read<ReportEntityResponses>(admin, entityPart('t1'));
    const forOwner = await read<ReportEntityResponses>(owner, entityPart('t1'));
    expect(internals(explanationsOf(forAdmin))).toBeGreaterThan(0);
    expect(internals(explanationsOf(forOwner))).toBe(0);
    expect(forOwner.reasons).toEqual(forAdmin.reasons);

    const cellForAdmin = await read<ReportCell>(admin, cellPart('trust.settlor', 'IT'));
    const cellForOwner = await read<ReportCell>(owner, cellPart('trust.settlor', 'IT'));
    expect(internals(cellForAdmin.risks.flatMap((r) => r.explanations))).toBeGreaterThan(0);
    expect(internals(cellForOwner.risks.flatMap((r) => r.explanations))).toBe(0);
  });
});

describe('who may read the parts', () => {
  const parts = () => [summaryPart(), summaryPart(true), entityPart('t1'), cellPart('trust.settlor', 'IT')];

  it('the same people as the whole report: owner, lead and approvers of its company, admins', async () => {
    const expected: [Person, number][] = [
      [owner, 200],
      [lead, 200],
      [approver, 200],
      [admin, 200],
      [colleague, 404],
      [otherLead, 404],
    ];
    for (const [who, status] of expected) {
      expect((await wholePart().by(who)).statusCode).toBe(status);
      for (const { path, by } of parts()) {
        const res = await by(who);
        expect(`${path} ${res.statusCode}`).toBe(`${path} ${status}`);
        if (status === 404)
          expect(res.json()).toEqual({ status: 404, message: 'This review does not exist.' });
      }
    }
  });

  it('nobody signed out (401), nor a trial user before agreeing to the terms (403)', async () => {
    for (const part of parts()) expect((await part.by(null)).statusCode).toBe(401);
    const trial = await person(t, 'Parts Owner Co', { isApprover: true });
    await t.database.db
      .update(users)
      .set({ isTrialUser: true, termsAgreed: 'no' })
      .where(eq(users.id, trial.id));
    for (const { path, by } of [wholePart(), ...parts()])
      expect((await by(trial)).statusCode, path).toBe(403);
  });
});

describe('what is not there', () => {
  it('a review not submitted yet has no report, nor any part of one', async () => {
    for (const { path, by } of [
      summaryPart(undefined, unsubmittedId),
      entityPart('t1', unsubmittedId),
      cellPart('trust.settlor', 'IT', false, unsubmittedId),
    ]) {
      const res = await by(owner);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('This review has no report yet: it has not been submitted.');
    }
  });

  it('an entity without responses in the report', async () => {
    for (const entityId of ['nope', '__proto__', 't1/ann', "t1' or '1'='1"]) {
      const res = await entityPart(entityId).by(owner);
      expect(res.statusCode, entityId).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'This entity has no responses in this report.' });
    }
  });

  it('a cell that is not in the table', async () => {
    for (const [rowId, column] of [
      ['trust.nope', 'IT'],
      ['trust.settlor', 'VAT'],
      ['__proto__', 'IT'],
      ['trust.settlor', 'toString'],
      ['constructor', 'name'],
    ] as const) {
      const res = await cellPart(rowId, column).by(owner);
      expect(res.statusCode, `${rowId} ${column}`).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: "This cell is not in the report's risk table." });
    }
  });

  it('an id that is no review', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const { path, by } of [
      written('/api/review/not-a-uuid/report/summary'),
      summaryPart(undefined, missing),
      entityPart('t1', missing),
      written('/api/review/not-a-uuid/report/cells/trust.settlor/IT'),
    ]) {
      const res = await by(owner);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: 'This review does not exist.' });
    }
  });
});
