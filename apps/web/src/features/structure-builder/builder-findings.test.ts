import { entity, own, party, STRUCTURE_MESSAGES, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { allFindings, BUILDER_MESSAGES } from './builder-findings';
import { fieldState } from './finding-display';
import { problemList } from './problem-list';

describe('findings of the builder', () => {
  it('asks for the structure name, an entity, and entity names (our wording: the spec gives none)', () => {
    expect(allFindings(structure([], '')).map((f) => f.message)).toEqual([
      BUILDER_MESSAGES.structureName,
      BUILDER_MESSAGES.noEntities,
    ]);
    const unnamed = structure([entity('t1', 'trust', { name: ' ', meta: { answerable: 'no' } })], 'Oak');
    expect(allFindings(unnamed)).toEqual([
      expect.objectContaining({ entityId: 't1', field: 'name', message: BUILDER_MESSAGES.entityName }),
    ]);
  });

  it('puts the before-start checks of spec 5.2 first, then entity by entity in builder order', () => {
    const a = own(entity('a', 'company', { name: '' }), 'b', '01/01/2020');
    const b = own(entity('b', 'company', { name: '' }), 'a', '01/01/2020');
    const codes = allFindings(structure([b, a], '')).map((f) => `${f.entityId ?? '-'}:${f.code}`);
    expect(codes).toEqual([
      'b:structure-loop',
      '-:structure-name-missing',
      'b:entity-name-missing',
      'a:entity-name-missing',
    ]);
  });

  it('marks an empty date as incomplete and asks for it, instead of calling it "not a real date"', () => {
    const t1 = entity('t1', 'trust', {
      name: 'T',
      children: [party('ann', 'settlor', 't1', [''], { name: 'Ann' })],
    });
    const [finding] = allFindings(structure([t1], 'S'));
    expect(finding).toMatchObject({
      severity: 'invalid',
      message: BUILDER_MESSAGES.emptyDate,
      field: 'children[0].date',
    });
    const typed = entity('t1', 'trust', {
      name: 'T',
      children: [party('ann', 'settlor', 't1', ['3/4/20'], { name: 'Ann' })],
    });
    expect(allFindings(structure([typed], 'S'))[0]).toMatchObject({
      severity: 'error',
      message: STRUCTURE_MESSAGES.invalidDate('3/4/20'),
    });
  });

  it('shows a field red when any of its findings is an error, each message once', () => {
    const error = { code: 'x', message: 'Wrong', severity: 'error' as const };
    const invalid = { code: 'y', message: 'Missing', severity: 'invalid' as const };
    expect(fieldState([invalid, error, error])).toEqual({
      severity: 'error',
      messages: ['Missing', 'Wrong'],
    });
    expect(fieldState([invalid])).toEqual({ severity: 'invalid', messages: ['Missing'] });
    expect(fieldState([])).toEqual({ severity: null, messages: [] });
  });

  it('lists problems with where they are; before-start messages exactly as the spec words them', () => {
    const c1 = entity('c1', 'company', { name: 'Delta Holdings Ltd' });
    const t1 = own(
      entity('t1', 'trust', {
        name: 'Delta Trust',
        children: [party('p', 'settlor', 't1', ['01/01/2020'], { name: '' })],
      }),
      'c1',
    );
    const n1 = entity('n1', 'nominee', { name: 'Nominee' });
    const lines = problemList(structure([t1, c1]), allFindings(structure([t1, c1])));
    expect(lines.map((line) => `${line.where}: ${line.message}`)).toEqual([
      `Delta Trust, owned by Delta Holdings Ltd: ${STRUCTURE_MESSAGES.ownerDateMissing}`,
      `Delta Trust, Settlor 1: ${STRUCTURE_MESSAGES.partyNameMissing}`,
      `Delta Holdings Ltd: ${STRUCTURE_MESSAGES.noAssociatedParty}`,
    ]);
    const nomineeOnly = structure([n1]);
    expect(problemList(nomineeOnly, allFindings(nomineeOnly))).toEqual([
      expect.objectContaining({
        where: '',
        message: 'Review cannot be started with just a company acting as nominee only',
      }),
    ]);
  });
});
