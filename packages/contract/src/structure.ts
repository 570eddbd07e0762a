import { z } from 'zod';
import { Answers } from './answer-values';
import {
  ACTING_AS_TYPES,
  DATE_RECORD_TYPES,
  ENTITY_TYPES,
  keysOf,
  PARTY_TYPES,
} from './structure-vocabulary';
import { NameText } from './text';

/**
 * Spec 3.1: the structure a user builds before a review (entities, their parties and dates).
 * Dates are dd/mm/yyyy strings; a string that is not a real calendar date fails validation
 * with a message, it never throws.
 *
 * The objects are strict: a property the schema does not know is refused with a 400 naming it,
 * never dropped, so a client that puts `deceased` on the wrong object does not get a review of
 * a different structure (docs/decisions/0010). `meta` alone keeps other string keys (spec 3.1).
 */

/** A calendar date without a time zone: months and days are 1-based. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Parses a dd/mm/yyyy string strictly: two-digit day and month, four-digit year, a day that
 * exists in that month (31/02/2023 is rejected). Integer arithmetic only, so no time zone can
 * shift the result. Returns null for anything else.
 */
export function parseStructureDate(text: string): CivilDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const DATE_FORMAT_MESSAGE = 'Please enter a real date in the form dd/mm/yyyy';

/** A dd/mm/yyyy date that exists in the calendar. */
export const StructureDate = z
  .string()
  .refine((text) => parseStructureDate(text) !== null, { message: DATE_FORMAT_MESSAGE });

/** A date field a form may leave blank: '' means not given. */
export const OptionalStructureDate = z.union([z.literal(''), StructureDate]);

/** The types and their words are declared in structure-vocabulary.ts. */
export const EntityType = z.enum(keysOf(ENTITY_TYPES));
export type EntityType = z.infer<typeof EntityType>;

/** Individual (child) parties of an entity. */
export const PartyType = z.enum(keysOf(PARTY_TYPES));
export type PartyType = z.infer<typeof PartyType>;

/** Date records under a party: a settlor's settlements, a founder's contributions, a shareholder's ranges. */
export const DateRecordType = z.enum(keysOf(DATE_RECORD_TYPES));
export type DateRecordType = z.infer<typeof DateRecordType>;

/**
 * A holding's share of the company it holds, as the user knows it: an exact percentage (more
 * than 0, at most 100, such as '40' or '12.5'), or a band whose ends are the law's thresholds
 * (IHTA 1984 Sch A1: under 5%; TCGA 1992 s.3(4): over 25%; control: over 50%). '' or absent:
 * not given. Kept as text like the dates, so a half-typed value stays in a draft and is reported.
 */
export const ShareBand = z.enum(['under_5', '5_to_25', 'over_25_to_50', 'over_50']);
export type ShareBand = z.infer<typeof ShareBand>;

export const SHARE_BAND_LABELS: Readonly<Record<ShareBand, string>> = {
  under_5: 'Less than 5%',
  '5_to_25': '5% to 25%',
  over_25_to_50: 'More than 25%, up to 50%',
  over_50: 'More than 50%',
};

const SHARE_NUMBER = /^\d{1,3}(\.\d{1,4})?$/;

/**
 * A range of percentages other than the four bands, as a register publishes it (BODS 0.4's
 * minimum / exclusiveMinimum and maximum / exclusiveMaximum, such as UK Companies House's "more
 * than 50% but not more than 75%"; docs/decisions/0041-bods.md): kept as it is, never widened to a
 * band. Written in interval notation, `(50,75]`, `[75,100)`: a bracket includes its end, a
 * parenthesis leaves it out. The builder offers no way to type one; it arrives by import.
 */
export interface ShareInterval {
  readonly lo: number;
  readonly hi: number;
  readonly loOpen: boolean;
  readonly hiOpen: boolean;
}

const SHARE_INTERVAL = /^([[(])(\d{1,3}(?:\.\d{1,4})?),(\d{1,3}(?:\.\d{1,4})?)([\])])$/;

function parseInterval(text: string): ShareInterval | null {
  const match = SHARE_INTERVAL.exec(text);
  if (!match) return null;
  const lo = Number(match[2]);
  const hi = Number(match[3]);
  const interval = { lo, hi, loOpen: match[1] === '(', hiOpen: match[4] === ')' };
  // A range of some holding: within 0 to 100, not empty, and not a single exact figure.
  if (hi > 100 || lo >= hi || (lo === 0 && !interval.loOpen)) return null;
  return interval;
}

/** The text of a range of percentages (see ShareInterval). */
export function shareIntervalText(interval: ShareInterval): string {
  return `${interval.loOpen ? '(' : '['}${interval.lo},${interval.hi}${interval.hiOpen ? ')' : ']'}`;
}

/** The share a text gives: an exact percentage, a band, a range, or null when it is none of them. */
export function parseShare(
  text: string,
): { exact: number } | { band: ShareBand } | { range: ShareInterval } | null {
  const band = ShareBand.safeParse(text);
  if (band.success) return { band: band.data };
  const range = parseInterval(text);
  if (range) return { range };
  if (!SHARE_NUMBER.test(text)) return null;
  const exact = Number(text);
  return exact > 0 && exact <= 100 ? { exact } : null;
}

export const SHARE_FORMAT_MESSAGE = 'Please enter a percentage more than 0 and at most 100, or choose a band';

