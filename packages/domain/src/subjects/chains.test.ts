import type { EntityType, SurveyStructure } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile, evaluate } from '../logic/compile';
import { entity, own, structure } from '../structure/builders';
import { buildSubjects } from './subjects';

const D = '01/01/2020';

function chains(s: SurveyStructure, id: string) {
  const node = buildSubjects(s, new Map()).byId.get(id);
  if (!node) throw new Error(`no subject ${id}`);
  return {
    owned: (node.relations.owned_chain ?? []).map((n) => n.id),
    owners: (node.relations.owners_chain ?? []).map((n) => n.id),
  };
}

describe('owned_chain and owners_chain', () => {
  // trust -> holdco -> midco -> propco, and holdco -> other
  const s = structure([
    entity('trust', 'trust'),
    own(entity('holdco', 'company'), 'trust', D),
    own(entity('midco', 'company'), 'holdco', D),
    own(entity('other', 'company'), 'holdco', D),
    own(entity('propco', 'company'), 'midco', D),
  ]);

  it('follows a three-level company chain down from the trust, nearest first', () => {
    expect(chains(s, 'trust').owned).toEqual(['holdco', 'midco', 'other', 'propco']);
    expect(chains(s, 'midco').owned).toEqual(['propco']);
  });

  it('follows the owners up to the trust', () => {
    expect(chains(s, 'propco').owners).toEqual(['midco', 'holdco', 'trust']);
    expect(chains(s, 'trust').owners).toEqual([]);
  });

  it('stops at a trust or foundation: another settlement is not looked through', () => {
    const founded = structure([
      entity('trust', 'trust'),
      own(entity('fdn', 'foundation'), 'trust', D),
      own(entity('sub', 'company'), 'fdn', D),
      own(entity('top', 'company'), 'up', D),
      entity('up', 'trust'),
    ]);
    expect(chains(founded, 'trust').owned).toEqual(['fdn']);
    expect(chains(founded, 'sub').owners).toEqual(['fdn']);
  });

  it('goes on above a company that acts as settlor of a trust', () => {
    const settled = structure([
      entity('parent', 'company'),
      own(entity('co', 'company'), 'parent', D),
      own(entity('t', 'trust'), 'co', D),
    ]);
    expect(chains(settled, 't').owners).toEqual(['co', 'parent']);
  });

  it('lists an entity reached by two paths once', () => {
    const diamond = structure([
      entity('t', 'trust'),
      own(entity('a', 'company'), 't', D),
      own(entity('b', 'company'), 't', D),
      own(own(entity('c', 'company'), 'a', D), 'b', D),
    ]);
    expect(chains(diamond, 't').owned).toEqual(['a', 'b', 'c']);
    expect(chains(diamond, 'c').owners).toEqual(['a', 'b', 't']);
  });

  it('ends on an owner loop, listing each entity once', () => {
    const loop = structure([
      own(entity('a', 'company'), 'c', D),
      own(entity('b', 'company'), 'a', D),
      own(entity('c', 'company'), 'b', D),
    ]);
    expect(chains(loop, 'a').owned).toEqual(['b', 'c']);
    expect(chains(loop, 'a').owners).toEqual(['c', 'b']);
  });

  it('is what logic reads through any() and {relation.q}', () => {
    const index = buildSubjects(s, new Map([['propco', { company_uk_residential_property: 'yes' }]]));
    const trust = index.byId.get('trust');
    if (!trust) throw new Error('no trust');
    const direct = compile("any(owned, {company_uk_residential_property} = 'yes')");
    const chain = compile("any(OWNED_CHAIN, {company_uk_residential_property} = 'yes')");
    const names = compile('{owned_chain.name}');
    if (!direct.ok || !chain.ok || !names.ok) throw new Error('does not compile');
    expect(evaluate(direct.compiled, { subject: trust }).value).toBe(false);
    expect(evaluate(chain.compiled, { subject: trust }).value).toBe(true);
    expect(evaluate(names.compiled, { subject: trust }).value).toEqual([
      'holdco',
      'midco',
      'other',
      'propco',
    ]);
  });
});

// Any owner graph, loops and self-links included.
const TYPES: EntityType[] = ['trust', 'foundation', 'company', 'company', 'nominee'];
const graphArb = fc
  .array(
    fc.tuple(fc.constantFrom(...TYPES), fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 4 })),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((rows) =>
    structure(
      rows.map(([type, owners], index) =>
        owners.reduce(
          (e, owner) => (owner < rows.length ? own(e, `e${owner}`, D) : e),
          entity(`e${index}`, type),
        ),
      ),
    ),
  );

/** Reachability by brute force: the closure of direct links, going on only through companies and nominees. */
function reachable(s: SurveyStructure, id: string, step: (id: string) => string[]): Set<string> {
  const found = new Set<string>();
  let changed = true;
  const frontier = () => [
    id,
    ...[...found].filter((f) => ['company', 'nominee'].includes(s.entities[f]?.type ?? '')),
  ];
  while (changed) {
    changed = false;
    for (const from of frontier())
      for (const to of step(from))
        if (to !== id && !found.has(to)) {
          found.add(to);
          changed = true;
        }
  }
  return found;
}

describe('chain relations on any owner graph', () => {
  it('terminate, list each entity once and equal the closure of the direct links', () => {
    fc.assert(
      fc.property(graphArb, (s) => {
        for (const id of s.rootEntitiesIds) {
          const { owned, owners } = chains(s, id);
          expect(new Set(owned).size).toBe(owned.length);
          expect(new Set(owners).size).toBe(owners.length);
          const up = (x: string) => [...new Set(s.entities[x]?.overs ?? [])];
          const down = (x: string) => s.rootEntitiesIds.filter((y) => s.entities[y]?.overs.includes(x));
          expect(new Set(owners)).toEqual(reachable(s, id, up));
          expect(new Set(owned)).toEqual(reachable(s, id, down));
        }
      }),
      { numRuns: 300 },
    );
  });
});
