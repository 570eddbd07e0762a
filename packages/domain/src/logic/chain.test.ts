import type { Entity, OwnerDate, SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { entity, party, structure } from '../structure/builders';
import { buildSubjects, type SubjectAnswers } from '../subjects/subjects';
import { compile, evaluate } from './compile';

const D = '01/01/2020';

/** `owned` held by `ownerId` from D with the share given ('' or absent: not given). */
function held(owned: Entity, ownerId: string, share?: string): Entity {
  const record: OwnerDate = { id: ownerId, date: D, ...(share === undefined ? {} : { share }) };
  return { ...owned, overs: [...owned.overs, ownerId], dates: [...owned.dates, record] };
}

const close = (yes: 'yes' | 'no' | 'unknown') => ({ company_is_close: yes });

/** Evaluates `logic` on subject `id` (with loop instance `loop`), tracing reads. */
function run(
  s: SurveyStructure,
  id: string,
  logic: string,
  answers: SubjectAnswers = new Map(),
  loop?: string,
) {
  const subjects = buildSubjects(s, answers);
  const compiled = compile(logic);
  if (!compiled.ok) throw new Error(compiled.errors.map((e) => e.message).join('; '));
  const subject = subjects.byId.get(id);
  if (!subject) throw new Error(`no subject ${id}`);
  const loopSubject = loop === undefined ? undefined : subjects.byId.get(loop);
  return evaluate(
    compiled.compiled,
    { subject, ...(loopSubject ? { loop: loopSubject } : {}) },
    { trace: true },
  );
}

describe('chain functions: a trust and the companies below it', () => {
  // trust -40%-> jv -100%-> propco (holds the dwelling)
  const s = structure([
    entity('trust', 'trust'),
    held(entity('jv', 'company'), 'trust', '40'),
    held(entity('propco', 'company'), 'jv', '100'),
  ]);
  const answers = (jv: 'yes' | 'no' | 'unknown'): SubjectAnswers =>
    new Map([
      ['jv', close(jv)],
      ['propco', close('yes')],
    ]);
  const REACH =
    "any(owned_chain, {entity_type} = 'company' and {name} = 'propco' and chainShareAtLeast(5, {company_is_close} != 'no'))";

  it('reaches a company through close companies only', () => {
    expect(run(s, 'trust', REACH, answers('yes')).value).toBe(true);
    expect(run(s, 'trust', REACH, answers('no')).value).toBe(false);
  });

  it('reads an unknown close status the cautious way, and the explanation shows it was read', () => {
    const result = run(s, 'trust', REACH, answers('unknown'));
    expect(result.value).toBe(true);
    expect(result.reads).toContainEqual({ reference: 'company_is_close', subjectId: 'jv', value: 'unknown' });
  });

  it('multiplies the shares along the path', () => {
    const share = "any(owned_chain, {name} = 'propco' and chainShare() = 40)";
    expect(run(s, 'trust', share).value).toBe(true);
    expect(run(s, 'trust', "any(owned_chain, {name} = 'propco' and chainPaths() = 1)").value).toBe(true);
  });

  it('traces the share of every link on a counted path', () => {
    const result = run(s, 'trust', REACH, answers('yes'));
    expect(result.reads).toContainEqual({ reference: 'share_held@jv', subjectId: 'trust', value: '40' });
    expect(result.reads).toContainEqual({ reference: 'share_held@propco', subjectId: 'jv', value: '100' });
  });

  it('counts no path, and traces no share, where the condition fails', () => {
    const result = run(s, 'trust', REACH, answers('no'));
    expect(result.reads?.some((r) => r.reference.startsWith('share_held@'))).toBe(false);
    expect(
      run(
        s,
        'trust',
        "any(owned_chain, {name} = 'propco' and chainShare({company_is_close} = 'yes') = 0)",
        answers('no'),
      ).value,
    ).toBe(true);
  });
});

describe('chain functions: thresholds, bands and shares not given', () => {
  const chainOf = (share?: string) =>
    structure([entity('top', 'trust'), held(entity('co', 'company'), 'top', share)]);
  const over25 = 'any(owned_chain, chainShareOver(25))';
  const atLeast5 = 'any(owned_chain, chainShareAtLeast(5))';

  it('tests an exact share against the threshold', () => {
    expect(run(chainOf('25'), 'top', over25).value).toBe(false);
    expect(run(chainOf('25.01'), 'top', over25).value).toBe(true);
    expect(run(chainOf('5'), 'top', atLeast5).value).toBe(true);
    expect(run(chainOf('4.99'), 'top', atLeast5).value).toBe(false);
  });

  it('reads a band by its ends: over 25% only when the band may be over it', () => {
    expect(run(chainOf('5_to_25'), 'top', over25).value).toBe(false);
    expect(run(chainOf('over_25_to_50'), 'top', over25).value).toBe(true);
    expect(run(chainOf('under_5'), 'top', atLeast5).value).toBe(false);
    expect(run(chainOf('5_to_25'), 'top', atLeast5).value).toBe(true);
  });

  it('reads a share not given as possibly meeting any threshold, and gives no exact share', () => {
    expect(run(chainOf(), 'top', over25).value).toBe(true);
    expect(run(chainOf(''), 'top', atLeast5).value).toBe(true);
    expect(run(chainOf(), 'top', 'any(owned_chain, chainShare() empty)').value).toBe(true);
    const reads = run(chainOf(), 'top', over25).reads ?? [];
    expect(reads).toContainEqual({ reference: 'share_held@co', subjectId: 'top', value: undefined });
  });

  it('multiplies bands: more than 50% of 40% may be over 20% but not over 40%', () => {
    const s = structure([
      entity('top', 'trust'),
      held(entity('mid', 'company'), 'top', 'over_50'),
      held(entity('low', 'company'), 'mid', '40'),
    ]);
    const low = (logic: string) => run(s, 'top', `any(owned_chain, {name} = 'low' and ${logic})`).value;
    expect(low('chainShareOver(20)')).toBe(true);
    expect(low('chainShareOver(40)')).toBe(false);
  });

  it('adds up several paths to the same company', () => {
    // top holds a and b half each; each holds 30% of c: 15% + 15%
    const s = structure([
      entity('top', 'trust'),
      held(entity('a', 'company'), 'top', '50'),
      held(entity('b', 'company'), 'top', '50'),
      held(held(entity('c', 'company'), 'a', '30'), 'b', '30'),
    ]);
    expect(
      run(s, 'top', "any(owned_chain, {name} = 'c' and chainShare() = 30 and chainPaths() = 2)").value,
    ).toBe(true);
  });

  it('stops at a trust on the way, as owned_chain does', () => {
    const s = structure([
      entity('top', 'trust'),
      held(entity('t2', 'trust'), 'top'),
      held(entity('co', 'company'), 't2', '100'),
    ]);
    expect(run(s, 'top', "any(owned_chain, {name} = 'co')").value).toBe(false);
  });

  it('reports a chain function used outside a chain quantifier', () => {
    const result = run(chainOf('40'), 'top', 'chainShareOver(25)');
    expect(result.value).toBe(false);
    expect(result.diagnostics[0]).toMatch(/^chainShareOver\(\) measures a holding along a chain/);
  });
});

describe('participators: individuals at the top and looked-through nominees', () => {
  // Ann holds 60% of holdco, which holds 100% of subco.
  const direct = structure([
    { ...entity('holdco', 'company'), children: [party('ann', 'shareholder', 'holdco', [D])] },
    held(entity('subco', 'company'), 'holdco', '100'),
  ]);
  direct.entities.holdco = {
    ...(direct.entities.holdco as Entity),
    children: [
      {
        ...party('ann', 'shareholder', 'holdco', [D]),
        children: [{ id: 'a1', type: 'shareholderdates', date: D, share: '60' }],
      },
    ],
  };

  it('lists the shareholders of the companies above, with their effective share', () => {
    const subjects = buildSubjects(direct, new Map());
    expect((subjects.byId.get('subco')?.relations.participators ?? []).map((n) => n.id)).toEqual([
      'holdco',
      'holdco/ann',
    ]);
    expect(run(direct, 'subco', "any(participators, {name} = 'ann' and chainShare() = 60)").value).toBe(true);
    expect(run(direct, 'subco', "any(participators, {name} = 'ann' and chainShareOver(25))").value).toBe(
      true,
    );
  });

  it('finds the loop instance among them with isLoop()', () => {
    const logic = 'any(owned_chain, any(participators, isLoop() and chainShareOver(25)))';
    expect(run(direct, 'holdco', logic, new Map(), 'holdco/ann').value).toBe(true);
    expect(run(direct, 'holdco', 'any(shareholders, isLoop())', new Map(), 'holdco/ann').value).toBe(true);
    expect(run(direct, 'holdco', 'isLoop()').value).toBe(false);
  });

  it('reads a nominee that names an entity principal as the principal holding directly', () => {
    // midco's shareholder "Nominee Ltd" holds 60% for holdco.
    const nominee = {
      ...party('n', 'shareholder', 'midco', [D], { name: 'Nominee Ltd' }),
      children: [{ id: 'n1', type: 'shareholderdates' as const, date: D, share: '60' }],
      nomineeFor: { entityId: 'holdco' },
    };
    const s = structure([
      entity('holdco', 'company'),
      { ...entity('midco', 'company'), children: [nominee] },
    ]);
    const subjects = buildSubjects(s, new Map());
    const midco = subjects.byId.get('midco');
    expect((midco?.relations.owners ?? []).map((n) => n.id)).toEqual(['holdco']);
    expect(midco?.relations.shareholders).toEqual([]);
    expect((midco?.relations.nominees ?? []).map((n) => n.id)).toEqual(['midco/n']);
    expect((subjects.byId.get('holdco')?.relations.owned_chain ?? []).map((n) => n.id)).toEqual(['midco']);
    expect(run(s, 'holdco', 'any(owned_chain, chainShare() = 60)').value).toBe(true);
    expect(subjects.byId.get('midco/n')?.fields).toMatchObject({
      nominee_principal: 'holdco',
      nominee_principal_type: 'company',
    });
  });

  it('keeps a nominee for an individual among the shareholders, naming the person', () => {
    const s = structure([
      { ...entity('t', 'trust'), children: [party('ann', 'settlor', 't', [D], { name: 'Ann' })] },
      {
        ...entity('co', 'company'),
        children: [
          { ...party('n', 'shareholder', 'co', [D]), nomineeFor: { entityId: 't', partyId: 'ann' } },
        ],
      },
    ]);
    const co = buildSubjects(s, new Map()).byId.get('co');
    expect((co?.relations.shareholders ?? []).map((n) => n.id)).toEqual(['co/n']);
    expect(co?.relations.shareholders?.[0]?.fields).toMatchObject({
      nominee_principal: 'Ann',
      nominee_principal_type: 'individual',
    });
  });
});
