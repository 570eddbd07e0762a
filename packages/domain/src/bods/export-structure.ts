import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import type { EntityDetails, Interest, PersonDetails, RelationshipDetails, Statement } from './statements';
import { FOUNDATION_DETAILS, FOUNDER_DETAILS } from './statements';
import { toBodsDate, toBodsShare } from './values';

/**
 * A structure as BODS 0.4 statements (docs/decisions/0041-bods.md): an entity statement per
 * entity, a person statement per individual party, and a relationship statement per party and per
 * owner link, its interests one per dated record. A shareholder acting as nominee adds a nomination
 * arrangement between it and its principal. Pure: the date and publisher are given; statement ids
 * are made from the record and the date, so the same structure on the same day gives the same file.
 * `importStatements` reads the file back into the same structure.
 */

export interface ExportOptions {
  /** The statements' date and publication date: YYYY-MM-DD. */
  readonly date: string;
  readonly publisher: string;
}

const BODS_VERSION = '0.4';

export function exportStructure(structure: SurveyStructure, options: ExportOptions): Statement[] {
  const entities = orderedEntities(structure);
  const personIds = personRecordIds(entities);
  const declarationSubject = entities[0]?.id ?? 'structure';
  const base = (recordId: string) => ({
    statementId: statementId(recordId, options.date),
    statementDate: options.date,
    recordId,
    recordStatus: 'new' as const,
    declarationSubject,
    publicationDetails: {
      publicationDate: options.date,
      bodsVersion: BODS_VERSION,
      publisher: { name: options.publisher },
    },
  });

  const entityStatements: Statement[] = entities.map((entity) => ({
    ...base(entity.id),
    recordType: 'entity',
    recordDetails: entityDetails(entity),
  }));
  const personStatements: Statement[] = [];
  const relationships: Statement[] = [];
  const relationship = (recordId: string, details: RelationshipDetails) =>
    relationships.push({ ...base(recordId), recordType: 'relationship', recordDetails: details });

  for (const entity of entities) {
    for (const party of entity.children) {
      const personId = personIds.get(party) ?? party.id;
      personStatements.push({ ...base(personId), recordType: 'person', recordDetails: personDetails(party) });
      relationship(`holding:${entity.id}:${party.id}`, {
        isComponent: false,
        subject: entity.id,
        interestedParty: personId,
        interests: party.children.map((record) => interestOf(entity, record)),
      });
    }
    for (const ownerId of entity.overs) {
      relationship(`link:${entity.id}:${ownerId}`, {
        isComponent: false,
        subject: entity.id,
        interestedParty: ownerId,
        interests: entity.dates
          .filter((period) => period.id === ownerId)
          .map((period) => interestOf(entity, period)),
      });
    }
  }

  // A shareholder holding for someone: the nomination between it (the nominee) and its principal.
  for (const entity of entities) {
    for (const party of entity.children) {
      const principal = party.nomineeFor;
      if (!principal) continue;
      const principalParty = principal.partyId
        ? structure.entities[principal.entityId]?.children.find((p) => p.id === principal.partyId)
        : undefined;
      const nominatorId = principalParty
        ? (personIds.get(principalParty) ?? principalParty.id)
        : principal.entityId;
      const nomination = `nomination:${entity.id}:${party.id}`;
      entityStatements.push({
        ...base(nomination),
        recordType: 'entity',
        recordDetails: {
          isComponent: false,
          entityType: { type: 'arrangement', subtype: 'nomination' },
          name: `${party.name} as nominee in ${entity.name}`,
        },
      });
      const role = (type: 'nominee' | 'nominator', interestedParty: string) =>
        relationship(`${type}:${entity.id}:${party.id}`, {
          isComponent: false,
          subject: nomination,
          interestedParty,
          interests: [{ type, directOrIndirect: 'direct' }],
        });
      role('nominee', personIds.get(party) ?? party.id);
      role('nominator', nominatorId);
    }
  }
  return [...entityStatements, ...personStatements, ...relationships];
}

/** The user's entities in builder order, then any the order does not name. */
function orderedEntities(structure: SurveyStructure): Entity[] {
  const seen = new Set<string>();
  const out: Entity[] = [];
  for (const id of [...structure.rootEntitiesIds, ...Object.keys(structure.entities)]) {
    const entity = structure.entities[id];
    if (entity && !seen.has(id)) {
      seen.add(id);
      out.push(entity);
    }
  }
  return out;
}

/**
 * A person's record id: the party's own id when no other party or entity has it (so the import
 * gives the same id back), else the entity's and the party's together.
 */
function personRecordIds(entities: readonly Entity[]): Map<Party, string> {
  const count = new Map<string, number>();
  for (const entity of entities) count.set(entity.id, (count.get(entity.id) ?? 0) + 1);
  for (const entity of entities)
    for (const party of entity.children) count.set(party.id, (count.get(party.id) ?? 0) + 1);
  const ids = new Map<Party, string>();
  for (const entity of entities)
    for (const party of entity.children)
      ids.set(party, count.get(party.id) === 1 ? party.id : `${entity.id}:${party.id}`);
  return ids;
}

function entityDetails(entity: Entity): EntityDetails {
  const foundingDate = toBodsDate(entity.incorporation_date);
  const dissolutionDate = toBodsDate(entity.meta.end_date);
  return {
    isComponent: false,
    entityType: ENTITY_TYPE[entity.type],
    name: entity.name,
    ...(foundingDate ? { foundingDate } : {}),
    ...(dissolutionDate ? { dissolutionDate } : {}),
  };
}

/** Our entity types in BODS's words (the import reads them back, statements.ts). */
const ENTITY_TYPE: Record<Entity['type'], EntityDetails['entityType']> = {
  company: { type: 'registeredEntity' },
  trust: { type: 'arrangement', subtype: 'trust' },
  foundation: { type: 'legalEntity', subtype: 'other', details: FOUNDATION_DETAILS },
  nominee: { type: 'arrangement', subtype: 'nomination' },
};

function personDetails(party: Party): PersonDetails {
  const name = party.name.trim();
  const deathDate = party.meta?.deceased === 'yes' ? toBodsDate(party.meta.date) : undefined;
  return {
    isComponent: false,
    // A draft's party without a name yet is a person not identified.
    personType: name === '' ? 'unknownPerson' : 'knownPerson',
    ...(name === '' ? {} : { names: [{ type: 'legal', fullName: party.name }] }),
    ...(deathDate ? { deathDate } : {}),
  };
}

/**
 * One dated record as an interest of the party or owner in the entity: a shareholding (a period,
 * with its share), a settlement (a settlor interest from its date), a contribution (a settlor
 * interest a founder made), or for a company acting as nominee the principal it holds for.
 */
function interestOf(entity: Entity, record: { date: string; end?: string; share?: string }): Interest {
  const startDate = toBodsDate(record.date);
  const endDate = toBodsDate(record.end);
  const share = toBodsShare(record.share);
  const type =
    entity.type === 'company' ? 'shareholding' : entity.type === 'nominee' ? 'nominator' : 'settlor';
  return {
    type,
    directOrIndirect: 'direct',
    ...(entity.type === 'foundation' ? { details: FOUNDER_DETAILS } : {}),
    ...(share ? { share } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/**
 * A statement id of 32 hex digits (the schema asks 32 to 64 characters), the same for the same
 * record on the same day: four FNV-1a hashes of the text with different offsets.
 */
function statementId(recordId: string, date: string): string {
  const text = `${recordId}@${date}`;
  let out = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
    let hash = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}
