import type { QuestionChunks } from '@tsr/contract';
import { ATED_BANDS } from '../constants';
import { checkbox, choice, date, dropdown, help, survey, yesNo } from './build';
import { atedFirstDateHelp, ROE_UPDATES_CHOICES, ROE_UPDATES_HELP, roeRegistrationHelp } from './key-dates';

/** Company questions (domain primer 5.7). The acting-as chunks are in acting-as.ts. */

const JURISDICTIONS = [
  ['uk', 'United Kingdom'],
  ['bvi', 'British Virgin Islands'],
  ['jersey', 'Jersey'],
  ['guernsey', 'Guernsey'],
  ['isle_of_man', 'Isle of Man'],
  ['cayman', 'Cayman Islands'],
  ['cyprus', 'Cyprus'],
  ['luxembourg', 'Luxembourg'],
  ['panama', 'Panama'],
  ['delaware', 'Delaware (USA)'],
  ['other', 'Another jurisdiction'],
] as const;

const pre = survey({
  name: 'company-identity',
  title: 'The company',
  elements: [
    dropdown('company_jurisdiction', 'Where is the company incorporated?', JURISDICTIONS, {
      required: true,
      help: 'A company incorporated in the UK is UK resident (CTA 2009 s.14).',
    }),
    yesNo('company_cmc_in_uk', 'Is the company in practice managed and controlled from the UK?', {
      visibleIf: "{company_jurisdiction} != 'uk'",
      required: true,
      help: help(
        'Central management and control decides the residence of a non-UK company (De Beers v Howe [1906]; Wood v Holden [2006]). Answer yes if:',
        [
          'most directors are UK resident, or board meetings are held in the UK;',
          'the real decisions are taken by someone in the UK (a settlor, beneficiary or adviser) and the board merely signs them.',
        ],
      ),
    }),
    yesNo(
      'company_is_close',
      'Is the company controlled by five or fewer participators, or by its directors?',
      {
        required: true,
        help: 'A close company, or one that would be close if UK resident (CTA 2010 s.439). Holdings of nominees count as their principals’.',
      },
    ),
    yesNo('company_has_nominee_shareholders', 'Are any shares held by nominees?'),
    choice(
      'company_economic_substance',
      'What does the company do?',
      [
        ['none_holding_only', 'Holds one asset (for example a property) and nothing else'],
        ['passive_investment', 'Holds investments'],
        ['trading_with_substance', 'Trades, with its own staff and premises outside the UK'],
      ],
      { help: 'Economically significant activities outside the UK take gains out of TCGA 1992 s.3 (s.3A).' },
    ),
    yesNo(
      'company_uk_residential_property',
      'Does the company itself own a UK dwelling (not counting one owned by a company it owns)?',
      {
        required: true,
        help: help('Answer for this company only. The review follows the structure’s chain of companies:', [
          'ATED is charged on the company that holds the interest in the dwelling (FA 2013 s.94), so a dwelling is charged once;',
          'IHT looks through companies to the dwelling (IHTA 1984 Sch A1 para 2), so the companies and trusts above it are treated as holding it.',
        ]),
      },
    ),
    yesNo('company_uk_land_75pc', 'Does UK land make up 75% or more of the company’s gross assets?', {
      help: 'A "property-rich" company: a disposal of a 25% or greater interest in it is an indirect disposal of UK land (TCGA 1992 Sch 1A).',
    }),
  ],
});

/** The company itself owns a UK dwelling (asked in pre, so its shareholders' and post questions can depend on it). */
export const DWELLING = "{company_uk_residential_property} = 'yes'";

/**
 * The company may hold a UK dwelling directly or through companies it owns. Its subsidiaries are
 * asked about after it (owners first), so for a question on the company's own parts the chain is
 * known only as the structure: a company below it may hold one.
 */
export const DWELLING_OR_SUBSIDIARY = `${DWELLING} or count(owned_chain, {entity_type} = 'company') > 0`;

