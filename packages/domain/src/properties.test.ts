import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Node } from './logic/ast';
import { compile, evaluate } from './logic/compile';
import { parse } from './logic/parser';
import { print } from './logic/printer';
import { findOwnerCycle } from './structure/graph';
import { ownerOptions } from './structure/owner-options';
import { prepareStructure } from './structure/prepare';
import { validateForStart, validateStructure } from './structure/validate';

const RUNS = { numRuns: 300 };

// ---------- structures ----------

const dateText = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1, max: 31 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1990, max: 2030 }),
    )
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`),
  fc.constantFrom('', '31/02/2023', 'not a date', '1/1/2020'),
);

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

const partyArb = (parent: string, index: number): fc.Arbitrary<Party> =>
  fc
    .record({
      type: fc.constantFrom('settlor' as const, 'founder' as const, 'shareholder' as const),
      name: fc.constantFrom('', 'Ann', 'Bob', 'ann'),
      deceased: fc.constantFrom('yes' as const, 'no' as const, undefined),
      date: fc.option(dateText),
      dates: fc.array(fc.tuple(dateText, fc.option(dateText)), { maxLength: 3 }),
      ordinal: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ type, name, deceased, date, dates, ordinal }) => ({
      id: `${parent}-p${index}`,
      name,
      type,
      parent,
      ordinal,
      children: dates.map(([d, end], i) => ({
        id: `${parent}-p${index}-r${i}`,
        type:
          type === 'settlor'
            ? ('settlement' as const)
            : type === 'founder'
              ? ('contribution' as const)
              : ('shareholderdates' as const),
        date: d,
        ...(end === null ? {} : { end }),
      })),
      meta: { ...(deceased ? { deceased } : {}), ...(date === null ? {} : { date }) },
    }));

const entityArb = (id: string): fc.Arbitrary<Entity> =>
  fc
    .record({
      type: fc.constantFrom('trust' as const, 'foundation' as const, 'company' as const, 'nominee' as const),
      overs: fc.uniqueArray(fc.constantFrom(...ids, 'ghost'), { maxLength: 3 }),
      dates: fc.array(fc.tuple(fc.constantFrom(...ids, 'ghost'), dateText, fc.option(dateText)), {
        maxLength: 4,
      }),
      parties: fc.integer({ min: 0, max: 3 }),
      answerable: fc.constantFrom('yes' as const, 'no' as const),
      exit: fc.option(dateText),
      incorporation: fc.option(dateText),
    })
    .chain((e) =>
      fc.tuple(...Array.from({ length: e.parties }, (_, i) => partyArb(id, i))).map((children) => ({
        id,
        name: `Entity ${id}`,
        type: e.type,
        children,
        overs: e.overs,
        unders: [],
        dates: e.dates.map(([owner, date, end]) => ({ id: owner, date, ...(end === null ? {} : { end }) })),
        ...(e.incorporation === null ? {} : { incorporation_date: e.incorporation }),
        meta: { answerable: e.answerable, ...(e.exit === null ? {} : { end_date: e.exit }) },
      })),
    );

const structureArb: fc.Arbitrary<SurveyStructure> = fc
  .integer({ min: 1, max: ids.length })
  .chain((n) => fc.tuple(...ids.slice(0, n).map(entityArb), fc.shuffledSubarray(ids.slice(0, n))))
  .map((parts) => {
    const roots = parts.pop() as string[];
    const entities = parts as Entity[];
    return {
      name: 'Random',
      entities: Object.fromEntries(entities.map((e) => [e.id, e])),
      rootEntitiesIds: roots,
    };
  });

describe('structure properties', () => {
  it('validation and preparation never throw, and preparation keeps every entity and id', () => {
    fc.assert(
      fc.property(structureArb, (structure) => {
        validateStructure(structure);
        validateForStart(structure);
        const prepared = prepareStructure(structure);
        expect(Object.keys(prepared.entities).sort()).toEqual(Object.keys(structure.entities).sort());
        expect([...prepared.rootEntitiesIds].sort()).toEqual(Object.keys(structure.entities).sort());
        for (const entity of Object.values(structure.entities)) {
          const after = prepared.entities[entity.id] as Entity;
          const afterIds = new Set(after.children.flatMap((p) => [p.id, ...p.children.map((r) => r.id)]));
          for (const party of entity.children) {
            expect(afterIds.has(party.id)).toBe(true);
            for (const record of party.children) expect(afterIds.has(record.id)).toBe(true);
          }
        }
        expect(prepareStructure(structure)).toEqual(prepared);
      }),
      RUNS,
    );
  });

  it('owner options never offer the entity, a nominee, or an owner that closes a loop', () => {
    fc.assert(
      fc.property(structureArb, fc.boolean(), (structure, forSettlor) => {
        if (findOwnerCycle(structure)) return;
        for (const id of Object.keys(structure.entities)) {
          for (const option of ownerOptions(structure, id, { forSettlor })) {
            const owner = structure.entities[option] as Entity;
            expect(option).not.toBe(id);
            expect(owner.type).not.toBe('nominee');
            const entity = structure.entities[id] as Entity;
            const linked = {
              ...structure,
              entities: { ...structure.entities, [id]: { ...entity, overs: [...entity.overs, option] } },
            };
            expect(findOwnerCycle(linked)).toBeNull();
          }
        }
      }),
      RUNS,
    );
  });
});

// ---------- logic ----------

const KEYWORDS = new Set([
  'true',
  'false',
  'not',
  'negate',
  'and',
  'or',
  'empty',
  'notempty',
  'any',
  'all',
  'none',
  'count',
  'loop',
  'equal',
  'notequal',
  'less',
  'lessorequal',
  'greater',
  'greaterorequal',
  'anyof',
  'allof',
  'noneof',
  'contains',
  'contain',
  'notcontains',
  'notcontain',
]);
const word = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((w) => !KEYWORDS.has(w));
const questionName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_ -]{0,10}[A-Za-z0-9_]$|^[A-Za-z]$/);
const S = { start: 0, end: 0 };

const { node: nodeArb } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string({ maxLength: 6 }).map((value): Node => ({ kind: 'literal', value, span: S })),
      fc
        .oneof(fc.nat(1000), fc.double({ min: 0, max: 1e9, noNaN: true }))
        .map((n): Node => ({ kind: 'literal', value: n === 0 ? 0 : n, span: S })),
      fc.boolean().map((value): Node => ({ kind: 'literal', value, span: S })),
      questionName.map((name): Node => ({ kind: 'question', name, span: S })),
      fc
        .tuple(word, questionName)
        .map(([relation, name]): Node => ({ kind: 'relation', relation, name, span: S })),
      questionName.map((name): Node => ({ kind: 'loop', name, span: S })),
      word.map((id): Node => ({ kind: 'definition', id, span: S })),
    ),
    fc.array(tie('node'), { maxLength: 3 }).map((items): Node => ({ kind: 'array', items, span: S })),
    tie('node').map((operand): Node => ({ kind: 'not', operand, span: S })),
    tie('node').map((operand): Node => ({ kind: 'negate', operand, span: S })),
    fc
      .tuple(tie('node'), fc.boolean())
      .map(([operand, negated]): Node => ({ kind: 'empty', negated, operand, span: S })),
    fc
      .tuple(
        fc.constantFrom(
          'or',
          'and',
          '=',
          '!=',
          '<',
          '<=',
          '>',
          '>=',
          'anyof',
          'allof',
          'noneof',
          'contains',
          'notcontains',
          '+',
          '-',
          '*',
          '/',
          '%',
        ),
        tie('node'),
        tie('node'),
      )
      .map(([op, left, right]): Node => ({ kind: 'binary', op, left, right, span: S })),
    fc
      .tuple(word, fc.array(tie('node'), { maxLength: 3 }))
      .map(([name, args]): Node => ({ kind: 'call', name, args, span: S })),
    fc.tuple(fc.constantFrom('any', 'all', 'none', 'count'), word, fc.option(tie('node'))).map(
      ([quantifier, relation, body]): Node => ({
        kind: 'quantifier',
        quantifier,
        relation,
        relationSpan: S,
        body: quantifier === 'count' ? body : (body ?? { kind: 'literal', value: true, span: S }),
        span: S,
      }),
    ),
  ),
}));

/** The tree without positions, for comparing. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'span' && k !== 'relationSpan')
        .map(([k, v]) => [k, strip(v)]),
    );
  }
  return value;
}

describe('logic properties', () => {
  it('printing a tree and parsing it again gives the same tree', () => {
    fc.assert(
      fc.property(nodeArb, (tree) => {
        const text = print(tree);
        const parsed = parse(text);
        if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
        expect(strip(parsed.ast)).toEqual(strip(tree));
      }),
      { numRuns: 500 },
    );
  });

  const tokenSoup = fc
    .array(
      fc.constantFrom(
        '{a}',
        '{b.c}',
        '{loop.x}',
        '@d',
        "'s'",
        '"t"',
        '1',
        '2.5',
        '(',
        ')',
        '[',
        ']',
        ',',
        'and',
        'or',
        'not',
        '!',
        '=',
        '<>',
        '<',
        '>=',
        '+',
        '-',
        '*',
        '/',
        '%',
        'empty',
        'notempty',
        'anyof',
        'contains',
        'age(',
        'any(settlors,',
        'count(',
        'today()',
        'true',
        '{',
        '}',
        '@',
        "'",
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(' '));

  it('random text gives a tree or a syntax error, and evaluation never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), tokenSoup),
        fc.dictionary(fc.constantFrom('a', 'x', 'c'), fc.jsonValue()),
        (text, answers) => {
          const parsed = parse(text);
          expect(typeof parsed.ok).toBe('boolean');
          const result = compile(text);
          if (result.ok) {
            const subject = { answers, relations: { settlors: [{ answers }] } };
            evaluate(result.compiled, { subject, loop: subject, today: '01/01/2024' }, { trace: true });
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
