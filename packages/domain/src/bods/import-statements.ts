import type {
  BodsImportNote,
  DateRecord,
  EntityType,
  ImportedStructure,
  NomineePrincipal,
  OwnerDate,
} from '@tsr/contract';
import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import type {
  EntityStatement,
  Interest,
  PersonStatement,
  RelationshipStatement,
  Statement,
} from './statements';
import { FOUNDATION_WORDS } from './statements';
import { fromBodsDate, fromBodsShare } from './values';

/**
 * BODS 0.4 statements (already checked against the schema) as a structure for the builder
 * (docs/decisions/0041-bods.md). Entities become companies, trusts, foundations and companies
 * acting as nominee; people become the settlors, founders and shareholders their interests make
 * them; entities holding entities become owner links. Every statement, or part of one, that has no
 * place is listed with its reason, and so is every guess (an entity type the file left open, a
 * date it did not give): nothing is dropped without a word.
 */

export interface ImportResult {
  readonly structure: ImportedStructure;
  readonly notes: BodsImportNote[];
}

type ImportedEntity = ImportedStructure['entities'][string];
type ImportedParty = ImportedEntity['children'][number];
type Numbered<S extends Statement> = { statement: S; position: number };

export function importStatements(statements: readonly Statement[], name?: string): ImportResult {
  const notes: BodsImportNote[] = [];
  const note = (
    { statement, position }: Numbered<Statement>,
    about: string,
    outcome: BodsImportNote['outcome'],
    reason: string,
  ) =>
    notes.push({
      statement: position,
      statementId: statement.statementId,
      recordId: statement.recordId,
      recordType: statement.recordType,
      about,
      outcome,
      reason,
    });

  const names = new Map(statements.map((statement) => [statement.recordId, ownName(statement)]));
  const aboutOf = (statement: Statement): string => {
    if (statement.recordType !== 'relationship') return names.get(statement.recordId) || statement.recordId;
    const { subject, interestedParty } = statement.recordDetails;
    const named = (id: string | object) =>
      typeof id === 'string' ? names.get(id) || id : 'someone not named';
    return `${named(interestedParty)} in ${named(subject)}`;
  };
  const current = latestStatements(statements, aboutOf, note);
  const entityStatements = current.filter(
    (s): s is Numbered<EntityStatement> => s.statement.recordType === 'entity',
  );
  const persons = new Map(
    current
      .filter((s): s is Numbered<PersonStatement> => s.statement.recordType === 'person')
      .map((s) => [s.statement.recordId, s]),
  );
  const relationships = current.filter(
    (s): s is Numbered<RelationshipStatement> => s.statement.recordType === 'relationship',
  );

  // Nominations first: an arrangement whose nominee holds shares itself is folded into that
  // holding (the shareholder's principal); any other becomes a company acting as nominee.
  const nominations = nominationsOf(entityStatements, relationships);

  const entities = new Map<string, ImportedEntity>();
  const entityNames = new Map<string, string>();
  for (const numbered of entityStatements) {
    const { statement } = numbered;
    const details = statement.recordDetails;
    const entityName = details.name ?? '';
    entityNames.set(statement.recordId, entityName || statement.recordId);
    const nomination = nominations.get(statement.recordId);
    if (nomination?.folded) continue;
    const typed = entityTypeOf(details.entityType);
    if ('problem' in typed) {
      note(numbered, entityName || statement.recordId, 'not-mapped', typed.problem);
      continue;
    }
    if (typed.assumed) note(numbered, entityName || statement.recordId, 'assumed', typed.assumed);
    if (entityName === '')
      note(numbered, statement.recordId, 'assumed', 'The file gives no name: the builder asks for one');
    const incorporation = fromBodsDate(details.foundingDate);
    const exit = fromBodsDate(details.dissolutionDate);
    entities.set(statement.recordId, {
      id: statement.recordId,
      name: entityName,
      type: typed.type,
      children: [],
      overs: [],
      unders: [],
      dates: [],
      meta: {
        ...(typed.type === 'nominee' ? {} : { answerable: 'yes' }),
        ...(exit ? { end_date: exit } : {}),
      },
      ...(incorporation ? { incorporation_date: incorporation } : {}),
    });
  }

  const personName = (id: string) => {
    const names = persons.get(id)?.statement.recordDetails.names ?? [];
    return (names.find((n) => n.type === 'legal') ?? names[0])?.fullName ?? '';
  };
  const nameOf = (id: string | object) =>
    typeof id !== 'string' ? 'someone not named' : entityNames.get(id) || personName(id) || id;

  // Which parties each person is, in order, to name them and to find a nominee's principal.
  const partiesOfPerson = new Map<string, ImportedParty[]>();
  const mappedRelationships = new Set<string>();

  for (const numbered of relationships) {
    const { statement } = numbered;
    const { subject, interestedParty } = statement.recordDetails;
    const about = `${nameOf(interestedParty)} in ${nameOf(subject)}`;
    if (typeof subject !== 'string' || typeof interestedParty !== 'string') {
      const unspecified = typeof subject === 'string' ? interestedParty : subject;
      const why = typeof unspecified === 'string' ? '' : ` (${unspecified.reason})`;
      note(numbered, about, 'not-mapped', `The file does not say who takes part${why}`);
      continue;
    }
    const nomination = nominations.get(subject);
    if (nomination && (nomination.folded || nomination.roles.has(statement.recordId))) {
      // A nominee of an unfolded nomination: our company acting as nominee is the nominee itself.
      const roles = new Set((statement.recordDetails.interests ?? []).map((i) => i.type));
      if (!nomination.folded && roles.has('nominee'))
        note(
          numbered,
          about,
          'not-mapped',
          'Our company acting as nominee is the nominee itself: who acts for it is not kept',
        );
      continue;
    }
    const owned = entities.get(subject);
    if (!owned) {
      note(numbered, about, 'not-mapped', `Its subject (${nameOf(subject)}) is not part of the structure`);
      continue;
    }
    const owner = entities.get(interestedParty);
    const person = persons.get(interestedParty);
    if (!owner && !person) {
      note(
        numbered,
        about,
        'not-mapped',
        `Its interested party (${nameOf(interestedParty)}) is not part of the structure`,
      );
      continue;
    }
    const records = recordsOf(owned.type, statement.recordDetails.interests ?? [], (reason, outcome) =>
      note(numbered, about, outcome ?? 'not-mapped', reason),
    );
    if (records.length === 0) continue;
    mappedRelationships.add(statement.recordId);
    if (owner) {
      if (owner.type === 'nominee') {
        note(
          numbered,
          about,
          'not-mapped',
          'A company acting as nominee holds nothing in our structure: name it as the shareholder’s principal instead',
        );
        continue;
      }
      if (!owned.overs.includes(owner.id)) owned.overs.push(owner.id);
      if (!owner.unders.includes(owned.id)) owner.unders.push(owned.id);
      owned.dates.push(...records.map(({ date, end, share }) => ownerDate(owner.id, date, end, share)));
      continue;
    }
    const partyType = ENTITY_TYPES[owned.type].partyType;
    if (partyType === null) continue;
    let party = owned.children.find((p) => partiesOfPerson.get(interestedParty)?.includes(p));
    if (!party) {
      const deathDate = fromBodsDate(person?.statement.recordDetails.deathDate);
      party = {
        id: interestedParty,
        name: personName(interestedParty),
        type: partyType,
        parent: owned.id,
        ordinal: owned.children.filter((p) => p.type === partyType).length,
        children: [],
        ...(deathDate ? { meta: { deceased: 'yes', date: deathDate } } : {}),
      };
      owned.children.push(party);
      partiesOfPerson.set(interestedParty, [...(partiesOfPerson.get(interestedParty) ?? []), party]);
    }
    const recordType = PARTY_TYPES[partyType].recordType;
    for (const { date, end, share } of records) {
      party.children.push({
        id: `${party.id}-d${party.children.length}`,
        type: recordType,
        date,
        ...(end ? { end } : {}),
        ...(share ? { share } : {}),
      } satisfies Omit<DateRecord, 'date'> & { date: string });
    }
  }

  // A person who is a party of two entities gets one party id each: the person's id, then with the entity's.
  for (const [personId, parties] of partiesOfPerson) {
    if (parties.length < 2) continue;
    for (const party of parties.slice(1)) {
      const renamed = `${personId}:${party.parent}`;
      party.children = party.children.map((r, i) => ({ ...r, id: `${renamed}-d${i}` }));
      party.id = renamed;
    }
  }

  for (const nomination of nominations.values()) {
    const principal = principalOf(nomination.nominators, entities, partiesOfPerson);
    if (nomination.folded) {
      const holdings = nomination.nomineeIds
        .flatMap((id) => partiesOfPerson.get(id) ?? [])
        .filter((party) => party.type === 'shareholder');
      if (!principal) note(nomination.source, nomination.name, 'not-mapped', noPrincipal(nomination, nameOf));
      else if (holdings.length === 0)
        note(
          nomination.source,
          nomination.name,
          'not-mapped',
          'Its nominee is an entity, kept as an owner: only a shareholder can be named as holding for a principal, so the principal is not kept',
        );
      for (const party of holdings) if (principal) party.nomineeFor = principal;
      continue;
    }
    const nominee = entities.get(nomination.source.statement.recordId);
    if (!nominee) continue;
    const owner = principal && !principal.partyId ? entities.get(principal.entityId) : undefined;
    if (!owner) {
      note(nomination.source, nomination.name, 'not-mapped', noPrincipal(nomination, nameOf));
      continue;
    }
    // Our company acting as nominee is over-linked to whom it holds for (its owner), for the nominator's periods.
    nominee.overs.push(owner.id);
    owner.unders.push(nominee.id);
    const periods = nomination.nominatorInterests.filter((i) => i.type === 'nominator');
    nominee.dates.push(
      ...(periods.length === 0 ? [{}] : periods).map((i: Interest) =>
        ownerDate(owner.id, fromBodsDate(i.startDate) ?? '', fromBodsDate(i.endDate) ?? undefined, undefined),
      ),
    );
  }

  for (const [personId, numbered] of persons) {
    if (partiesOfPerson.has(personId) || nominationRole(nominations, personId)) continue;
    note(
      numbered,
      personName(personId) || personId,
      'not-mapped',
      'No interest of theirs makes them a settlor, founder or shareholder of an entity here',
    );
  }

  const ids = [...entities.keys()];
  const structureName =
    name?.trim() || (ids[0] ? `${entities.get(ids[0])?.name || 'Imported'} structure` : 'Imported structure');
  return {
    structure: { name: structureName, entities: Object.fromEntries(entities), rootEntitiesIds: ids },
    notes: notes.sort((a, b) => a.statement - b.statement),
  };
}

