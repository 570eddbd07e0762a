import type { ExplanationRead } from '@tsr/contract';
import type { ReadTracer, Subject } from '../logic/runtime';
import type { Value } from '../logic/values';

/**
 * Traced reads as the explanation shows them, gathered in a buffer as the evaluation reads them
 * and handed out in arrays of the exact size (take). A read is a pure function of its subject and
 * reference, so one object per subject and reference is shared by every explanation that reads
 * it: the report holds as many read objects as there are different answers read, not one per
 * rule that fired (much less for the garbage collector), and no intermediate read object is made.
 */
export class ExplanationReads implements ReadTracer {
  /** References without a number in the content's AnswerSlots (relation reads), numbered from `base` on. */
  private readonly references = new Map<string, number>();
  private readonly bySubject = new Map<string, (ExplanationRead | undefined)[]>();
  /**
   * The last two subjects read and their reads: a rule's reads come from its entity, or from its
   * entity and its loop instance in turn.
   */
  private lastSubject: Subject | null = null;
  private lastReads: (ExplanationRead | undefined)[] = [];
  private otherSubject: Subject | null = null;
  private otherReads: (ExplanationRead | undefined)[] = [];
  /** The reads since the last take, in buffer[0..count): reused, never shrunk. */
  private readonly buffer: ExplanationRead[] = [];
  private count = 0;

  /** `base`: the count of reference numbers the content's AnswerSlots gives (2 per slot). */
  constructor(private readonly base: number) {}

  read(subject: Subject, reference: string, value: Value, at: number): void {
    if (at < 0 || at >= this.base) {
      let known = this.references.get(reference);
      if (known === undefined) {
        known = this.base + this.references.size;
        this.references.set(reference, known);
      }
      at = known;
    }
    let ofSubject = this.lastReads;
    if (subject !== this.lastSubject) {
      if (subject === this.otherSubject) ofSubject = this.otherReads;
      else {
        const subjectId = subject.id ?? '';
        const cached = this.bySubject.get(subjectId);
        if (cached) ofSubject = cached;
        else {
          // Sized for the numbered references at once, rather than grown read by read.
          ofSubject = new Array<ExplanationRead | undefined>(this.base);
          this.bySubject.set(subjectId, ofSubject);
        }
      }
      this.otherSubject = this.lastSubject;
      this.otherReads = this.lastReads;
      this.lastSubject = subject;
      this.lastReads = ofSubject;
    }
    let shown = ofSubject[at];
    if (shown === undefined) {
      shown = { question: reference, entityId: subject.id ?? '', value };
      ofSubject[at] = shown;
    }
    this.buffer[this.count++] = shown;
  }

  /** `before`, then the reads since the last take, in a new array of the exact size. */
  take(before: readonly ExplanationRead[]): ExplanationRead[] {
    const all = new Array<ExplanationRead>(before.length + this.count);
    for (let i = 0; i < before.length; i += 1) all[i] = before[i] as ExplanationRead;
    for (let i = 0; i < this.count; i += 1) all[before.length + i] = this.buffer[i] as ExplanationRead;
    this.count = 0;
    return all;
  }
}

export const NO_READS: readonly ExplanationRead[] = [];
