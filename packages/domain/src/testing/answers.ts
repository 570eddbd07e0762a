import type { Part, Sequence, SurveyChoice, SurveyJson } from '@tsr/contract';
import { advance, type ReviewContext, type Step, startReview } from '../sequencing/advance';

/**
 * A scripted respondent for tests and the benchmark: the answer to a question depends only on
 * the subject and the question's name (overrides per subject id, then defaults), and only the
 * questions and choices shown are answered. So any route through a review gives the same answers.
 */
export type Script = Readonly<Record<string, unknown>> & {
  readonly bySubject?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
};

/** The answers for the test structure (testing/test-structure.ts) used by the golden report. */
export const TEST_SCRIPT: Script = {
  company_cmc_in_uk: 'no',
  company_uk_residential_property: 'no',
  cs_settlement_purpose: 'bounty',
  cf_contribution_purpose: 'commercial',
  shareholder_uk_resident: 'no',
  shareholding_pct: 10,
  trust_type: 'discretionary',
  trustees_all_non_uk_resident: 'no',
  trust_any_uk_resident_trustee: 'yes',
  trust_uk_residential_property: 'direct',
  benefits_to_uk_beneficiaries: 'yes',
  trust_iht_returns_filed: 'no',
  settlor_kind: 'individual',
  settlor_uk_resident_current: 'no',
  settlor_date_of_death: '01/01/2012',
  settlor_or_spouse_can_benefit: 'no',
  settlement_value_gbp: 100000,
  settlement_asset_type: 'cash',
  foundation_uk_characterisation: 'trust_like',
  foundation_council_uk_resident_majority: 'yes',
  founder_uk_resident_current: 'no',
  contribution_value_gbp: 50000,
  bySubject: {
    c1: { company_cmc_in_uk: 'yes' },
    'c1/cara': { shareholder_uk_resident: 'yes', shareholding_pct: 60 },
    't1/ann': { settlor_uk_resident_current: 'yes', settlor_or_spouse_can_benefit: 'yes' },
    't1/ann/ann-d0': { settlement_value_gbp: 500000 },
    't1/t1~c1': { settlor_kind: 'company' },
    't1/t1~c1~cara': { settlor_uk_resident_current: 'yes' },
    c2: { company_uk_residential_property: 'yes', company_dwelling_use: 'occupied_by_connected' },
    'f1/dan': { founder_uk_resident_current: 'yes' },
  },
};

const choiceValue = (choice: SurveyChoice) => (typeof choice === 'object' ? choice.value : choice);

/** The script's answers to the questions shown on a part. */
export function answerPart(script: Script, part: Part, questions: SurveyJson): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const page of questions.pages) {
    for (const element of page.elements) {
      const value = script.bySubject?.[part.subjectId]?.[element.name] ?? script[element.name];
      if (value === undefined) continue;
      if (element.choices && !element.choices.some((choice) => choiceValue(choice) === value)) continue;
      answers[element.name] = value;
    }
  }
  return answers;
}

/** Answers every part with Next, from start to finished. */
export function completeReview(context: ReviewContext, script: Script, start?: Sequence): Step {
  let step = start ? advance(context, start, { resume: true }) : startReview(context);
  for (let guard = 0; !step.finished; guard += 1) {
    if (guard > 100_000) throw new Error('the review did not finish');
    const part = step.part as Part;
    step = advance(context, step.sequence, {
      part: { id: part.id, answers: answerPart(script, part, step.questions as SurveyJson) },
    });
  }
  return step;
}
