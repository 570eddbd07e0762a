import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { KeptByReview } from '../reviews/answering-cache';
import { sharedBytes } from '../workers/shared-bytes';
import { findScenarioBase } from './scenario-repository';

/**
 * The reviews a what-if is being tried on, as the report worker is sent them (a ScenarioBase,
 * v8-serialised): a user tries one answer after another on the same review, and reading its
 * structure, answers and report from the database and cloning them into the worker each time was
 * most of a try's cost on the server's thread. Kept by review id with the row versions they were
 * read at, so an administrator's revert or a resubmission (a new version) is read again.
 */
const BASES_KEPT = 50;
const keptBases = preparedPerDatabase(
  () => new KeptByReview<{ versions: string; bytes: Uint8Array }>(BASES_KEPT),
);

/** The review's what-if base as the worker is sent it, and the key the worker keeps it by. */
export async function scenarioBase(
  db: Db,
  review: { id: string; versions: string },
): Promise<{ key: string; base: Uint8Array }> {
  const kept = keptBases(db);
  let found = kept.get(review.id);
  if (found?.versions !== review.versions) {
    const read = await findScenarioBase(db, review.id);
    found = kept.keep(review.id, { versions: read.versions, bytes: sharedBytes(read.base) });
  }
  return { key: `${review.id}:${found.versions}`, base: found.bytes };
}