/**
 * The statement in force for each record: the latest by statement date, the later in the file when
 * two have the same date. The ones it replaced are listed.
 */
function latestStatements(
  statements: readonly Statement[],
  aboutOf: (statement: Statement) => string,
  note: (s: Numbered<Statement>, about: string, outcome: 'not-mapped', reason: string) => void,
): Numbered<Statement>[] {
  const latest = new Map<string, Numbered<Statement>>();
  statements.forEach((statement, index) => {
    const numbered = { statement, position: index + 1 };
    const key = `${statement.recordType}:${statement.recordId}`;
    const before = latest.get(key);
    if (before && before.statement.statementDate > statement.statementDate) {
      note(
        numbered,
        aboutOf(statement),
        'not-mapped',
        `Replaced by a later statement of the same record (statement ${before.position})`,
      );
      return;
    }
    if (before)
      note(
        before,
        aboutOf(before.statement),
        'not-mapped',
        `Replaced by a later statement of the same record (statement ${numbered.position})`,
      );
    latest.set(key, numbered);
  });
  return [...latest.values()].sort((a, b) => a.position - b.position);
}

function ownName(statement: Statement): string {
  if (statement.recordType === 'entity') return statement.recordDetails.name ?? '';
  if (statement.recordType === 'person') {
    const names = statement.recordDetails.names ?? [];
    return (names.find((n) => n.type === 'legal') ?? names[0])?.fullName ?? '';
  }
  return '';
}

