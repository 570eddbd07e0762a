import { isDeepStrictEqual } from 'node:util';
import type {
  SavedStructures,
  SavedStructuresQuery,
  SavedStructureView,
  SurveyStructure,
} from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import {
  assertCanDeleteStructure,
  assertCanReadStructure,
  assertMayStartFromStructure,
  canRead,
  isAccountLead,
  isAdmin,
  isApprover,
  mayDeleteStructure,
  mayStartFromStructure,
} from '../http/policies';
import {
  addRevision,
  deleteSavedStructure,
  findSavedStructure,
  insertSavedStructure,
  listSavedStructures,
  reviewsOfStructure,
  type StructureScope,
  touchStructure,
} from './structure-repository';

const iso = (d: Date) => d.toISOString();

/** The structure as stored: what a JSON column gives back, so two equal structures compare equal. */
const asStored = (s: SurveyStructure): unknown => JSON.parse(JSON.stringify(s));

/** Saved structures (issue 33): the Structures screen, one structure with its reviews, deleting. */
export class StructureService {
  constructor(private readonly db: Db) {}

  async list(p: Principal, query: SavedStructuresQuery): Promise<SavedStructures> {
    // One row more than the page tells whether another page follows.
    const found = await listSavedStructures(this.db, scopeOf(p, query.createdBy), {
      search: query.search,
      limit: query.limit + 1,
      offset: query.offset,
    });
    return {
      structures: found.slice(0, query.limit).map((s) => ({
        id: s.id,
        name: s.name,
        createdBy: s.creatorEmail,
        createdAt: iso(s.createdAt),
        revision: s.revision,
        lastReviewAt: s.lastReviewAt ? iso(s.lastReviewAt) : null,
        latestScore: s.latestScore,
        reviewCount: s.reviewCount,
        isOwn: s.createdBy === p.userId,
      })),
      hasMore: found.length > query.limit,
    };
  }

  async view(p: Principal, id: string): Promise<SavedStructureView> {
    const saved = await findSavedStructure(this.db, id);
    assertCanReadStructure(p, saved);
    const reviews = await reviewsOfStructure(this.db, id);
    return {
      id: saved.id,
      name: saved.name,
      revision: saved.revision,
      structure: saved.structure,
      createdBy: saved.creatorEmail,
      createdAt: iso(saved.createdAt),
      updatedAt: iso(saved.updatedAt),
      // The history lists the reviews the caller could open: a structure's creator does not see a
      // colleague's review of it unless they lead or approve for the company.
      reviews: reviews
        .filter((r) => canRead(p, r))
        .map((r) => ({
          reviewId: r.reviewId,
          revision: r.revision,
          startedAt: iso(r.startedAt),
          submittedAt: r.submittedAt ? iso(r.submittedAt) : null,
          score: r.score,
          createdBy: r.creatorEmail,
          finished: r.finished,
        })),
      mayStart: mayStartFromStructure(p, saved),
      mayDelete: mayDeleteStructure(p, saved),
    };
  }

  async delete(p: Principal, id: string): Promise<void> {
    const saved = await findSavedStructure(this.db, id);
    assertCanDeleteStructure(p, saved);
    await deleteSavedStructure(this.db, id);
  }
}

/**
 * Keeps the structure a review starts from, inside the review's transaction: a new saved structure,
 * or (with `structureId`, one the caller may start from) that structure, with a new revision when
 * the user changed it. Answers the structure and revision the review is of.
 */
export async function saveForReview(
  tx: Db,
  p: Principal,
  structure: SurveyStructure,
  structureId: string | undefined,
  at: Date,
): Promise<{ structureId: string; revision: number }> {
  if (!structureId) {
    const created = await insertSavedStructure(tx, {
      companyId: p.companyId,
      createdBy: p.userId,
      structure,
      at,
    });
    return { structureId: created.id, revision: created.revision };
  }
  const saved = await findSavedStructure(tx, structureId, { lock: true });
  assertMayStartFromStructure(p, saved);
  if (isDeepStrictEqual(asStored(structure), asStored(saved.structure))) {
    await touchStructure(tx, structureId, at);
    return { structureId, revision: saved.revision };
  }
  const revision = await addRevision(tx, structureId, { structure, savedBy: p.userId, at });
  return { structureId, revision };
}

/**
 * Only account leads, approvers (who may read the company's structures) and admins (every
 * customer's) widen the list; anyone else asking for it sees their own.
 */
function scopeOf(p: Principal, createdBy: 'company' | 'mine'): StructureScope {
  if (createdBy !== 'company') return { kind: 'user', userId: p.userId };
  if (isAdmin(p)) return { kind: 'all' };
  if (isAccountLead(p) || isApprover(p)) return { kind: 'company', companyId: p.companyId };
  return { kind: 'user', userId: p.userId };
}