/** A share field a form may leave blank: '' means not given. */
export const OptionalShare = z
  .string()
  .refine((text) => text === '' || parseShare(text) !== null, { message: SHARE_FORMAT_MESSAGE });

export const YesNoValue = z.enum(['yes', 'no']);
/** Preparation marks each entity with copied YES or NO (spec 4), in capitals as the spec writes it. */
export const CopiedFlag = z.enum(['YES', 'NO']);

/**
 * The meta map of spec 3.1. The listed keys are typed; forms may keep other string keys.
 * `end_date` is the entity's exit date (dates may not fall after it); `date` on a deceased party
 * is the date of death, which for a deceased settlor is also their single settlement date.
 */
export const Meta = z
  .object({
    answerable: YesNoValue.optional(),
    entity_type: z.string().optional(),
    name: NameText.optional(),
    active: z.string().optional(),
    incorporation_date: OptionalStructureDate.optional(),
    date: OptionalStructureDate.optional(),
    end: OptionalStructureDate.optional(),
    deceased: YesNoValue.optional(),
    copied: CopiedFlag.optional(),
    first_settlement: OptionalStructureDate.optional(),
    start_date: OptionalStructureDate.optional(),
    end_date: OptionalStructureDate.optional(),
  })
  .catchall(z.string());
export type Meta = z.infer<typeof Meta>;

export const MetaArray = z.record(z.string(), z.array(z.string()));
export type MetaArray = z.infer<typeof MetaArray>;

/**
 * One dated record under a party: a settlement or contribution on `date`, or a shareholding
 * from `date` to `end` (no end: still held) with the share held in that period.
 */
export const DateRecord = z.strictObject({
  id: z.string().min(1),
  type: DateRecordType,
  date: StructureDate,
  end: OptionalStructureDate.optional(),
  /** A shareholding's share of the company (shareholderdates only). */
  share: OptionalShare.optional(),
});
export type DateRecord = z.infer<typeof DateRecord>;

/**
 * Whom a shareholder holds its shares for when it acts as nominee: an entity of the structure, or
 * an individual party of one (`partyId` of the entity `entityId`). Every rule reads the holding
 * as the principal's own (TCGA 1992 s.60; docs/decisions/0021).
 */
export const NomineePrincipal = z.strictObject({
  entityId: z.string().min(1),
  partyId: z.string().min(1).optional(),
});
export type NomineePrincipal = z.infer<typeof NomineePrincipal>;

/** An individual party (settlor, founder, shareholder) of an entity. */
export const Party = z.strictObject({
  id: z.string().min(1),
  name: NameText,
  type: PartyType,
  /** Id of the entity this party belongs to. */
  parent: z.string(),
  ordinal: z.number().int(),
  children: z.array(DateRecord),
  meta: Meta.optional(),
  /** Set by preparation on copies: the entity (or party) this copy was made from. */
  copiedFrom: z.string().optional(),
  /** A shareholder acting as nominee: whom it holds for (spec 5.2 keeps nominees out of owner links). */
  nomineeFor: NomineePrincipal.optional(),
});
export type Party = z.infer<typeof Party>;

/**
 * One period during which the entity `id` owns (is over) this entity: an owner link's date.
 * A link from owner X exists when X's id is in `overs`; its dates are the records here with id X.
 */
export const OwnerDate = z.strictObject({
  id: z.string().min(1),
  date: StructureDate,
  end: OptionalStructureDate.optional(),
  /** The owner's share of this entity in the period (for a company owned; see OptionalShare). */
  share: OptionalShare.optional(),
});
export type OwnerDate = z.infer<typeof OwnerDate>;

export const Entity = z.strictObject({
  id: z.string().min(1),
  name: NameText,
  type: EntityType,
  /** Set by preparation when the entity acts as settlor or founder of another. */
  actingAs: z.enum(ACTING_AS_TYPES).optional(),
  /** Set by preparation: the entity this one was copied from, and the entities it was copied into. */
  copiedFrom: z.string().optional(),
  copiedTo: z.array(z.string()).optional(),
  errorMessage: z.string().optional(),
  children: z.array(Party),
  parent: z.string().optional(),
  /** Ids of the owning entities. */
  overs: z.array(z.string()),
  /** Ids of the owned entities (the inverse of overs). */
  unders: z.array(z.string()),
  /** Owner-link dates, one record per period, keyed by owner id. */
  dates: z.array(OwnerDate),
  order: z.number().int().optional(),
  added: z.boolean().optional(),
  incorporation_date: OptionalStructureDate.optional(),
  answers: Answers.optional(),
  meta: Meta,
  metaArray: MetaArray.optional(),
});
export type Entity = z.infer<typeof Entity>;

export const SurveyStructure = z
  .strictObject({
    name: NameText,
    entities: z.record(z.string(), Entity),
    /** The user's entities in builder order. */
    rootEntitiesIds: z.array(z.string()),
  })
  .meta({ id: 'SurveyStructure' });
export type SurveyStructure = z.infer<typeof SurveyStructure>;

/** Spec 5.2: one problem found in a structure, pointing at the field a form should mark. */
export const StructureFinding = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'invalid']),
  entityId: z.string().optional(),
  partyId: z.string().optional(),
  /** The owning entity of the owner link concerned. */
  ownerId: z.string().optional(),
  /** A path inside the entity or party, such as 'name', 'children' or 'children[1].date'. */
  field: z.string().optional(),
});
export type StructureFinding = z.infer<typeof StructureFinding>;
