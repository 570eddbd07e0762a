import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileSlot, evaluateSlot, type LogicSlot, SlotRunner } from '../content/logic-slot';
import { AnswerValues, type EvalContext } from './compile';
import { Programs } from './program';
import { AnswerSlots, type Subject } from './runtime';

/**
 * The programs over coded answers (program.ts) against the closures they stand in for: over
 * random conditions and random answers, chosen where coding could go wrong (capitals, letters
 * beyond ASCII, numbers written as texts, yes/no, lists of mixed items, answers that are no
 * value, a missing loop instance, a bad date for today), a runner with programs gives the same
 * result, the same problems and the same traced reads as evaluateSlot with the closures alone.
 */

const NAMES = ['a', 'b', 'n', 'list'];
const TEXTS = [
  'yes',
  'YES',
  'Yes',
  'no',
  'x',
  'é',
  'É',
  'straße',
  'K',
  'k',
  '5',
  ' 5',
  '5.0',
  '-1',
  '.5',
  'true',
  'False',
  '',
  'none',
  'NO',
];

const text = fc.constantFrom(...TEXTS);
const literal = fc.oneof(
  text.map((t) => `'${t}'`),
  fc.constantFrom('0', '5', '-1', '2.5', '20', 'true', 'false'),
);
const read = fc.oneof(
  fc.constantFrom(...NAMES).map((n) => `{${n}}`),
  fc.constantFrom(...NAMES).map((n) => `{loop.${n}}`),
);
const list = fc.array(literal, { minLength: 1, maxLength: 3 }).map((items) => `[${items.join(', ')}]`);

const atom = fc.oneof(
  fc.tuple(read, fc.constantFrom('=', '!='), literal).map(([r, op, l]) => `${r} ${op} ${l}`),
  fc
    .tuple(read, fc.constantFrom('anyof', 'noneof', 'allof'), fc.oneof(list, literal))
    .map(([r, op, l]) => `${r} ${op} ${l}`),
  fc.tuple(read, fc.constantFrom('contains', 'notcontains'), literal).map(([r, op, l]) => `${r} ${op} ${l}`),
  fc.tuple(read, fc.constantFrom('<', '<=', '>', '>='), literal).map(([r, op, l]) => `${r} ${op} ${l}`),
  fc.tuple(read, fc.constantFrom('empty', 'notempty')).map(([r, op]) => `${r} ${op}`),
  // Atoms left to their closures.
  fc.tuple(read, read).map(([x, y]) => `${x} + ${y} > 3`),
  fc.tuple(read, read).map(([x, y]) => `${x} = ${y}`),
  read.map((r) => `${r} < today()`),
  read,
  fc.constant("{settlors.a} contains 'yes'"),
  fc.constant("any(settlors, {a} = 'yes')"),
);

const condition: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc
      .tuple(tie('node'), fc.constantFrom('and', 'or'), tie('node'))
      .map(([x, op, y]) => `(${x}) ${op} (${y})`),
    tie('node').map((x) => `not (${x})`),
  ),
})).node as fc.Arbitrary<string>;

const answer = fc.oneof(
  fc.constant(undefined),
  text,
  fc.constantFrom(0, 5, -1, 2.5, 20),
  fc.boolean(),
  fc.array(fc.oneof(text, fc.constantFrom(5, true)), { maxLength: 3 }),
  // No value of the language: reported on every read.
  fc.constant({ matrix: 1 }),
  fc.constant([['nested']]),
  fc.constant(null),
);
const answers = fc.record(
  Object.fromEntries(NAMES.map((n) => [n, answer])) as Record<string, typeof answer>,
  {
    requiredKeys: [],
  },
);

type Traced = { subject?: string; reference: string; value: unknown };

describe('programs over coded answers', () => {
  it('give the closures’ result, problems and traced reads', () => {
    fc.assert(
      fc.property(
        fc.array(condition, { minLength: 1, maxLength: 6 }),
        answers,
        answers,
        answers,
        fc.boolean(),
        fc.constantFrom('01/06/2025', '31/02/2025'),
        (texts, own, ofLoop, ofSettlor, withLoop, today) => {
          const slots = new AnswerSlots();
          const programs = new Programs(slots);
          const compiled = texts.map((t) => compileSlot(t, { slots, programs }));
          const settlor: Subject = { id: 'settlor', answers: ofSettlor };
          const subject: Subject = { id: 'trust', answers: own, relations: { settlors: [settlor] } };
          const loop: Subject = { id: 'loop', answers: ofLoop };
          const context: EvalContext = withLoop ? { subject, loop, today } : { subject, today };
          const runner = new SlotRunner(context, new AnswerValues(slots, programs));
          // Twice over: the second pass reads only coded answers.
          for (const _ of [1, 2])
            for (const slot of compiled) {
              expect(slot.compiled?.program ?? null).not.toBeNull();
              const expected = evaluateSlot(slot, context, true);
              expect({ text: slot.text, holds: runner.holds(slot), problems: runner.problems }).toEqual({
                text: slot.text,
                holds: expected.holds,
                problems: expected.problems,
              });
              expect(traced(runner, slot)).toEqual(
                expected.reads.map((r) => ({ subject: r.subjectId, reference: r.reference, value: r.value })),
              );
            }
        },
      ),
      { numRuns: Number(process.env.RUNS ?? 400) },
    );
  });

  it('code the common atoms, and leave the others to their closures', () => {
    const slots = new AnswerSlots();
    const programs = new Programs(slots);
    compileSlot(
      "{a} = 'yes' and {b} anyof ['x', 'y'] and {n} >= 5 and {a} empty and {list} contains 'x' or {n} + 1 > 2",
      { slots, programs },
    );
    // One instruction per atom, each with its closure for answers the code does not decide: five
    // coded (text equality, anyof, >=, empty, contains) and one left to its closure (0).
    expect(programs.closures).toHaveLength(6);
    const ops = programs.code.filter((_, i) => i % 6 === 0);
    expect([...ops].sort()).toEqual([0, 1, 2, 6, 7, 8]);
  });
});

function traced(runner: SlotRunner, slot: LogicSlot): Traced[] {
  const reads: Traced[] = [];
  runner.trace(slot, {
    read: (subject, reference, value) => reads.push({ subject: subject.id, reference, value }),
  });
  return reads;
}
