/**
 * The structure's vocabulary (spec 3.1), declared once: the entity types, the individual party
 * types each has, the dated records each party keeps, the questionnaire type (spec 3.2) each is
 * asked about, and the words users see for them. The zod enums of the structure, the question
 * types and their labels are derived from these tables, so a new type is a row here; the maps
 * keyed by these types elsewhere (colours, icons, intro texts, logic relations) then fail to
 * compile until they name it.
 *
 * The labels are the builder's (spec 2.4): a nominee is what users know as a company acting as
 * nominee (spec 5.2's wording).
 */

/** How a record's dates are entered: one date (a settlement), or a period with an optional end. */
export type DateKind = 'single' | 'period';

interface DateRecordTypeRow {
  /** One record as the user calls it; its fields are named after it ("Settlement date 1"). */
  readonly label: string;
  readonly dates: DateKind;
  /** The question type asked about each record; null: no questions (a shareholding). */
  readonly questionType: string | null;
}

/** Spec 3.1's derived types: the dated records under a party. */
export const DATE_RECORD_TYPES = {
  settlement: { label: 'Settlement', dates: 'single', questionType: 'settlement' },
  contribution: { label: 'Contribution', dates: 'single', questionType: 'contribution' },
  shareholderdates: { label: 'Shareholding', dates: 'period', questionType: null },
} as const satisfies Record<string, DateRecordTypeRow>;

type DateRecordTypeName = keyof typeof DATE_RECORD_TYPES;

interface PartyTypeRow {
  readonly label: string;
  readonly plural: string;
  /** The records the party keeps: a settlor's settlements, a shareholder's shareholdings. */
  readonly recordType: DateRecordTypeName;
  readonly questionType: string;
}

/** Spec 3.1's child party types: the individual parties of an entity. */
export const PARTY_TYPES = {
  settlor: { label: 'Settlor', plural: 'Settlors', recordType: 'settlement', questionType: 'settlor' },
  founder: { label: 'Founder', plural: 'Founders', recordType: 'contribution', questionType: 'founder' },
  shareholder: {
    label: 'Shareholder',
    plural: 'Shareholders',
    recordType: 'shareholderdates',
    questionType: 'shareholder',
  },
} as const satisfies Record<string, PartyTypeRow>;

type PartyTypeName = keyof typeof PARTY_TYPES;

interface EntityTypeRow {
  readonly label: string;
  /** The entity's individual parties; null: it has none of its own (a nominee). */
  readonly partyType: PartyTypeName | null;
  /** The question type asked about the entity; null: no questions (a nominee). */
  readonly questionType: string | null;
  /**
   * Who settles it: an owner of a trust acts as its settlor, of a foundation as its founder, and
   * preparation copies it down as one (spec 4); null: owners hold it for periods.
   */
  readonly settledBy: PartyTypeName | null;
}

/** Spec 3.1's entity types, in the order of the contract's enum. */
export const ENTITY_TYPES = {
  trust: { label: 'Trust', partyType: 'settlor', questionType: 'trust', settledBy: 'settlor' },
  foundation: { label: 'Foundation', partyType: 'founder', questionType: 'foundation', settledBy: 'founder' },
  company: { label: 'Company', partyType: 'shareholder', questionType: 'company', settledBy: null },
  nominee: { label: 'Company acting as nominee', partyType: null, questionType: null, settledBy: null },
} as const satisfies Record<string, EntityTypeRow>;

type EntityTypeName = keyof typeof ENTITY_TYPES;

/** The entity type dropdown, in the order spec 2.4 names them (trust and company first). */
export const ENTITY_TYPE_CHOICES: readonly EntityTypeName[] = ['trust', 'company', 'foundation', 'nominee'];

/** A table's keys as the non-empty tuple z.enum takes, in the table's order. */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): [K, ...K[]] {
  // Object.keys types its answer string[]; the tables' keys are exactly K, and none is empty.
  return Object.keys(table) as [K, ...K[]];
}

/** A value for each key, as a map typed by the keys. */
export function mapKeys<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  // Object.fromEntries types its answer by string; every key given is set.
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** The party types an entity's owners act as: a trust's settlor, a foundation's founder. */
export type SettlingPartyType = Exclude<(typeof ENTITY_TYPES)[EntityTypeName]['settledBy'], null>;

/** The party types an owner can act as (an entity's `actingAs`), in entity order: settlor, founder. */
export const ACTING_AS_TYPES = keysOf(ENTITY_TYPES)
  .map((type): SettlingPartyType | null => ENTITY_TYPES[type].settledBy)
  // z.enum takes a non-empty tuple; a trust is settled, so there is at least one.
  .filter((type, index, all): type is SettlingPartyType => type !== null && all.indexOf(type) === index) as [
  SettlingPartyType,
  ...SettlingPartyType[],
];

type Asked<T> = Exclude<T, null>;
type EntityQuestionType = Asked<(typeof ENTITY_TYPES)[EntityTypeName]['questionType']>;
type QuestionTypeName =
  | EntityQuestionType
  | (typeof PARTY_TYPES)[PartyTypeName]['questionType']
  | Asked<(typeof DATE_RECORD_TYPES)[DateRecordTypeName]['questionType']>;

/** The question types of entities (those that may have acting-as chunks), in entity order. */
export const ENTITY_QUESTION_TYPES: readonly EntityQuestionType[] = keysOf(ENTITY_TYPES)
  .map((type): EntityQuestionType | null => ENTITY_TYPES[type].questionType)
  .filter((type): type is EntityQuestionType => type !== null);

/**
 * Spec 3.2's question types with their labels, entity by entity: each entity type's own, then its
 * parties', then their records' (trust, settlor, settlement, foundation, ...).
 */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionTypeName, string>> = (() => {
  const labels: Partial<Record<QuestionTypeName, string>> = {};
  const add = (row: { readonly label: string; readonly questionType: QuestionTypeName | null }) => {
    if (row.questionType !== null) labels[row.questionType] ??= row.label;
  };
  for (const type of keysOf(ENTITY_TYPES)) {
    const entity = ENTITY_TYPES[type];
    add(entity);
    if (entity.partyType === null) continue;
    const party = PARTY_TYPES[entity.partyType];
    add(party);
    add(DATE_RECORD_TYPES[party.recordType]);
  }
  // A party or record type no entity type has yet is still asked about, after the rest.
  for (const type of keysOf(PARTY_TYPES)) add(PARTY_TYPES[type]);
  for (const type of keysOf(DATE_RECORD_TYPES)) add(DATE_RECORD_TYPES[type]);
  // Every question type is some row's, so each has its label now.
  return labels as Record<QuestionTypeName, string>;
})();

/** The question types in spec 3.2's order (see QUESTION_TYPE_LABELS). */
export const QUESTION_TYPES = keysOf(QUESTION_TYPE_LABELS);