type EntityTyping = { type: EntityType; assumed?: string } | { problem: string };

/** BODS's entity type as ours (statements.ts for the foundation's words). */
function entityTypeOf(entityType: EntityStatement['recordDetails']['entityType']): EntityTyping {
  const { type, subtype, details } = entityType;
  if (subtype === 'trust') return { type: 'trust' };
  if (subtype === 'nomination') return { type: 'nominee' };
  if (details && FOUNDATION_WORDS.test(details) && type !== 'state' && type !== 'stateBody')
    return { type: 'foundation' };
  switch (type) {
    case 'registeredEntity':
      return { type: 'company' };
    case 'legalEntity':
      return {
        type: 'company',
        assumed:
          'A legal entity that is not a trust: read as a company; change its type in the builder if it is not one',
      };
    case 'anonymousEntity':
    case 'unknownEntity':
      return {
        type: 'company',
        assumed:
          'The file does not say what kind of entity this is: read as a company; change its type in the builder if it is not one',
      };
    case 'arrangement':
      return {
        problem:
          'An arrangement that is neither a trust nor a nomination (such as joint ownership) has no place in our structure',
      };
    default:
      return { problem: 'A state or state body has no place in our structure' };
  }
}

interface MappedRecord {
  date: string;
  end?: string;
  share?: string;
}

/**
 * The dated records the interests give for an entity of `type`: a company's shareholdings, a
 * trust's settlements, a foundation's contributions. Indirect interests are left out: the
 * structure draws the chain through the entities between.
 */
