import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { DraftStructure } from './draft-storage';
import { sameStructure } from './useStructureDraft';

const saved = structure(
  [
    own(
      entity('t1', 'trust', {
        name: 'Oak Trust',
        children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
      }),
      'c1',
      '01/09/2019',
    ),
    entity('c1', 'company', { name: 'Oak Holdings Ltd', incorporation_date: '01/01/2015' }),
  ],
  'Oak',
);

describe('a saved structure and the draft made from it', () => {
  it('are the same when the draft went through storage, whatever the order of their keys', () => {
    const readBack = DraftStructure.parse(JSON.parse(JSON.stringify(saved)));
    const reordered = JSON.parse(
      JSON.stringify({ rootEntitiesIds: saved.rootEntitiesIds, entities: saved.entities, name: saved.name }),
    );
    expect(sameStructure(readBack, saved)).toBe(true);
    expect(sameStructure(reordered, saved)).toBe(true);
  });

  it('treat a field left undefined as absent, as JSON does', () => {
    const t1 = saved.entities.t1;
    if (!t1) throw new Error('the fixture has t1');
    const withUndefined = {
      ...saved,
      entities: { ...saved.entities, t1: { ...t1, incorporation_date: undefined } },
    };
    expect(sameStructure(withUndefined, saved)).toBe(true);
  });

  it('differ once a name, a date or the order of the entities changes', () => {
    const t1 = saved.entities.t1;
    if (!t1) throw new Error('the fixture has t1');
    expect(sameStructure({ ...saved, name: 'Oak 2026' }, saved)).toBe(false);
    const redated = { ...t1, dates: t1.dates.map((d) => ({ ...d, date: '02/09/2019' })) };
    expect(sameStructure({ ...saved, entities: { ...saved.entities, t1: redated } }, saved)).toBe(false);
    expect(sameStructure({ ...saved, rootEntitiesIds: [...saved.rootEntitiesIds].reverse() }, saved)).toBe(
      false,
    );
  });
});
