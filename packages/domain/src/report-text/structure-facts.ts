import { ENTITY_TYPES, PARTY_TYPES } from '@tsr/contract';
import { answerText } from './answer-text';

/**
 * A field of the structure that a rule read, told as the customer drew it: the builder's label
 * for the field and a sentence about this client's structure ("Bob (Oak Trust) was deceased at
 * settlement"). The customer never answered these as questions, so "Because you answered" states
 * them as facts of the structure, in the builder's words, never the field's internal name.
 */
export interface StructureFact {
  /** The builder's label of the field ('Date of death', 'Entity type'). */
  label: string;
  /** The value as the builder shows it ('Company acting as nominee', '01/06/2010'). */
  value: string;
  statement: string;
}

const typeLabel = (type: string): string =>
  type === 'individual'
    ? 'an individual'
    : ((ENTITY_TYPES as Record<string, { label: string }>)[type]?.label ??
      (PARTY_TYPES as Record<string, { label: string }>)[type]?.label ??
      type);

/** 'a company', 'an individual': a type's label as the middle of a sentence. */
function aType(type: string): string {
  const label = typeLabel(type);
  if (label.startsWith('an ')) return label;
  const lower = label.toLowerCase();
  return /^[aeiou]/.test(lower) ? `an ${lower}` : `a ${lower}`;
}

type Sentence = (subject: string, value: string, raw: string) => StructureFact;

const dated =
  (label: string, verb: string): Sentence =>
  (subject, value) => ({ label, value, statement: `${subject} ${verb} ${value}.` });

/** A party's or record's `date`, by the type of whose it is. */
const DATE_FACTS: Readonly<Record<string, Sentence>> = {
  settlement: dated('Settlement date', 'was made on'),
  contribution: dated('Contribution date', 'was made on'),
  shareholderdates: dated('Shareholding start date', 'began on'),
  // A party's own date is set when the party has died: it is the date of death.
  settlor: dated('Date of death', 'died on'),
  founder: dated('Date of death', 'died on'),
  shareholder: dated('Date of death', 'died on'),
};

const FIELD_FACTS: Readonly<Record<string, Sentence>> = {
  name: (subject, value) => ({ label: 'Name', value, statement: `${subject} is named ${value}.` }),
  entity_type: (subject, _value, raw) => ({
    label: 'Entity type',
    value: typeLabel(raw),
    statement: `${subject} is ${aType(raw)}.`,
  }),
  party_type: (subject, _value, raw) => ({
    label: 'Role',
    value: typeLabel(raw),
    statement: `${subject} is ${aType(raw)}.`,
  }),
  end: dated('Shareholding end date', 'ended on'),
  incorporation_date: dated('Date of incorporation', 'was incorporated on'),
  first_settlement: dated('First settlement date', 'was first settled on'),
  start_date: dated('Start date', 'started on'),
  end_date: dated('Exit date', 'left the structure on'),
  nominee_principal: (subject, value) => ({
    label: 'Holds the shares as nominee for',
    value,
    statement: `${subject} holds its shares as nominee for ${value}.`,
  }),
  nominee_principal_type: (subject, _value, raw) => ({
    label: 'Principal of the nominee',
    value: typeLabel(raw),
    statement: `${subject} holds its shares as nominee for ${aType(raw)}.`,
  }),
};

/** The deceased flag: a settlor's is "Deceased at settlement" in the builder, anyone else's "Deceased". */
function deceasedFact(subject: string, value: string, raw: string, partyType: string | null): StructureFact {
  const atSettlement = partyType === 'settlor';
  const label = atSettlement ? 'Deceased at settlement' : 'Deceased';
  const not = raw === 'yes' ? '' : ' not';
  const statement = atSettlement
    ? `${subject} was${not} deceased at settlement.`
    : `${subject} is${not} deceased.`;
  return { label, value, statement };
}

/**
 * The fact a structure field states, or undefined for bookkeeping fields (answerable, copied,
 * active), which are not something the customer told us. `type` is the type of the subject
 * whose field it is (an entity's, a party's or a record's).
 */
export function structureFact(
  field: string,
  type: string | null,
  subject: string,
  raw: unknown,
): StructureFact | undefined {
  const text = answerText(undefined, raw);
  const value = text.charAt(0).toUpperCase() + text.slice(1);
  const rawText = typeof raw === 'string' ? raw : text;
  if (field === 'deceased') return deceasedFact(subject, value, rawText, type);
  const sentence = field === 'date' ? (type ? DATE_FACTS[type] : undefined) : FIELD_FACTS[field];
  return sentence?.(subject, value, rawText);
}
