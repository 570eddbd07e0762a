import type { QuestionChunks } from '@tsr/contract';
import { ATED_BANDS } from '../constants';
import { checkbox, choice, date, dropdown, help, survey, yesNo } from './build';
import { atedFirstDateHelp, ROE_UPDATES_CHOICES, ROE_UPDATES_HELP, roeRegistrationHelp } from './key-dates';

/**
 * Foundation questions (domain primer 5.4). The UK has no foundation law, so the first thing to
 * settle is whether this foundation is treated like a trust or like a company (primer 3.10);
 * when that is undetermined the rules run both analyses.
 */

const JURISDICTIONS = [
  ['liechtenstein', 'Liechtenstein'],
  ['panama', 'Panama'],
  ['jersey', 'Jersey'],
  ['guernsey', 'Guernsey'],
  ['malta', 'Malta'],
  ['netherlands', 'Netherlands'],
  ['austria', 'Austria'],
  ['switzerland', 'Switzerland'],
  ['other', 'Another jurisdiction'],
] as const;

/**
 * The foundation or its companies hold a UK dwelling (asked in pre, so later parts can depend on
 * it), or it owns companies in the structure, which are asked about after it (see HOLDS_DWELLING).
 */
export const FOUNDATION_HOLDS_DWELLING =
  "{foundation_uk_residential_property} anyof ['direct', 'via_company'] or count(owned_chain, {entity_type} = 'company') > 0";

const pre = survey(
  {
    name: 'foundation-identity',
    title: 'The foundation',
    elements: [
      dropdown('foundation_jurisdiction', 'Where is the foundation established?', JURISDICTIONS),
      date('foundation_date_established', 'When was the foundation established?', {
        help: 'Leave it blank if it is the date of the first contribution entered in the structure.',
      }),
      choice(
        'foundation_uk_characterisation',
        'How is the foundation treated for UK tax?',
        [
          ['trust_like', 'Like a trust (a settlement)'],
          ['company_like', 'Like a company (an opaque body corporate)'],
          ['undetermined', 'Not yet determined'],
        ],
        {
          required: true,
          help: help(
            'The answer depends on the foundation’s charter and by-laws (HMRC INTM180030-INTM180040):',
            [
              'for IHT, HMRC generally treats a private family foundation as a settlement (IHTA 1984 s.43);',
              'members or share capital, and beneficiaries without enforceable rights, point towards a company;',
              'a founder who keeps control or can revoke points towards a trust-like arrangement.',
            ],
            'If the position has not been settled with advice, choose "Not yet determined": the review then tests both.',
          ),
        },
      ),
      yesNo('foundation_has_members_or_share_capital', 'Does the foundation have members or share capital?'),
      yesNo(
        'foundation_beneficiaries_enforceable_rights',
        'Do any beneficiaries have fixed, enforceable rights to income or capital?',
        { help: 'A fixed entitlement can be an interest in possession (IHTA 1984 s.49).' },
      ),
    ],
  },
  {
    name: 'foundation-control',
    title: 'Council and founder’s rights',
    elements: [
      yesNo(
        'foundation_council_uk_resident_majority',
        'Are most council members UK resident, or are the council’s decisions taken in the UK?',
        {
          help: 'The foundation may then be UK resident: as trustees (ITA 2007 s.475) or as a company through central management and control.',
        },
      ),
      choice(
        'foundation_founder_reserved_rights',
        'What rights has the founder reserved?',
        [
          ['none', 'None'],
          ['amend_bylaws', 'To amend the by-laws or beneficiaries'],
          ['revoke', 'To revoke the foundation'],
          ['revoke_and_direct', 'To revoke and to direct the council'],
        ],
        {
          unknown: true,
          help: 'A power to revoke can leave the assets in the founder’s estate (IHTA 1984 s.5) and is "power to enjoy" for ITA 2007 s.722.',
        },
      ),
    ],
  },
  {
    name: 'foundation-holdings',
    title: 'UK assets',
    elements: [
      choice(
        'foundation_holds_uk_assets',
        'Does the foundation hold UK assets directly?',
        [
          ['none', 'No UK assets'],
          ['uk_land', 'UK land or buildings'],
          ['uk_securities_or_cash', 'UK shares, securities or bank accounts'],
          ['both', 'Both UK land and other UK assets'],
        ],
        { unknown: true },
      ),
      choice(
        'foundation_uk_residential_property',
        'Does the foundation hold UK residential property?',
        [
          ['none', 'No'],
          ['direct', 'Yes, directly'],
          ['via_company', 'Yes, through a company that is not in this structure'],
        ],
        {
          unknown: true,
          help: 'IHTA 1984 Sch A1; a foundation with legal personality is a body corporate for ATED (FA 2013 s.94). For companies in this structure the review reads each company’s own answer and follows the chain of companies as far as the law does.',
        },
      ),
    ],
  },
);

const HOLDS_DIRECT_DWELLING = "{foundation_uk_residential_property} = 'direct'";

