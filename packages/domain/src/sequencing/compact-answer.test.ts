import type { CompactNextResponse, NextResponse, Part, Sequence, SurveyJson } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { prepareStructure } from '../structure/prepare';
import { answerPart, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { advance, moveToSurvey, startReview } from './advance';
import { applyChanges, changedParts, mergeNextAnswer } from './compact-answer';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const context = { structure, content, today: '05/01/2026' };
const started = startReview(context).sequence;

const withPart = (sequence: Sequence, id: string, change: Partial<Part>): Sequence => ({
  parts: sequence.parts.map((part) => (part.id === id ? { ...part, ...change } : part)),
});

describe('changedParts', () => {
  const id = started.parts[2]?.id as string;

  it('lists nothing when no part changed, whatever the objects', () => {
    expect(changedParts(started, structuredClone(started))).toEqual([]);
  });

  it('lists a part whose answers, answered flag, title or page count changed, whole', () => {
    for (const change of [
      { answers: { q: 'yes' } },
      { answered: true },
      { title: 'New' },
      { pageCount: 9 },
    ]) {
      const after = withPart(started, id, change);
      expect(changedParts(started, after)).toEqual([after.parts[2]]);
    }
  });

  it('compares answers as JSON: key order does not matter, a key holding undefined is absent', () => {
    const before = withPart(started, id, { answers: { a: 1, b: [1, { c: 'x' }] } });
    expect(changedParts(before, withPart(started, id, { answers: { b: [1, { c: 'x' }], a: 1 } }))).toEqual(
      [],
    );
    expect(
      changedParts(before, withPart(started, id, { answers: { a: 1, b: [1, { c: 'x' }], d: undefined } })),
    ).toEqual([]);
    expect(
      changedParts(before, withPart(started, id, { answers: { a: 1, b: [1, { c: 'y' }] } })),
    ).toHaveLength(1);
    expect(
      changedParts(before, withPart(started, id, { answers: { a: '1', b: [1, { c: 'x' }] } })),
    ).toHaveLength(1);
  });

  it('is null when parts were added, removed or moved (a next never does: the whole sequence goes)', () => {
    const [first, second, ...rest] = started.parts as Part[];
    expect(changedParts(started, { parts: started.parts.slice(1) })).toBeNull();
    expect(
      changedParts(started, { parts: [...started.parts, { ...(first as Part), id: 'extra' }] }),
    ).toBeNull();
    expect(changedParts(started, { parts: [second as Part, first as Part, ...rest] })).toBeNull();
  });
});

describe('applyChanges', () => {
  const id = started.parts[1]?.id as string;
  const after = withPart(started, id, { answers: { q: 1 }, answered: true });

  it('puts each changed part in place of the part of its id', () => {
    expect(applyChanges(started, { since: '7', parts: [after.parts[1] as Part] })).toEqual(after);
  });

  it('takes the whole sequence when the changes are since nothing', () => {
    expect(applyChanges(undefined, { since: null, parts: after.parts })).toEqual(after);
  });

  it('refuses changes it cannot place', () => {
    expect(() => applyChanges(undefined, { since: '7', parts: [] })).toThrow(/need the sequence/);
    const stranger = { ...(after.parts[1] as Part), id: 'nobody:pre' };
    expect(() => applyChanges(started, { since: '7', parts: [stranger] })).toThrow(/nobody:pre/);
  });
});

describe('mergeNextAnswer', () => {
  const step = {
    reviewId: 'r',
    questions: null,
    part: null,
    finished: false,
    submitted: false,
    error: null,
    fromBack: false,
    progress: { current: 1, total: 4 },
    revision: '12',
    asAt: '05/01/2026',
  };
  const compact = (changes: CompactNextResponse['changes'], more: Partial<CompactNextResponse> = {}) =>
    ({ form: 'compact', ...step, changes, ...more }) as CompactNextResponse;

  it('takes a whole answer as it is', () => {
    const whole: NextResponse = { form: 'full', ...step, sequence: started, structure };
    expect(mergeNextAnswer(undefined, whole)).toBe(whole);
  });

  it("gives the whole answer a compact one stands for, with the held structure or the answer's", () => {
    const changed = withPart(started, started.parts[0]?.id as string, { answered: true });
    const held = { revision: '11', sequence: started, structure };
    expect(mergeNextAnswer(held, compact({ since: '11', parts: [changed.parts[0] as Part] }))).toEqual({
      form: 'full',
      ...step,
      sequence: changed,
      structure,
    });
    const fromStart = { revision: '11', sequence: started };
    expect(mergeNextAnswer(fromStart, compact({ since: '11', parts: [] }, { structure })).sequence).toEqual(
      started,
    );
    expect(mergeNextAnswer(undefined, compact({ since: null, parts: changed.parts }, { structure }))).toEqual(
      {
        form: 'full',
        ...step,
        sequence: changed,
        structure,
      },
    );
  });

  it('refuses changes since another revision than the one held, and an answer with no structure anywhere', () => {
    const held = { revision: '11', sequence: started, structure };
    expect(() => mergeNextAnswer(held, compact({ since: '10', parts: [] }))).toThrow(/revision 10.*11/);
    expect(() => mergeNextAnswer(undefined, compact({ since: null, parts: [] }))).toThrow(/no structure/);
  });
});

describe('the changes of any route through a review, put back, give the sequence', () => {
  type Action = { kind: 'next' } | { kind: 'back' } | { kind: 'resume' } | { kind: 'jump'; pick: number };
  const action: fc.Arbitrary<Action> = fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'next' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'back' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
    { weight: 1, arbitrary: fc.nat(40).map((pick) => ({ kind: 'jump' as const, pick })) },
  );

  it('after every step of next, back, resume and requested parts, at most the part sent changed', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let step = startReview(context);
        let held = step.sequence;
        for (const a of actions) {
          if (step.finished) break;
          const before = step.sequence;
          const part = step.part as Part;
          const sent = { id: part.id, answers: answerPart(TEST_SCRIPT, part, step.questions as SurveyJson) };
          if (a.kind === 'next') step = advance(context, before, { part: sent });
          else if (a.kind === 'back') step = advance(context, before, { part: sent, back: true });
          else if (a.kind === 'resume') step = advance(context, before, { resume: true });
          else
            step = advance(context, before, {
              requestedPartId: before.parts[a.pick % before.parts.length]?.id,
            });
          const changed = changedParts(before, step.sequence);
          expect(changed).not.toBeNull();
          expect((changed ?? []).map((p) => p.id)).toEqual((changed ?? []).length > 0 ? [sent.id] : []);
          held = applyChanges(held, { since: 'held', parts: changed ?? [] });
          expect(held).toEqual(step.sequence);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a move to another survey version is not a list of changes when it adds or removes parts', () => {
    // The same content with the shareholder questions gone: their parts leave the sequence.
    const input = testContent();
    const fewer = compileContent({ ...input, questions: { ...input.questions, shareholder: {} } });
    const moved = moveToSurvey(structure, started, content, fewer);
    expect(moved.parts.length).toBeLessThan(started.parts.length);
    expect(changedParts(started, moved)).toBeNull();
  });
});
