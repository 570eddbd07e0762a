import type { BodsShare } from './values';

/**
 * The parts of a BODS 0.4 statement the import reads and the export writes
 * (apps/server/src/bods/schema: statement.json and the record files). A file is checked against
 * the schema before it is read, so these describe valid statements; fields the mapping does not
 * use are left out.
 */

export type RecordType = 'entity' | 'person' | 'relationship';

/** A record the publisher could not name: the reason, and perhaps a description. */
export interface UnspecifiedRecord {
  reason: string;
  description?: string;
}

export interface EntityDetails {
  isComponent: boolean;
  entityType: { type: string; subtype?: string; details?: string };
  name?: string;
  foundingDate?: string;
  dissolutionDate?: string;
}

export interface PersonDetails {
  isComponent: boolean;
  personType: string;
  names?: { type?: string; fullName: string }[];
  deathDate?: string;
}

export interface Interest {
  type?: string;
  directOrIndirect?: 'direct' | 'indirect' | 'unknown';
  beneficialOwnershipOrControl?: boolean;
  details?: string;
  share?: BodsShare;
  startDate?: string;
  endDate?: string;
}

export interface RelationshipDetails {
  isComponent: boolean;
  componentRecords?: string[];
  subject: string | UnspecifiedRecord;
  interestedParty: string | UnspecifiedRecord;
  interests?: Interest[];
}

interface StatementBase {
  statementId: string;
  statementDate: string;
  recordId: string;
  recordStatus?: 'new' | 'updated' | 'closed';
  declarationSubject: string;
  publicationDetails?: {
    publicationDate: string;
    bodsVersion: string;
    publisher: { name?: string; url?: string };
  };
}

export type Statement =
  | (StatementBase & { recordType: 'entity'; recordDetails: EntityDetails })
  | (StatementBase & { recordType: 'person'; recordDetails: PersonDetails })
  | (StatementBase & { recordType: 'relationship'; recordDetails: RelationshipDetails });

export type EntityStatement = Extract<Statement, { recordType: 'entity' }>;
export type PersonStatement = Extract<Statement, { recordType: 'person' }>;
export type RelationshipStatement = Extract<Statement, { recordType: 'relationship' }>;

/**
 * The entity type details our export writes for a foundation, and the words the import reads as
 * one: BODS 0.4 has no foundation type, so a foundation is a legal entity whose `details` says so.
 */
export const FOUNDATION_DETAILS = 'Foundation';
export const FOUNDATION_WORDS =
  /\b(foundation|stiftung|fondation|fundaci[oó]n|fondazione|stichting|private foundation)\b/i;

/** Our contribution (a founder's) is a BODS settlor interest whose `details` says so. */
export const FOUNDER_DETAILS = 'Founder';
