import type { EntityDetails, Interest, PersonDetails, Statement } from './statements';

/**
 * Short builders of BODS 0.4 statements for the tests: each fills what the schema requires, so a
 * test names only what it is about.
 */

let counter = 0;
const base = (recordId: string, statementDate = '2024-01-31') => ({
  statementId: `test-statement-${String(++counter).padStart(20, '0')}-${recordId}`
    .slice(0, 64)
    .padEnd(32, 'x'),
  statementDate,
  recordId,
  recordStatus: 'new' as const,
  declarationSubject: 'subject',
});

export function entityStatement(
  recordId: string,
  name: string,
  entityType: EntityDetails['entityType'],
  fields: Partial<EntityDetails> & { statementDate?: string } = {},
): Statement {
  const { statementDate, ...details } = fields;
  return {
    ...base(recordId, statementDate),
    recordType: 'entity',
    recordDetails: { isComponent: false, entityType, name, ...details },
  };
}

export function personStatement(
  recordId: string,
  fullName: string,
  fields: Partial<PersonDetails> = {},
): Statement {
  return {
    ...base(recordId),
    recordType: 'person',
    recordDetails: {
      isComponent: false,
      personType: 'knownPerson',
      names: [{ type: 'legal', fullName }],
      ...fields,
    },
  };
}

export function relationshipStatement(
  recordId: string,
  subject: string,
  interestedParty: string,
  interests: Interest[],
  statementDate?: string,
): Statement {
  return {
    ...base(recordId, statementDate),
    recordType: 'relationship',
    recordDetails: { isComponent: false, subject, interestedParty, interests },
  };
}

export const direct = (type: string, fields: Partial<Interest> = {}): Interest => ({
  type,
  directOrIndirect: 'direct',
  ...fields,
});
