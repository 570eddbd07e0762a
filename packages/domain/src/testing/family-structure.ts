import type { Entity, SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '../structure/builders';

/**
 * A realistic 50-entity structure: 10 family trusts, each settled by a holding company with two
 * shareholders, owning a chain of property companies, plus foundations and nominees.
 */
export function fiftyEntities(): SurveyStructure {
  return familyStructure(10);
}

/** The same pattern with `groups` families of five entities each (50 entities for 10). */
export function familyStructure(groups: number): SurveyStructure {
  const entities: Entity[] = [];
  for (let g = 0; g < groups; g += 1) {
    const holding = entity(`hold${g}`, 'company', {
      name: `Holding ${g} Ltd`,
      incorporation_date: '02/02/2005',
      children: [
        party(`hold${g}-a`, 'shareholder', `hold${g}`, ['02/02/2005'], { name: `Founder ${g}`, ordinal: 0 }),
        party(`hold${g}-b`, 'shareholder', `hold${g}`, ['02/02/2005-01/01/2015'], {
          name: `Partner ${g}`,
          ordinal: 1,
        }),
      ],
    });
    const trust = own(
      entity(`trust${g}`, 'trust', {
        name: `Family Trust ${g}`,
        children: [
          party(`trust${g}-s1`, 'settlor', `trust${g}`, ['01/06/2008', '01/06/2012'], {
            name: `Settlor ${g}`,
            ordinal: 0,
          }),
          party(`trust${g}-s2`, 'settlor', `trust${g}`, ['01/01/2013'], {
            name: `Late settlor ${g}`,
            ordinal: 1,
            meta: { deceased: 'yes' },
          }),
        ],
      }),
      holding.id,
      '01/09/2010',
    );
    const property = own(
      entity(`prop${g}`, 'company', {
        name: `Property ${g} SA`,
        incorporation_date: '01/01/2009',
        children: [party(`prop${g}-sh`, 'shareholder', `prop${g}`, ['01/01/2009'], { name: `Trustee ${g}` })],
      }),
      trust.id,
      '01/01/2011',
    );
    const foundation = own(
      entity(`fdn${g}`, 'foundation', { name: `Foundation ${g}` }),
      holding.id,
      '01/01/2016',
    );
    entities.push(
      holding,
      trust,
      property,
      foundation,
      entity(`nom${g}`, 'nominee', { name: `Nominee ${g}` }),
    );
  }
  return structure(entities, `${groups * 5} entities`);
}
