import type { Rule } from '@tsr/contract';

type Cause = Pick<Rule, 'causeQuestion' | 'causeAnswers' | 'causeText'>;

/**
 * The causes of the pack's rules (docs/scoring.md, causes): the fact behind each risk, so that one
 * fact reached through several entities is stated once in the report. A UK dwelling held by a
 * company is the cause of the IHT and ATED risks it raises on that company, on the companies
 * above it, and on the trusts and foundations at the top, their settlors, founders and
 * beneficiaries.
 */
const COMPANY_DWELLING: Cause = {
  causeQuestion: 'company_uk_residential_property',
  causeAnswers: ['yes'],
  causeText: 'The UK dwelling held by {subject}',
};

const DWELLING_RULES = [
  'TT-IHT-1',
  'TT-ATED-1',
  'TS-ATED-1',
  'TS-ATED-2',
  'TS-ATED-3',
  'TB-ATED-1',
  'TB-ATED-2',
  'FF-IHT-1',
  'FO-ATED-1',
  'FO-ATED-2',
  'FB-ATED-1',
  'FB-ATED-2',
  'CC-IHT-1',
  'CC-ATED-1',
  'CC-ATED-2',
  'CC-ATED-3',
  'CC-ATED-4',
  'CS-IHT-2',
  'CS-IHT-3',
  'CS-IHT-5',
  'CS-ATED-1',
  'CS-ATED-2',
  'CO-IHT-1',
  'CO-IHT-2',
  'CO-ATED-1',
  'CO-ATED-2',
] as const;

/** Rule id → its cause. */
export const RULE_CAUSES: ReadonlyMap<string, Cause> = new Map(
  DWELLING_RULES.map((id) => [id, COMPANY_DWELLING]),
);
