/**
 * Relations a logic text can follow from the subject being evaluated, in {relation.question}
 * and any/all/none/count(relation, ...). The evaluation context supplies the related subjects;
 * a relation it does not supply is simply empty.
 */
export const RELATIONS = {
  settlors: 'The settlors of this trust (people, and entities acting as settlor).',
  founders: 'The founders of this foundation.',
  shareholders: 'The shareholders of this company.',
  owners: 'The entities that own this one (its overs).',
  owned: 'The entities this one owns (its unders).',
  owners_chain:
    'The entities that own this one directly or through companies, nearest first, up to the trust or foundation at the top of each chain.',
  owned_chain:
    'The entities this one owns directly or through the companies it owns, nearest first (a trust or foundation owned ends its branch).',
  participators:
    'The holders of this company, nearest first: its shareholders, and the entities above it with the shareholders of the companies among them (nominees read as their principals).',
  nominees: 'The shareholders of this company that hold as nominee for a principal named in the structure.',
  settles: 'The trusts this entity acts as settlor of.',
  founds: 'The foundations this entity acts as founder of.',
  parent: 'For a party or a date record: the entity or party it belongs to.',
  settlements: "This settlor's settlements.",
  contributions: "This founder's contributions.",
  shareholdings: "This shareholder's periods of ownership.",
} as const;

export type RelationName = keyof typeof RELATIONS;

export const RELATION_NAMES = Object.keys(RELATIONS) as RelationName[];

export function isRelationName(name: string): name is RelationName {
  return Object.hasOwn(RELATIONS, name);
}
