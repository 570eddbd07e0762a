import type {
  DateRecord,
  DateRecordType,
  Entity,
  Party,
  PartyType,
  QuestionType,
  SurveyStructure,
} from '@tsr/contract';
import { DATE_RECORD_TYPES, ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import type { LoopKey } from '../content/loops';
import type { RelationName } from '../logic/relations';
import type { Holding, Subject } from '../logic/runtime';
import { ancestorsOf, getEntity } from '../structure/graph';
import { currentShare } from '../structure/shares';
import { chainFrom, participatorsOf, passesOwnershipOn } from './chains';

/**
 * The subjects of a review, the things questions are asked about and logic reads: entities,
 * their parties and the parties' date records, linked by the relations of the logic language.
 * A subject's answers are its structure fields (meta, name, type, dates: docs/questionnaire.md)
 * overlaid with the answers given on its parts: logic reads the answers given, then the fields
 * (Subject.fields), so the answers are used as they are, not copied per subject.
 *
 * Subject ids are paths, so they are unique even when a user reuses an id across levels:
 * `entity`, `entity/party`, `entity/party/record`.
 */

export type SubjectKind = 'entity' | 'party' | 'record';

export interface SubjectNode extends Subject {
  readonly id: string;
  readonly kind: SubjectKind;
  /** The entity the subject is, or belongs to. */
  readonly entityId: string;
  readonly name: string;
  /** The question type of the subject; null for a record that has no questions (shareholderdates). */
  readonly questionType: QuestionType | null;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly fields: Readonly<Record<string, unknown>>;
  relations: Partial<Record<RelationName, SubjectNode[]>>;
  holdings?: Holding[];
  readonly passesOwnershipOn?: boolean;
}

export interface SubjectIndex {
  readonly byId: ReadonlyMap<string, SubjectNode>;
  /** Entities in the prepared structure's order. */
  readonly entities: readonly SubjectNode[];
  readonly structure: SurveyStructure;
}

export const partySubjectId = (entity: Entity, party: Party): string => `${entity.id}/${party.id}`;
export const recordSubjectId = (entity: Entity, party: Party, record: DateRecord): string =>
  `${entity.id}/${party.id}/${record.id}`;

/** Answers per subject id. */
export type SubjectAnswers = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

/** The relation an entity's parties of each type are read by (docs/logic-language.md). */
const PARTY_RELATION = {
  settlor: 'settlors',
  founder: 'founders',
  shareholder: 'shareholders',
} as const satisfies Record<PartyType, RelationName>;

/** The relation a party's records of each type are read by (docs/logic-language.md). */
const RECORD_RELATION = {
  settlement: 'settlements',
  contribution: 'contributions',
  shareholderdates: 'shareholdings',
} as const satisfies Record<DateRecordType, RelationName>;

const NO_ANSWERS: Readonly<Record<string, unknown>> = Object.freeze({});

/** The structure fields that have a value (meta keeps '' for "not given"); plain loops, no spreads: this runs per subject. */
function fieldsOf(
  meta: Readonly<Record<string, unknown>> | undefined,
  extra: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const source of [meta, extra]) {
    if (!source) continue;
    for (const key in source) {
      if (!Object.hasOwn(source, key)) continue;
      const value = source[key];
      if (value !== undefined && value !== '') fields[key] = value;
    }
  }
  return fields;
}

