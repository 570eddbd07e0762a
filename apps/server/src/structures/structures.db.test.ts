import {
  routes,
  type SavedStructures,
  type SavedStructureView,
  STRUCTURE_NOT_FOUND,
  type StartReviewResponse,
  type SurveyStructure,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, reviews, structureRevisions } from '../db/schema';
import { type Person, person } from '../testing/people';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Saved structures (issue 33): every structure a review starts from is kept for its company; an edit
 * makes a new revision and never changes a started review; access as for reviews.
 */
let t: TestApp;
let owner: Person;
let colleague: Person;
let lead: Person;
let approver: Person;
let admin: Person;
let stranger: Person;

const COMPANY = 'Saved Structures Ltd';

beforeAll(async () => {
  t = await createTestApp();
  await publishTestContent(t);
  owner = await person(t, COMPANY);
  colleague = await person(t, COMPANY);
  lead = await person(t, COMPANY, { isAccountLead: true });
  approver = await person(t, COMPANY, { isApprover: true });
  admin = await person(t, 'Provider Staff', { isAdmin: true });
  stranger = await person(t, 'Other Family Office', { isAccountLead: true, isApprover: true });
});
afterAll(() => t.close());

async function start(who: Person, structure: SurveyStructure, structureId?: string) {
  return t.request(routes.startReview, {
    body: structureId ? { structure, structureId } : { structure },
    token: who.token,
  });
}

async function started(who: Person, structure: SurveyStructure, structureId?: string) {
  const res = await start(who, structure, structureId);
  expect(res.statusCode).toBe(201);
  return res.json<StartReviewResponse>();
}

const view = (who: Person, id: string) =>
  t.request(routes.savedStructure, { params: { id }, token: who.token });
const list = (who: Person, query: Record<string, string> = {}) =>
  t.request(routes.savedStructures, { query, token: who.token });

const named = (name: string): SurveyStructure => ({ ...testStructure(), name });

describe('a structure a review starts from', () => {
  it('is saved for the company as revision 1, and its review says so', async () => {
    const review = await started(owner, named('Aurora Trust 2025'));
    expect(review.structureId).toEqual(expect.any(String));
    const saved = (await view(owner, review.structureId as string)).json<SavedStructureView>();
    expect(saved).toMatchObject({
      name: 'Aurora Trust 2025',
      revision: 1,
      createdBy: owner.email,
      mayStart: true,
    });
    expect(saved.structure).toEqual(named('Aurora Trust 2025'));
    expect(saved.reviews).toEqual([
      expect.objectContaining({ reviewId: review.reviewId, revision: 1, submittedAt: null, score: null }),
    ]);
  });

  it('keeps its revision when started again unchanged, and makes a new one when edited', async () => {
    const first = await started(owner, named('Birch Foundation'));
    const id = first.structureId as string;
    const again = await started(owner, named('Birch Foundation'), id);
    expect(again.structureId).toBe(id);
    const renamed = await started(owner, named('Birch Foundation (restated)'), id);
    expect(renamed.structureId).toBe(id);

    const saved = (await view(owner, id)).json<SavedStructureView>();
    expect(saved.revision).toBe(2);
    expect(saved.name).toBe('Birch Foundation (restated)');
    expect(saved.reviews.map((r) => r.revision)).toEqual([2, 1, 1]);
    // The first review still has the structure it was started with.
    const [row] = await t.database.db
      .select({ structure: reviews.structure })
      .from(reviews)
      .where(eq(reviews.id, first.reviewId));
    expect((row?.structure as SurveyStructure | undefined)?.name).toBe('Birch Foundation');
    const revisions = await t.database.db
      .select({ revision: structureRevisions.revision })
      .from(structureRevisions)
      .where(eq(structureRevisions.structureId, id));
    expect(revisions.map((r) => r.revision).sort()).toEqual([1, 2]);
  });

  it('is not saved when the structure is refused, nor for a preview', async () => {
    const before = (await list(admin, { createdBy: 'company', search: 'Nowhere' })).json<SavedStructures>();
    const bad = await start(owner, { ...named('Nowhere Trust'), entities: {} });
    expect(bad.statusCode).toBe(400);
    const preview = await t.request(routes.startReview, {
      body: { structure: named('Nowhere Preview'), preview: true },
      token: admin.token,
    });
    expect(preview.statusCode).toBe(201);
    expect(preview.json<StartReviewResponse>().structureId).toBeNull();
    const after = (await list(admin, { createdBy: 'company', search: 'Nowhere' })).json<SavedStructures>();
    expect(after.structures).toEqual(before.structures);
  });
});

