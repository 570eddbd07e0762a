import type { SurveyQuestions } from '@tsr/contract';
import { companyTransferChunk, settlementTransferChunk } from './acting-as';
import { COMPANY_QUESTIONS } from './company';
import { CONTRIBUTION_QUESTIONS } from './contribution';
import { FOUNDATION_QUESTIONS } from './foundation';
import { FOUNDER_QUESTIONS } from './founder';
import { SETTLEMENT_QUESTIONS } from './settlement';
import { SETTLOR_QUESTIONS } from './settlor';
import { SHAREHOLDER_QUESTIONS } from './shareholder';
import { TRUST_QUESTIONS } from './trust';

/** Every question of the pack, by type and subtype (spec 3.2). */
export const QUESTIONS: SurveyQuestions = {
  trust: {
    ...TRUST_QUESTIONS,
    settlor: settlementTransferChunk('ts_', 'trust', 'settlor'),
    founder: settlementTransferChunk('tf_', 'trust', 'founder'),
  },
  settlor: SETTLOR_QUESTIONS,
  settlement: SETTLEMENT_QUESTIONS,
  foundation: {
    ...FOUNDATION_QUESTIONS,
    settlor: settlementTransferChunk('fs_', 'foundation', 'settlor'),
    founder: settlementTransferChunk('ff_', 'foundation', 'founder'),
  },
  founder: FOUNDER_QUESTIONS,
  contribution: CONTRIBUTION_QUESTIONS,
  company: {
    ...COMPANY_QUESTIONS,
    settlor: companyTransferChunk('cs_', 'settlor'),
    founder: companyTransferChunk('cf_', 'founder'),
  },
  shareholder: SHAREHOLDER_QUESTIONS,
};