/** Builds the subjects of a prepared structure with the answers given so far. */
export function buildSubjects(structure: SurveyStructure, answers: SubjectAnswers): SubjectIndex {
  const byId = new Map<string, SubjectNode>();
  const entities: SubjectNode[] = [];
  const given = (id: string) => answers.get(id) ?? NO_ANSWERS;

  for (const id of structure.rootEntitiesIds) {
    const entity = structure.entities[id];
    if (!entity || byId.has(id)) continue;
    const node: SubjectNode = {
      id,
      kind: 'entity',
      entityId: id,
      name: entity.name,
      questionType: ENTITY_TYPES[entity.type].questionType,
      answers: given(id),
      fields: fieldsOf(entity.meta, {
        incorporation_date: entity.incorporation_date,
        entity_type: entity.type,
        name: entity.name,
      }),
      relations: {},
      holdings: [],
      passesOwnershipOn: passesOwnershipOn(entity.type),
    };
    byId.set(id, node);
    entities.push(node);
  }

  const nominees: { party: SubjectNode; principal: SubjectNode; share: string | undefined }[] = [];
  for (const node of entities) {
    const entity = structure.entities[node.id] as Entity;
    const parties: Record<(typeof PARTY_RELATION)[PartyType], SubjectNode[]> = {
      settlors: [],
      founders: [],
      shareholders: [],
    };
    const nomineeParties: SubjectNode[] = [];
    for (const party of entity.children) {
      const partyId = partySubjectId(entity, party);
      const partyNode: SubjectNode = {
        id: partyId,
        kind: 'party',
        entityId: entity.id,
        name: party.name,
        questionType: PARTY_TYPES[party.type].questionType,
        answers: given(partyId),
        fields: fieldsOf(party.meta, {
          name: party.name,
          party_type: party.type,
          ...nomineeFields(structure, party),
        }),
        relations: { parent: [node] },
      };
      byId.set(partyId, partyNode);
      const records: Record<(typeof RECORD_RELATION)[DateRecordType], SubjectNode[]> = {
        settlements: [],
        contributions: [],
        shareholdings: [],
      };
      for (const record of party.children) {
        const recordId = recordSubjectId(entity, party, record);
        const recordNode: SubjectNode = {
          id: recordId,
          kind: 'record',
          entityId: entity.id,
          name: `${party.name} ${record.date}`,
          questionType: DATE_RECORD_TYPES[record.type].questionType,
          answers: given(recordId),
          fields: fieldsOf(undefined, { date: record.date, end: record.end }),
          relations: { parent: [partyNode] },
        };
        byId.set(recordId, recordNode);
        records[RECORD_RELATION[record.type]].push(recordNode);
      }
      partyNode.relations = { ...partyNode.relations, ...records };
      const relation = PARTY_RELATION[party.type];
      if (relation !== 'shareholders') parties[relation].push(partyNode);
      else {
        const principalId = entityPrincipalId(entity, party);
        const principal = principalId === undefined ? undefined : byId.get(principalId);
        const share = currentShare(party.children);
        if (principal?.kind === 'entity') nominees.push({ party: partyNode, principal, share });
        else {
          parties.shareholders.push(partyNode);
          partyNode.holdings = [{ target: node, share }];
        }
        if (party.nomineeFor) nomineeParties.push(partyNode);
      }
    }
    node.relations = { ...parties, nominees: nomineeParties };
  }

  // Owner links, then nominees holding for an entity: the principal holds as if directly (TCGA 1992 s.60).
  const owners = new Map<SubjectNode, SubjectNode[]>();
  const owned = new Map<SubjectNode, SubjectNode[]>();
  const link = (holder: SubjectNode, company: SubjectNode, share: string | undefined) => {
    holder.holdings?.push({ target: company, share });
    const above = owners.get(company) ?? [];
    if (!above.includes(holder)) owners.set(company, [...above, holder]);
    const below = owned.get(holder) ?? [];
    if (!below.includes(company)) owned.set(holder, [...below, company]);
  };
  for (const node of entities) {
    const entity = structure.entities[node.id] as Entity;
    for (const ownerId of new Set(entity.overs)) {
      const owner = byId.get(ownerId);
      if (owner?.kind !== 'entity' || owner === node) continue;
      link(owner, node, currentShare(entity.dates.filter((record) => record.id === ownerId)));
    }
  }
  for (const { party, principal, share } of nominees) {
    const company = byId.get(party.entityId) as SubjectNode;
    link(principal, company, share);
  }
  for (const node of entities) {
    const entity = structure.entities[node.id] as Entity;
    const copiedTo = relatedEntities(byId, entity.copiedTo);
    node.relations.owners = owners.get(node) ?? [];
    node.relations.owned = owned.get(node) ?? [];
    node.relations.settles = copiedTo.filter((n) => structure.entities[n.id]?.type === 'trust');
    node.relations.founds = copiedTo.filter((n) => structure.entities[n.id]?.type === 'foundation');
  }
  // Chains need every entity's direct links first.
  const typeOf = (n: SubjectNode) => structure.entities[n.id]?.type;
  for (const node of entities) {
    node.relations.owned_chain = chainFrom(node, (n) => n.relations.owned ?? [], typeOf);
    node.relations.owners_chain = chainFrom(node, (n) => n.relations.owners ?? [], typeOf);
  }
  for (const node of entities) node.relations.participators = participatorsOf(node);
  return { byId, entities, structure };
}

const relatedEntities = (byId: ReadonlyMap<string, SubjectNode>, ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => byId.get(id)).filter((n): n is SubjectNode => n?.kind === 'entity');

/** The entity a nominee shareholder holds for, when it names one (not a party, not the company itself). */
function entityPrincipalId(entity: Entity, party: Party): string | undefined {
  const principal = party.nomineeFor;
  if (party.type !== 'shareholder' || !principal || principal.partyId !== undefined) return undefined;
  return principal.entityId === entity.id ? undefined : principal.entityId;
}

/**
 * The fields a nominee shareholder that names its principal adds (docs/questionnaire.md): whom it
 * holds for, and whether that is an individual or which kind of entity.
 */
function nomineeFields(structure: SurveyStructure, party: Party): Record<string, string> {
  const principal = party.nomineeFor;
  if (party.type !== 'shareholder' || !principal) return {};
  const owner = getEntity(structure, principal.entityId);
  if (!owner) return {};
  if (principal.partyId === undefined)
    return { nominee_principal: owner.name, nominee_principal_type: owner.type };
  const person = owner.children.find((p) => p.id === principal.partyId);
  return person ? { nominee_principal: person.name, nominee_principal_type: 'individual' } : {};
}

/**
 * The loop instances of an entity for a loop key (docs/scoring.md), in the structure's order.
 * Over settlors: the settlors and founders of every trust or foundation above the entity.
 */
export function loopInstances(
  index: SubjectIndex,
  entity: SubjectNode,
  key: LoopKey,
): readonly SubjectNode[] {
  const r = entity.relations;
  switch (key) {
    case 'settlors':
      return r.settlors ?? [];
    case 'founders':
      return r.founders ?? [];
    case 'shareholders':
      return r.shareholders ?? [];
    case 'nominees':
      return r.nominees ?? [];
    case 'settlements':
      return (r.settlors ?? []).flatMap((party) => party.relations.settlements ?? []);
    case 'contributions':
      return (r.founders ?? []).flatMap((party) => party.relations.contributions ?? []);
    case 'owners':
      return r.owners ?? [];
    case 'ownedChain':
      return r.owned_chain ?? [];
    case 'overSettlors': {
      const above = ancestorsOf(index.structure, entity.id);
      return index.entities
        .filter((node) => above.has(node.id))
        .flatMap((node) => [...(node.relations.settlors ?? []), ...(node.relations.founders ?? [])]);
    }
    default: {
      const never: never = key;
      throw new Error(`Unknown loop key ${String(never)}`);
    }
  }
}