describe('who may read, start from and delete a saved structure', () => {
  let id = '';
  beforeAll(async () => {
    id = (await started(owner, named('Cedar Holdings'))).structureId as string;
  });

  it('lets its creator, the account lead, an approver and an admin read it; a colleague or another company reads 404', async () => {
    for (const who of [owner, lead, approver, admin]) expect((await view(who, id)).statusCode).toBe(200);
    for (const who of [colleague, stranger]) {
      const res = await view(who, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(STRUCTURE_NOT_FOUND);
    }
  });

  it('lists it for its creator, and company-wide for the lead and the approver, never for another company', async () => {
    const names = async (who: Person, createdBy: string) =>
      (await list(who, { createdBy, search: 'Cedar Holdings' }))
        .json<SavedStructures>()
        .structures.map((s) => s.id);
    expect(await names(owner, 'mine')).toEqual([id]);
    expect(await names(lead, 'company')).toEqual([id]);
    expect(await names(approver, 'company')).toEqual([id]);
    expect(await names(admin, 'company')).toEqual([id]);
    // A colleague asking for the company's sees their own only.
    expect(await names(colleague, 'company')).toEqual([]);
    expect(await names(stranger, 'company')).toEqual([]);
  });

  it('lets only users of its company start a review from it', async () => {
    expect((await start(lead, named('Cedar Holdings'), id)).statusCode).toBe(201);
    expect((await start(colleague, named('Cedar Holdings'), id)).statusCode).toBe(404);
    expect((await start(stranger, named('Cedar Holdings'), id)).statusCode).toBe(404);
    const byAdmin = await start(admin, named('Cedar Holdings'), id);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json<{ message: string }>().message).toBe(
      "Only a user of the structure's company can start a review of it.",
    );
    // None of the refused starts made a revision.
    expect((await view(owner, id)).json<SavedStructureView>().revision).toBe(1);
  });

  it('shows the creator only the reviews of it they may open', async () => {
    // A structure of this test's own: its creator's review and the lead's.
    const own = (await started(owner, named('Hornbeam Holdings'))).structureId as string;
    expect((await start(lead, named('Hornbeam Holdings'), own)).statusCode).toBe(201);
    const seen = (who: Person) => view(who, own).then((r) => r.json<SavedStructureView>().reviews.length);
    // The lead and the approver see both, the creator only their own.
    expect(await seen(lead)).toBe(2);
    expect(await seen(approver)).toBe(2);
    expect(await seen(owner)).toBe(1);
  });

  it('refuses an approver the delete, and another company reads 404', async () => {
    const refused = await t.request(routes.deleteStructure, { params: { id }, token: approver.token });
    expect(refused.statusCode).toBe(403);
    expect((await view(approver, id)).json<SavedStructureView>().mayDelete).toBe(false);
    expect(
      (await t.request(routes.deleteStructure, { params: { id }, token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await view(owner, id)).statusCode).toBe(200);
  });
});

describe('deleting a saved structure', () => {
  it('keeps its reviews, their reports and charges', async () => {
    const review = await started(owner, named('Damson Trust'));
    await answerAll(t, owner.token, review);
    // A user without submit permission has it submitted by an approver (decision 0006).
    expect(
      (await t.request(routes.submit, { params: { id: review.reviewId }, token: approver.token })).statusCode,
    ).toBe(200);
    const id = review.structureId as string;
    const history = (await view(owner, id)).json<SavedStructureView>();
    expect(history.reviews[0]).toMatchObject({ submittedAt: expect.any(String), score: expect.any(Number) });
    const listed = (await list(owner, { search: 'Damson' })).json<SavedStructures>().structures[0];
    expect(listed).toMatchObject({
      name: 'Damson Trust',
      reviewCount: 1,
      latestScore: history.reviews[0]?.score,
    });

    expect((await t.request(routes.deleteStructure, { params: { id }, token: owner.token })).statusCode).toBe(
      204,
    );
    expect((await view(owner, id)).statusCode).toBe(404);
    const report = await t.request(routes.report, { params: { id: review.reviewId }, token: owner.token });
    expect(report.statusCode).toBe(200);
    const charged = await t.database.db.select().from(charges).where(eq(charges.reviewId, review.reviewId));
    expect(charged).toHaveLength(1);
    expect((await list(owner, { search: 'Damson' })).json<SavedStructures>().structures).toEqual([]);
  });
});
