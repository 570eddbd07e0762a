import type { Sequence, SurveyStructure } from '@tsr/contract';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';

/**
 * What this process keeps of the reviews being answered, so that `next`, a call every user makes
 * every few seconds, does not have the database send and parse them again on every call: their
 * prepared structures and the sequences this process last wrote. Kept per database (a test's
 * databases do not share reviews), by review id, deep-frozen: a change would throw, not leak into
 * the next call.
 */

/**
 * Values by review id, at most `limit` of them: keeping one makes it the newest, and the oldest goes
 * when full. Each value is deep-frozen as it is kept.
 */
export class KeptByReview<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(id: string): T | undefined {
    return this.kept.get(id);
  }

  /** Keeps `value`, frozen, as the newest entry, and gives it back. */
  keep(id: string, value: T): T {
    const frozen = deepFreeze(value);
    this.kept.delete(id);
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value ?? '');
    this.kept.set(id, frozen);
    return frozen;
  }
}

/**
 * A review's prepared structure never changes once the review has started (insertReview is its
 * only writer), yet it was read and parsed on every `next` (a fifth of what the database sent for
 * a call).
 */
const PREPARED_KEPT = 500;
const preparedStructures = preparedPerDatabase(() => new KeptByReview<SurveyStructure>(PREPARED_KEPT));

/**
 * The sequence this process last wrote for a review, with the row version the write made: while the
 * row is still that version, `next` reads it from here instead of the database sending and parsing
 * it again (over 60 kB for 50 entities). Any other write (another server, a submit, a move to a newer
 * version) changes the version, and the sequence is read. Fewer of them than structures, as a
 * sequence holds the answers.
 */
const SEQUENCES_KEPT = 100;
export interface WrittenSequence {
  version: string;
  sequence: Sequence;
}
const writtenSequences = preparedPerDatabase(() => new KeptByReview<WrittenSequence>(SEQUENCES_KEPT));

/** The review's prepared structure, when this process has kept it. */
export function keptStructure(db: Db, id: string): SurveyStructure | undefined {
  return preparedStructures(db).get(id);
}

/** Keeps the review's prepared structure as read; gives back the frozen copy kept. */
export function keepStructure(db: Db, id: string, prepared: SurveyStructure): SurveyStructure {
  return preparedStructures(db).keep(id, prepared);
}

/** The sequence this process last wrote for the review, with the row version that write made. */
export function keptSequence(db: Db, id: string): WrittenSequence | undefined {
  return writtenSequences(db).get(id);
}

/** Keeps the sequence just written, with the row version the write made. */
export function keepSequence(db: Db, id: string, version: string, sequence: Sequence): void {
  writtenSequences(db).keep(id, { version, sequence });
}

function deepFreeze<T>(value: T): T {
  // Bytes cannot be frozen (Object.freeze throws on a typed array with elements).
  if (ArrayBuffer.isView(value)) return value;
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