function recordsOf(
  type: EntityType,
  interests: readonly Interest[],
  problem: (reason: string, outcome?: 'assumed') => void,
): MappedRecord[] {
  const records: MappedRecord[] = [];
  if (interests.length === 0) problem('The relationship names no interest');
  for (const interest of interests) {
    const kind = interest.type ?? 'of a kind not given';
    if (interest.directOrIndirect === 'indirect') {
      problem(
        `An indirect interest (${kind}): the structure draws the chain through the entities in between`,
      );
      continue;
    }
    if (interest.type === undefined) {
      problem('The interest does not say what kind of interest it is');
      continue;
    }
    const wanted = type === 'company' ? 'shareholding' : type === 'nominee' ? null : 'settlor';
    if (interest.type !== wanted) {
      problem(
        `The interest type ${kind} has no place in a ${ENTITY_TYPES[type].label.toLowerCase()} of our structure`,
      );
      continue;
    }
    const date = fromBodsDate(interest.startDate);
    if (!date) problem('The interest has no start date: the builder asks for it', 'assumed');
    const end = fromBodsDate(interest.endDate) ?? undefined;
    const periods = type === 'company';
    if (end && !periods)
      problem(`The end date ${interest.endDate} has no place on a settlement or contribution`);
    let share: string | undefined;
    if (interest.share) {
      const reading = fromBodsShare(interest.share);
      if (!periods) problem('A share has no place on a settlement or contribution');
      else if ('problem' in reading) problem(`The interest is kept without its share: ${reading.problem}`);
      else share = reading.share;
    }
    records.push({ date: date ?? '', ...(periods && end ? { end } : {}), ...(share ? { share } : {}) });
  }
  return records;
}

function ownerDate(id: string, date: string, end: string | undefined, share: string | undefined) {
  return { id, date, ...(end ? { end } : {}), ...(share ? { share } : {}) } satisfies Omit<
    OwnerDate,
    'date'
  > & {
    date: string;
  };
}

interface Nomination {
  source: Numbered<EntityStatement>;
  name: string;
  /** Its nominees' and nominators' record ids, and the relationships that say so. */
  nomineeIds: string[];
  nominators: string[];
  nominatorInterests: Interest[];
  roles: Set<string>;
  /** Its nominee is a shareholder itself: the nomination names that holding's principal. */
  folded: boolean;
}

function nominationsOf(
  entities: readonly Numbered<EntityStatement>[],
  relationships: readonly Numbered<RelationshipStatement>[],
): Map<string, Nomination> {
  const nominations = new Map<string, Nomination>();
  for (const source of entities) {
    if (source.statement.recordDetails.entityType.subtype !== 'nomination') continue;
    const id = source.statement.recordId;
    const nomination: Nomination = {
      source,
      name: source.statement.recordDetails.name ?? id,
      nomineeIds: [],
      nominators: [],
      nominatorInterests: [],
      roles: new Set(),
      folded: false,
    };
    for (const { statement } of relationships) {
      const details = statement.recordDetails;
      if (details.subject !== id || typeof details.interestedParty !== 'string') continue;
      const types = new Set((details.interests ?? []).map((i) => i.type));
      if (types.has('nominee')) nomination.nomineeIds.push(details.interestedParty);
      if (types.has('nominator')) {
        nomination.nominators.push(details.interestedParty);
        nomination.nominatorInterests.push(...(details.interests ?? []));
      }
      if (types.has('nominee') || types.has('nominator')) nomination.roles.add(statement.recordId);
    }
    // Folded when a nominee holds shares in an entity of the file directly.
    nomination.folded = relationships.some(({ statement }) => {
      const details = statement.recordDetails;
      return (
        typeof details.interestedParty === 'string' &&
        nomination.nomineeIds.includes(details.interestedParty) &&
        (details.interests ?? []).some((i) => i.type === 'shareholding' && i.directOrIndirect !== 'indirect')
      );
    });
    nominations.set(id, nomination);
  }
  return nominations;
}

/** Whom a nomination's nominee holds for: the nominator entity, or the nominator person's first party. */
function principalOf(
  nominators: readonly string[],
  entities: ReadonlyMap<string, ImportedEntity>,
  partiesOfPerson: ReadonlyMap<string, ImportedParty[]>,
): NomineePrincipal | undefined {
  const [nominator] = nominators;
  if (nominator === undefined) return undefined;
  const entity = entities.get(nominator);
  if (entity) return entity.type === 'nominee' ? undefined : { entityId: entity.id };
  const party = partiesOfPerson.get(nominator)?.[0];
  return party ? { entityId: party.parent, partyId: party.id } : undefined;
}

function noPrincipal(nomination: Nomination, nameOf: (id: string) => string): string {
  const [nominator] = nomination.nominators;
  if (nominator === undefined)
    return 'The nomination names no nominator, so whom the nominee holds for is not known';
  return `Its nominator (${nameOf(nominator)}) is not an entity or a party of the structure, so it cannot be named as the principal`;
}

function nominationRole(nominations: ReadonlyMap<string, Nomination>, personId: string): boolean {
  for (const n of nominations.values())
    if (n.folded && (n.nomineeIds.includes(personId) || n.nominators.includes(personId))) return true;
  return false;
}