const post = survey(
  {
    name: 'foundation-assets',
    title: 'Assets and income',
    elements: [
      choice(
        'foundation_uk_dwelling_value_band',
        'What was the value of the most valuable UK dwelling on 1 April 2022 (or when acquired, if later)?',
        ATED_BANDS.map((band) => [band.value, band.text] as const),
        { customLogic: HOLDS_DIRECT_DWELLING, help: 'The ATED band (FA 2013 s.99, s.102).' },
      ),
      choice(
        'foundation_dwelling_use',
        'How is the dwelling used?',
        [
          ['let_to_unconnected', 'Let commercially to unconnected tenants'],
          ['occupied_by_connected', 'Occupied by the founder, beneficiaries or their families'],
          ['mixed', 'Partly let, partly occupied by connected persons'],
          ['vacant_or_second_home', 'Kept vacant or available as a second home'],
        ],
        { customLogic: HOLDS_DIRECT_DWELLING },
      ),
      choice(
        'foundation_ated_returns_filed',
        'Have ATED returns or relief declarations been filed for every period?',
        [
          ['charge_paid', 'Returns filed and the charge paid'],
          ['relief_declared', 'Relief declaration returns filed'],
          ['not_filed', 'Not filed'],
        ],
        { customLogic: HOLDS_DIRECT_DWELLING, unknown: true },
      ),
      date(
        'foundation_ated_first_date',
        'When did the foundation first hold a UK dwelling worth more than the ATED threshold?',
        {
          customLogic: HOLDS_DIRECT_DWELLING,
          visibleIf: "{foundation_ated_returns_filed} = 'not_filed'",
          help: atedFirstDateHelp('foundation'),
        },
      ),
      yesNo('foundation_uk_property_income', 'Does the foundation receive rent from UK property?'),
      choice(
        'foundation_ct_returns_filed',
        'Is the foundation registered for corporation tax and filing returns on that income?',
        [
          ['yes', 'Yes'],
          ['no', 'No'],
          ['not_required', 'Not required (treated as trust-like and filing income tax returns)'],
        ],
        { visibleIf: "{foundation_uk_property_income} = 'yes'", unknown: true },
      ),
      yesNo(
        'foundation_has_unmatched_gains_or_income',
        'Does the foundation itself have accumulated gains or income not yet distributed?',
        {
          help: 'The pools matched to benefits (TCGA 1992 s.87; ITA 2007 s.731). Gains and income of companies in this structure are read from each company’s own answers.',
        },
      ),
    ],
  },
  {
    name: 'foundation-benefits',
    title: 'Beneficiaries and compliance',
    elements: [
      checkbox(
        'foundation_benefits_to_uk_beneficiaries',
        'Have UK-resident beneficiaries received any of these from the foundation, or from a company the foundation controls?',
        [
          ['capital_distributions', 'Capital distributions'],
          ['loans', 'Loans'],
          ['rent_free_use', 'Rent-free use of property'],
          ['income_distributions', 'Income distributions'],
        ],
      ),
      choice(
        'foundation_uk_beneficiary_occupies_dwelling',
        'Does a beneficiary (other than the founder) live in a UK dwelling held by the foundation or its companies?',
        [
          ['no', 'No'],
          ['rent_free', 'Yes, rent-free or below market rent'],
          ['paying_rent', 'Yes, paying a full market rent'],
        ],
        { unknown: true, customLogic: FOUNDATION_HOLDS_DWELLING },
      ),
      yesNo(
        'foundation_beneficiary_ltr',
        'Is a beneficiary with enforceable rights a long-term UK resident?',
        {
          customLogic: "{foundation_beneficiaries_enforceable_rights} = 'yes'",
        },
      ),
      yesNo(
        'foundation_uk_resident_beneficiaries',
        'Are any beneficiaries, or people who could be added as beneficiaries, UK resident?',
      ),
      yesNo('foundation_uk_beneficiary_company', 'Is any beneficiary a UK-resident company?'),
      choice(
        'foundation_roe_registered',
        'Is the foundation on the Register of Overseas Entities?',
        [
          ['registered', 'Registered'],
          ['not_registered', 'Not registered'],
          ['not_required', 'Not required (no UK land held)'],
        ],
        {
          unknown: true,
          help: 'An overseas entity holding a freehold or a lease of more than 7 years in UK land must register (Economic Crime (Transparency and Enforcement) Act 2022 Part 1).',
        },
      ),
      date(
        'foundation_roe_registration_date',
        'When was the foundation registered on the Register of Overseas Entities?',
        {
          visibleIf: "{foundation_roe_registered} = 'registered'",
          help: roeRegistrationHelp('foundation'),
        },
      ),
      choice(
        'foundation_roe_updates_filed',
        'Has the foundation delivered an update statement for every update period that has ended?',
        ROE_UPDATES_CHOICES,
        { visibleIf: "{foundation_roe_registered} = 'registered'", unknown: true, help: ROE_UPDATES_HELP },
      ),
      choice(
        'foundation_iht_returns_filed',
        'Have IHT returns been filed for 10-year anniversaries and distributions that needed one?',
        [
          ['yes', 'Yes'],
          ['no', 'No'],
          ['none_due', 'None has been due'],
        ],
        { customLogic: "{foundation_uk_characterisation} != 'company_like'", unknown: true },
      ),
    ],
  },
);

export const FOUNDATION_QUESTIONS: QuestionChunks = { pre, post };
