import type { Part, Sequence, SurveyElement, SurveyJson } from '@tsr/contract';
import { compile, holds } from '../logic/compile';
import { advance, type ReviewContext, type Step, startReview } from '../sequencing/advance';
import { valueProblem } from '../sequencing/answer-values';

/**
 * The one scripted respondent, for the tests, the benchmark and the content pack's golden cases:
 * the answer to a question depends only on the subject and the question's name (overrides per
 * subject id, then defaults), and only the questions and choices the browser would show are
 * answered (visibleIf applied on the part's answers so far, as SurveyJS does). So any route
 * through a review gives the same answers.
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

/** What the respondent did on one part. */
export interface PartAnswering {
  readonly answers: Record<string, unknown>;
  /** The subject overrides asked for, as `subjectId questionName`. */
  readonly usedOverrides: readonly string[];
  /**
   * Mistakes in the script itself: a required question left unanswered, a value the server's
   * answer check refuses (valueProblem, on the question as shown: only the choices offered).
   */
  readonly problems: readonly string[];
}

/** SurveyJS shows a question when its visibleIf holds on the chunk's answers so far. */
function visible(element: SurveyElement, answers: Record<string, unknown>): boolean {
  if (!element.visibleIf) return true;
  const compiled = compile(element.visibleIf);
  if (!compiled.ok) throw new Error(`visibleIf of ${element.name} does not compile: ${element.visibleIf}`);
  return holds(compiled.compiled, { subject: { answers } });
}

/** How the respondent behaves beyond its script. */
export interface Respondent {
  /** Also answers questions visibleIf hides, as a client that ignores visibleIf would (the engine must drop them). */
  readonly answersHidden?: boolean;
  /** Sees each step before it is answered, with what the respondent did on it. */
  readonly onPart?: (step: Step, answering: PartAnswering) => void;
}

/** The script's answers to the questions shown on a part, with what it used and got wrong. */
export function answerShown(
  script: Script,
  part: Part,
  questions: SurveyJson,
  answersHidden = false,
): PartAnswering {
  const answers: Record<string, unknown> = {};
  const usedOverrides: string[] = [];
  const problems: string[] = [];
  const overrides = script.bySubject?.[part.subjectId] ?? {};
  for (const page of questions.pages) {
    for (const element of page.elements) {
      if (!answersHidden && !visible(element, answers)) continue;
      const own = Object.hasOwn(overrides, element.name);
      const value = own ? overrides[element.name] : script[element.name];
      if (own) usedOverrides.push(`${part.subjectId} ${element.name}`);
      if (value === undefined) {
        if (element.isRequired)
          problems.push(`case: required question ${element.name} on ${part.id} has no answer`);
        continue;
      }
      // The server's own check, on the question as shown (only the choices offered here).
      const wrong = valueProblem(element, value);
      if (wrong) problems.push(`case: ${part.id}: ${wrong.message}`);
      else answers[element.name] = value;
    }
  }
  return { answers, usedOverrides, problems };
}

/** The script's answers to the questions shown on a part. */
export function answerPart(script: Script, part: Part, questions: SurveyJson): Record<string, unknown> {
  return answerShown(script, part, questions).answers;
}

/**
 * Answers every part with Next, from the start (or from `start`, resumed) to finished. Throws
 * when the engine refuses a part's answers (a required question the script leaves unanswered):
 * the review cannot go on, as a user could not press Next.
 */
export function completeReview(
  context: ReviewContext,
  script: Script,
  start?: Sequence,
  respondent: Respondent = {},
): Step {
  let step = start ? advance(context, start, { resume: true }) : startReview(context);
  for (let guard = 0; !step.finished; guard += 1) {
    if (guard > 100_000) throw new Error('the review did not finish');
    const part = step.part as Part;
    const answering = answerShown(script, part, step.questions as SurveyJson, respondent.answersHidden);
    respondent.onPart?.(step, answering);
    step = advance(context, step.sequence, { part: { id: part.id, answers: answering.answers } });
    if (step.problems.length > 0)
      throw new Error(`${part.id}: Next refused: ${step.problems.map((p) => p.message).join('; ')}`);
  }
  return step;
}
