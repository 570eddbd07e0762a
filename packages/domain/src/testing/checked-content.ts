import { SurveyContent, type SurveyElement, type SurveyStructure } from '@tsr/contract';
import { loadContent } from '../content/load';
import { entity, party, structure } from '../structure/builders';
import { TEST_CONTENT_INPUT } from './test-content';

/**
 * The test content with a second page on the company's pre chunk that asks every kind of question
 * the default content pack asks (packages/content/src/pack/questions/build.ts), for the tests of
 * the answer check (docs/questionnaire.md, "What the server checks"), in the domain and through
 * the API: a required single choice with a choice customLogic never offers a company, a dropdown,
 * a checkbox with SurveyJS's exclusive None item, a text visibleIf shows only when land is held,
 * a number with bounds, a date typed through the pack's dd/mm/yyyy mask, and a required question
 * customLogic never shows a company.
 */
export const CHECKED_QUESTIONS: readonly SurveyElement[] = [
  {
    type: 'radiogroup',
    name: 'co_kind',
    title: 'What does the company do?',
    isRequired: true,
    choices: [
      { value: 'holding', text: 'Holding' },
      { value: 'trading', text: 'Trading' },
      { value: 'investment', text: 'Investment', customLogic: "{entity_type} = 'trust'" },
    ],
  },
  {
    type: 'dropdown',
    name: 'co_registry',
    title: 'Where is it registered?',
    choices: ['bvi', 'cayman', 'jersey'],
  },
  {
    type: 'checkbox',
    name: 'co_assets',
    title: 'What does it hold?',
    choices: ['shares', 'land', 'cash'],
    showNoneItem: true,
    noneText: 'None of these',
  },
  {
    type: 'text',
    name: 'co_land_agent',
    title: 'Who manages the land?',
    visibleIf: "{co_assets} contains 'land'",
  },
  {
    type: 'text',
    name: 'co_employees',
    title: 'How many people does it employ?',
    inputType: 'number',
    min: 0,
    max: 500,
  },
  {
    type: 'text',
    name: 'co_incorporated',
    title: 'When was it incorporated?',
    maskType: 'datetime',
    maskSettings: { pattern: 'dd/mm/yyyy', saveMaskedValue: true },
  },
  {
    type: 'radiogroup',
    name: 'co_trust_only',
    title: 'Asked of trusts only',
    isRequired: true,
    choices: ['yes', 'no'],
    customLogic: "{entity_type} = 'trust'",
  },
];

/** The company's pre part answered in full, as the questionnaire would send it. */
export const CHECKED_ANSWERS: Readonly<Record<string, unknown>> = {
  company_cmc_in_uk: 'no',
  company_uk_residential_property: 'no',
  co_kind: 'holding',
  co_registry: 'jersey',
  co_assets: ['shares', 'land'],
  co_land_agent: 'Harbour Estates',
  co_employees: 12,
  co_incorporated: '01/02/2014',
};

export function checkedContent(): SurveyContent {
  const input = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
  const pre = input.questions.company?.pre;
  if (!pre) throw new Error('the test content has no company pre chunk');
  pre.pages.push({ name: 'checks', elements: structuredClone([...CHECKED_QUESTIONS]) });
  return loadContent(input);
}

/** The answers to the shareholder's part, `c1/cara:pre`, the review's last part. */
export const CHECKED_SHAREHOLDER_ANSWERS: Readonly<Record<string, unknown>> = {
  shareholder_uk_resident: 'no',
  shareholding_pct: 40,
};

/**
 * One company with one shareholder, so a review has two parts: the company's `c1:pre` and Cara's
 * `c1/cara:pre` (the company's post part shows only with a UK dwelling).
 */
export function checkedStructure(): SurveyStructure {
  const company = entity('c1', 'company', {
    name: 'Checked Ltd',
    incorporation_date: '01/01/2014',
    children: [party('cara', 'shareholder', 'c1', ['01/01/2014'], { name: 'Cara' })],
  });
  return structure([company], 'Checked');
}
