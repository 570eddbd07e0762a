import type { QuestionChunks, SurveyJson } from '@tsr/contract';
import { checkbox, choice, help, survey, yesNo } from './build';
import { DWELLING, DWELLING_OR_SUBSIDIARY } from './company';

/**
 * Shareholder questions (domain primer 5.8), one set per shareholder of a company. Its periods of
 * ownership and the share held are the structure's. A nominee is looked through: the questions
 * after the first page are about the principal (TCGA 1992 s.60). A nominee that names its
 * principal in the structure is not asked who it is or whom it holds for; one that holds for an
 * entity of the structure is read as that entity holding directly, so it is asked nothing (the
 * entity answers for itself). The post chunk is a separate survey in the browser, so its
 * conditions on pre answers are customLogic, not visibleIf.
 */

/** Not a nominee that names its principal in the structure: the structure already says who it is. */
const PRINCIPAL_NOT_NAMED = '{nominee_principal} empty';

/** Not a nominee for an entity of the structure (that entity answers its own questions). */
const NOT_FOR_AN_ENTITY = "{nominee_principal_type} noneof ['trust', 'foundation', 'company']";

/** The shareholder's company owns a UK dwelling (company pre is asked before its shareholders). */
const COMPANY_DWELLING = `any(parent, ${DWELLING})`;

/** IHT looks through the company's subsidiaries to their dwellings (IHTA 1984 Sch A1 para 2). */
const COMPANY_DWELLING_THROUGH_CHAIN = `any(parent, ${DWELLING_OR_SUBSIDIARY})`;

const PERSON = `{shareholder_kind} = 'individual' or {nominee_principal_type} = 'individual' or ({shareholder_kind} = 'nominee' and {shareholder_nominee_principal_kind} = 'individual')`;

const and = (...conditions: string[]) => conditions.map((c) => `(${c})`).join(' and ');

const pre = survey({
  name: 'shareholder-identity',
  title: 'The shareholder',
  elements: [
    choice(
      'shareholder_kind',
      'Who is this shareholder?',
      [
        ['individual', 'An individual'],
        ['trust', 'The trustees of a trust'],
        ['foundation', 'A foundation'],
        ['company', 'A company'],
        ['nominee', 'A nominee holding for someone else'],
      ],
      { required: true, customLogic: PRINCIPAL_NOT_NAMED },
    ),
    choice(
      'shareholder_nominee_principal_kind',
      'Who does the nominee hold the shares for?',
      [
        ['individual', 'An individual'],
        ['trust', 'A trust'],
        ['foundation', 'A foundation'],
        ['company', 'A company'],
      ],
      { visibleIf: "{shareholder_kind} = 'nominee'", unknown: true, customLogic: PRINCIPAL_NOT_NAMED },
    ),
    yesNo(
      'shareholder_beneficial_owner_identified',
      'Is the beneficial owner behind the nominee identified and documented?',
      {
        visibleIf: "{shareholder_kind} = 'nominee'",
        customLogic: PRINCIPAL_NOT_NAMED,
        help: 'An unidentified principal makes the UK tax position impossible to determine and breaches ROE and TRS duties. Name the principal in the structure where it is one of its entities or people.',
      },
    ),
    yesNo('shareholder_nominee_agreement_documented', 'Is there a written nominee agreement?', {
      visibleIf: "{shareholder_kind} = 'nominee'",
      customLogic: PRINCIPAL_NOT_NAMED,
    }),
  ],
});

/** Every question of the chunk also needs `condition` (customLogic, evaluated on the server). */
function askedOnlyWhen(condition: string, json: SurveyJson): SurveyJson {
  return {
    ...json,
    pages: json.pages.map((page) => ({
      ...page,
      elements: page.elements.map((element) => ({
        ...element,
        customLogic: element.customLogic ? and(condition, element.customLogic) : condition,
      })),
    })),
  };
}

const post = askedOnlyWhen(
  NOT_FOR_AN_ENTITY,
  survey(
    {
      name: 'shareholder-residence',
      title: 'Residence and status',
      elements: [
        yesNo(
          'shareholder_uk_resident_during_holding',
          'Was the shareholder (for a nominee: the principal) UK resident while holding the shares?',
          {
            required: true,
            help: 'For trustees: are they UK resident? For a company: is it UK resident?',
          },
        ),
        yesNo(
          'shareholder_connected_pct_over_25',
          'Together with connected persons, does the shareholder hold more than 25% of the company?',
          {
            help: 'Participators at or below 25% with connected persons are outside TCGA 1992 s.3 (s.3(6)).',
          },
        ),
        yesNo('shareholder_ltr', 'Is the shareholder a long-term UK resident for IHT?', {
          customLogic: PERSON,
          help: 'UK resident in 10 of the previous 20 tax years (IHTA 1984 s.6A): non-UK shares are then in the estate.',
        }),
        yesNo(
          'shareholder_fig_claim_current',
          'Is the shareholder claiming 4-year FIG relief for the current tax year?',
          {
            customLogic: PERSON,
            visibleIf: "{shareholder_uk_resident_during_holding} = 'yes'",
          },
        ),
        yesNo('shareholder_is_uk_company', 'Is the corporate shareholder a UK-resident company?', {
          customLogic: "{shareholder_kind} = 'company' or {shareholder_nominee_principal_kind} = 'company'",
          help: 'A UK company holding a controlled foreign company is within the CFC rules (TIOPA 2010 Part 9A).',
        }),
      ],
    },
    {
      name: 'shareholder-dealings',
      title: 'Dealings with the company',
      elements: [
        yesNo(
          'shareholder_transferred_assets_to_company',
          'Did the shareholder personally transfer assets to the company (subscription, loan, gift or sale at an undervalue)?',
          {
            help: 'Only the individual who actually made the transfer is a transferor for ITA 2007 s.720 (HMRC v Fisher [2023] UKSC 44).',
          },
        ),
        checkbox(
          'shareholder_benefits_received',
          'Has the shareholder received any of these from the company?',
          [
            ['loans', 'Loans'],
            ['rent_free_use', 'Rent-free use of property'],
            ['payments', 'Payments other than dividends'],
          ],
        ),
        yesNo(
          'shareholder_family_occupies_dwelling',
          'Do relatives of the shareholder live in a UK dwelling owned by the company?',
          {
            customLogic: COMPANY_DWELLING,
            help: 'Connected persons’ occupation is non-qualifying for ATED reliefs (FA 2013 s.136; CTA 2010 s.1122).',
          },
        ),
        yesNo(
          'shareholder_is_director',
          'Is the shareholder (or the principal) a director, or involved in running the company?',
        ),
        yesNo(
          'shareholder_disposed_shares_property_rich',
          'Has the shareholder disposed of shares while UK land made up 75% or more of the company’s assets?',
          { customLogic: "any(parent, {company_uk_land_75pc} = 'yes')" },
        ),
        yesNo(
          'shareholder_holding_ended_last_2_years',
          'Did the shareholding end within the last two years?',
          {
            customLogic: COMPANY_DWELLING_THROUGH_CHAIN,
            help: help('IHTA 1984 Sch A1 para 5:', [
              'the proceeds of disposing of an interest in a UK dwelling company stay within IHT for two years.',
            ]),
          },
        ),
      ],
    },
  ),
);

export const SHAREHOLDER_QUESTIONS: QuestionChunks = { pre, post };