const post = survey(
  {
    name: 'company-dwellings',
    title: 'UK residential property',
    elements: [
      choice(
        'company_uk_dwelling_value_band',
        'What was the value of the most valuable UK dwelling on 1 April 2022 (or when acquired, if later)?',
        ATED_BANDS.map((band) => [band.value, band.text] as const),
        {
          customLogic: DWELLING,
          help: 'ATED applies to a single-dwelling interest worth more than £500,000 owned by a company (FA 2013 ss.94, 99, 102). A pre-return banding check is available within 10% of a band boundary.',
        },
      ),
      choice(
        'company_dwelling_use',
        'How are the dwellings used?',
        [
          ['let_to_unconnected', 'Let commercially to unconnected tenants'],
          ['occupied_by_connected', 'Occupied by shareholders, settlors, beneficiaries or their families'],
          ['mixed', 'Some let commercially, some occupied by connected persons'],
          ['vacant_or_second_home', 'Kept vacant or available as a second home'],
          ['development_or_trading_stock', 'Being developed or held for sale as trading stock'],
        ],
        {
          customLogic: DWELLING,
          help: 'Reliefs (FA 2013 ss.133-150) are lost for any day a non-qualifying individual is permitted to occupy (s.136), even paying rent.',
        },
      ),
      choice(
        'company_ated_returns_filed',
        'Have ATED returns or relief declarations been filed for every chargeable period?',
        [
          ['charge_paid', 'Returns filed and the charge paid'],
          ['relief_declared', 'Relief declaration returns filed'],
          ['not_filed', 'Not filed'],
          ['not_required', 'Not required (no dwelling over £500,000)'],
        ],
        {
          customLogic: DWELLING,
          unknown: true,
          help: 'Returns are due by 30 April at the start of each period (FA 2013 s.159).',
        },
      ),
      date(
        'company_ated_first_date',
        'When did the company first hold a UK dwelling worth more than the ATED threshold?',
        {
          customLogic: DWELLING,
          visibleIf: "{company_ated_returns_filed} = 'not_filed'",
          help: atedFirstDateHelp('company'),
        },
      ),
      yesNo(
        'company_loans_finance_uk_dwelling',
        'Do loans from shareholders, trusts or connected persons finance a UK dwelling (or is anything pledged as collateral for such a loan)?',
        { help: 'Such loans and collateral are never excluded property (IHTA 1984 Sch A1 paras 3-4).' },
      ),
    ],
  },
  {
    name: 'company-income',
    title: 'Income and gains',
    elements: [
      yesNo('company_uk_property_income', 'Does the company receive rent from UK property?'),
      yesNo('company_uk_rents_before_2020', 'Did it receive UK rents before 6 April 2020?', {
        visibleIf: "{company_uk_property_income} = 'yes'",
        help: 'Before that date a non-resident company landlord paid income tax (Non-Resident Landlord Scheme).',
      }),
      choice(
        'company_ct_returns_filed',
        'Is the company registered for corporation tax and filing returns?',
        [
          ['yes', 'Yes'],
          ['no', 'No'],
          [
            'nrls_covers_no_return_needed',
            'No: tax is deducted under the Non-Resident Landlord Scheme instead',
          ],
          ['not_required', 'Not required (no UK income or gains)'],
        ],
        { unknown: true },
      ),
      checkbox('company_other_income', 'What other income does the company have?', [
        ['uk_interest_or_dividends', 'UK interest or dividends'],
        ['foreign_investment_income', 'Non-UK investment income'],
        ['trading_income', 'Trading income'],
      ]),
      choice(
        'company_realised_gains',
        'Has the company realised gains in recent years?',
        [
          ['none', 'No gains'],
          ['uk_land', 'On UK land or UK property-rich interests'],
          ['non_uk_assets', 'On other assets'],
          ['both', 'Both'],
        ],
        { unknown: true },
      ),
      checkbox(
        'company_benefits_to_participators',
        'Has the company provided any of these to participators or their families?',
        [
          ['loans', 'Loans'],
          ['rent_free_use', 'Rent-free use of property'],
          ['payments', 'Payments other than dividends'],
        ],
      ),
    ],
  },
  {
    name: 'company-registers',
    title: 'Registers',
    elements: [
      choice(
        'company_roe_registered',
        'Is the company on the Register of Overseas Entities?',
        [
          ['registered', 'Registered'],
          ['not_registered', 'Not registered'],
          ['not_required', 'Not required (no UK land held)'],
        ],
        { customLogic: "{company_jurisdiction} != 'uk'", unknown: true },
      ),
      yesNo(
        'company_roe_beneficial_owners_correct',
        'Does the register name the real beneficial owners (looking through nominees and giving trust information)?',
        {
          customLogic: "{company_jurisdiction} != 'uk'",
          visibleIf: "{company_roe_registered} = 'registered'",
        },
      ),
      date(
        'company_roe_registration_date',
        'When was the company registered on the Register of Overseas Entities?',
        {
          customLogic: "{company_jurisdiction} != 'uk'",
          visibleIf: "{company_roe_registered} = 'registered'",
          help: roeRegistrationHelp('company'),
        },
      ),
      choice(
        'company_roe_updates_filed',
        'Has the company delivered an update statement for every update period that has ended?',
        ROE_UPDATES_CHOICES,
        {
          customLogic: "{company_jurisdiction} != 'uk'",
          visibleIf: "{company_roe_registered} = 'registered'",
          unknown: true,
          help: ROE_UPDATES_HELP,
        },
      ),
    ],
  },
);

export const COMPANY_QUESTIONS: QuestionChunks = { pre, post };
