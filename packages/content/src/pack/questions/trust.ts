import type { QuestionChunks } from '@tsr/contract';
import { checkbox, choice, date, dropdown, help, survey, yesNo } from './build';
import { TRUST_EXIT_DATE_HELP } from './key-dates';

/**
 * Trust questions (domain primer 5.1). `pre` is asked before the settlors and their settlements,
 * `post` after them, so post questions may read what the settlors' parts said.
 */

export const TRUST_JURISDICTIONS = [
  ['jersey', 'Jersey'],
  ['guernsey', 'Guernsey'],
  ['isle_of_man', 'Isle of Man'],
  ['bvi', 'British Virgin Islands'],
  ['cayman', 'Cayman Islands'],
  ['bahamas', 'Bahamas'],
  ['switzerland', 'Switzerland'],
  ['liechtenstein', 'Liechtenstein'],
  ['uk', 'United Kingdom'],
  ['other', 'Another jurisdiction'],
] as const;

/**
 * The trust has a UK dwelling it or its companies could let family live in (asked in pre), or
 * owns companies in the structure: they are asked about after the trust's parts (owners first),
 * so whether one of them holds a dwelling is not known yet, and the rules read it from the chain.
 */
export const HOLDS_DWELLING =
  "{trust_uk_residential_property} anyof ['direct', 'via_company', 'via_partnership'] or count(owned_chain, {entity_type} = 'company') > 0";

/** A trust whose property can be relevant property for IHT: the trust types a return is due for. */
const RELEVANT_PROPERTY_TYPES =
  "{trust_type} anyof ['discretionary', 'purpose'] or ({trust_type} = 'interest_in_possession' and {trust_iip_qualifying} != 'yes')";

const pre = survey(
  {
    name: 'trust-identity',
    title: 'The trust',
    elements: [
      dropdown('trust_jurisdiction', 'Under which law is the trust governed?', TRUST_JURISDICTIONS, {
        help: 'The proper law of the trust. A UK-law trust can still be non-resident if all its trustees are.',
      }),
      date('trust_date_created', 'When was the trust created?', {
        help: help(
          'The date the trust deed was signed or the trust first received property. Leave it blank if it is the date of the first settlement entered in the structure.',
          [],
          'The 10-year anniversaries for IHT run from the date the settlement commenced (IHTA 1984 s.61).',
        ),
      }),
      choice(
        'trust_type',
        'What kind of trust is it?',
        [
          ['discretionary', 'Discretionary (trustees decide who benefits and when)'],
          ['interest_in_possession', 'Interest in possession (a beneficiary is entitled to the income)'],
          ['bare_or_nominee', 'Bare trust or nominee arrangement'],
          ['purpose', 'Purpose trust'],
          ['other', 'Other'],
        ],
        {
          required: true,
          help: help('The type decides the IHT regime:', [
            'discretionary trusts and most interests in possession created on or after 22 March 2006 are **relevant property** (10-year and exit charges, IHTA 1984 ss.58-69);',
            'a **qualifying** interest in possession treats the beneficiary as owning the property (IHTA 1984 s.49);',
            'a bare trust is looked through: the beneficiary owns the assets for every tax.',
          ]),
        },
      ),
      yesNo('trust_iip_qualifying', 'Is the interest in possession a qualifying one for IHT?', {
        visibleIf: "{trust_type} = 'interest_in_possession'",
        help: help('Qualifying interests in possession are:', [
          'interests that began before 22 March 2006;',
          'immediate post-death interests under a will or intestacy (IHTA 1984 s.49A);',
          "disabled persons' interests and transitional serial interests.",
        ]),
      }),
    ],
  },
  {
    name: 'trust-trustees',
    title: 'Trustees and control',
    elements: [
      choice(
        'trust_trustee_residence',
        'Where are the trustees resident?',
        [
          ['all_non_uk', 'All trustees are resident outside the UK'],
          ['mixed', 'Some trustees are UK resident and some are not'],
          ['all_uk', 'All trustees are UK resident'],
        ],
        {
          unknown: true,
          required: true,
          help: help(
            'Trust residence follows the trustees (ITA 2007 ss.474-476; TCGA 1992 s.69):',
            [
              'all trustees non-resident: the trust is non-resident;',
              'all trustees UK resident: the trust is UK resident;',
              'a mixed body: the trust is UK resident if a settlor was UK resident (or, before 6 April 2025, UK domiciled) when the settlor provided funds.',
            ],
            'A corporate trustee is resident where it is managed and controlled.',
          ),
        },
      ),
      choice(
        'trust_reserved_powers',
        'Has anyone reserved powers over the trust?',
        [
          ['none', 'No reserved powers'],
          [
            'settlor_powers',
            'The settlor has reserved powers (investment, appointment, removal of trustees)',
          ],
          ['protector_only', 'A protector (not the settlor) holds powers'],
          ['settlor_and_protector', 'The settlor is or controls the protector'],
        ],
        {
          unknown: true,
          help: 'Powers kept by the settlor are indicators of "power to enjoy" (ITA 2007 s.722) and can point to a sham or a gift with reservation.',
        },
      ),
      choice(
        'trust_registered_trs',
        "Is the trust registered on HMRC's Trust Registration Service?",
        [
          ['registered', 'Registered and kept up to date'],
          ['not_registered', 'Not registered'],
          ['not_required', 'Registration is not required'],
        ],
        {
          unknown: true,
          help: help(
            'A non-UK express trust must register (Money Laundering Regulations 2017 regs 42-45) when:',
            [
              'it is liable to a UK tax (income tax, CGT, IHT, SDLT, SDRT);',
              'it acquires UK land on or after 6 October 2020;',
              'it has a UK-resident trustee and enters a business relationship with a UK relevant person.',
            ],
          ),
        },
      ),
    ],
  },
  {
    name: 'trust-assets',
    title: 'Assets of the trust',
    elements: [
      choice(
        'trust_holds_uk_assets_directly',
        'Do the trustees hold UK assets directly?',
        [
          ['none', 'No UK assets held directly'],
          ['uk_land', 'UK land or buildings'],
          ['uk_securities_or_cash', 'UK shares, securities or bank accounts'],
          ['both', 'Both UK land and other UK assets'],
        ],
        {
          unknown: true,
          help: 'UK-situs assets are never excluded property for IHT, and UK-source income is taxable on non-resident trustees.',
        },
      ),
      checkbox(
        'trust_uk_residential_property',
        'Does the trust have an interest in UK residential property?',
        [
          ['direct', 'Held directly by the trustees'],
          ['via_company', 'Through a company the trust owns that is not in this structure'],
          ['via_partnership', 'Through a partnership'],
          [
            'via_loan_or_collateral',
            'Through a loan used to buy or improve a UK dwelling, or collateral for one',
          ],
        ],
        {
          help: help(
            'Interests in UK dwellings are never excluded property, however they are held (IHTA 1984 Sch A1):',
            [
              'shares in a close company to the extent their value comes from a UK dwelling;',
              'interests in partnerships holding UK dwellings;',
              'loans that finance a UK dwelling, and assets given as collateral for them.',
            ],
            'For companies in this structure, answer nothing here: the review reads each company’s own answer and follows the chain of companies as far as the law does (close companies only, holdings of 5% or more).',
          ),
        },
      ),
      yesNo(
        'trust_owns_underlying_companies',
        'Does the trust own companies that are not in this structure?',
        {
          customLogic: "count(owned, {entity_type} = 'company') = 0",
          help: 'Underlying companies bring in transfer of assets abroad (ITA 2007 s.720) and the attribution of their gains (TCGA 1992 s.3). Add them to the structure if you can.',
        },
      ),
    ],
  },
);

const post = survey(
  {
    name: 'trust-gains-income',
    title: 'Gains and income',
    elements: [
      yesNo(
        'trust_realised_gains',
        'Have the trustees themselves realised chargeable gains in the current or recent tax years?',
        {
          help: help(
            'Gains of a non-resident settlor-interested trust are taxed on a UK-resident settlor as they arise (TCGA 1992 s.86).',
            [],
            'Count the trustees’ own disposals only. Gains of companies in this structure are read from each company’s own answers, and reach the trust only where the law apportions them (TCGA 1992 s.3: non-resident close companies, more than 25%).',
          ),
        },
      ),
      yesNo('trust_has_unmatched_gains', 'Does the trust have gains not yet matched to capital payments?', {
        help: 'The "s.87 pool": gains of a non-resident trust not taxed on a settlor under s.86, waiting to be matched to capital payments to beneficiaries (TCGA 1992 ss.87-87A).',
      }),
      yesNo(
        'trust_has_undistributed_income',
        'Does the trust itself have income that has not been distributed?',
        {
          help: help(
            'Accumulated "relevant income" is matched to benefits received by UK residents (ITA 2007 ss.731-735) and to capital sums paid to the settlor (ITTOIA 2005 s.633).',
            [],
            'Income of companies in this structure is read from each company’s own answers.',
          ),
        },
      ),
      yesNo('trust_disposed_uk_land', 'Since 6 April 2015, have the trustees disposed of UK land?', {
        help: help('Count:', [
          'UK residential property disposed of since 6 April 2015;',
          'any UK land, and interests in UK property-rich entities (75% or more of their value from UK land), since 6 April 2019.',
        ]),
      }),
      yesNo(
        'trust_nrcgt_returns_filed',
        'Were UK property disposal returns filed and the tax paid within the deadline (30 days, 60 days from 27 October 2021)?',
        { visibleIf: "{trust_disposed_uk_land} = 'yes'" },
      ),
      date('trust_uk_land_completion_date', 'When did the trustees’ latest disposal of UK land complete?', {
        visibleIf: "{trust_disposed_uk_land} = 'yes'",
        help: help(
          'Non-resident trustees must deliver a UK property return for each disposal of UK land, and pay the tax on account, by (FA 2019 Sch 2 para 3, para 6):',
          [
            'the 60th day following completion, for completions on or after 27 October 2021;',
            'the 30th day following completion before then (before 6 April 2019, the NRCGT return: TMA 1970 s.12ZB).',
          ],
          'Completion is when the conveyance or transfer takes effect, or the disposal itself where there is none later (FA 2019 Sch 2 para 17(2)). Give the latest disposal: each earlier one had its own return.',
        ),
      }),
    ],
  },
  {
    name: 'trust-benefits',
    title: 'Benefits and beneficiaries',
    elements: [
      checkbox(
        'benefits_to_uk_beneficiaries',
        'Have UK-resident beneficiaries received any of these from the trust, or from a company the trustees control?',
        [
          ['capital_payments', 'Capital payments or appointments'],
          ['loans', 'Loans (interest-free or on soft terms)'],
          ['rent_free_use', 'Rent-free or cheap use of property, such as a house or a yacht'],
          ['income_distributions', 'Income distributions'],
        ],
        {
          help: 'Payments by a company the trustees control are the trustees’ own capital payments (TCGA 1992 s.96), and benefits in kind count (s.97). A company the trust holds only a minority of, without control, is not one of them.',
        },
      ),
      yesNo(
        'trust_pools_include_pre_2025',
        'Were the gains or income matched to these benefits realised before 6 April 2025?',
        {
          visibleIf: "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use']",
          help: 'Pre-6 April 2025 pools can be designated under the Temporary Repatriation Facility in 2025-26 to 2027-28.',
        },
      ),
      checkbox(
        'settlor_close_family_benefited',
        'Did the spouse, civil partner or minor child of a UK-resident settlor receive any of these?',
        [
          ['while_non_resident', 'Yes, while not UK resident'],
          ['while_fig', 'Yes, while UK resident and claiming 4-year FIG relief for that year'],
          ['while_taxed', 'Yes, while UK resident and taxed on it in the usual way'],
        ],
        {
          visibleIf:
            "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use', 'income_distributions'] or {benefits_to_non_uk_beneficiaries} = 'yes'",
          help: help(
            'A capital payment to the settlor’s close family is treated as received by the UK-resident settlor only where the family member would not be taxed on it (TCGA 1992 ss.87G-87H; ITA 2007 s.733A for benefits):',
            [
              'the family member was not UK resident in the year;',
              'from 6 April 2025, the family member claimed 4-year FIG relief for the year (before then: was taxed on the remittance basis).',
            ],
            'A UK-resident spouse or child taxed on it in the usual way is charged in their own right.',
          ),
        },
      ),
      yesNo('uk_beneficiary_fig_claim', 'Is any UK beneficiary who benefited claiming 4-year FIG relief?', {
        visibleIf:
          "{benefits_to_uk_beneficiaries} anyof ['capital_payments', 'loans', 'rent_free_use', 'income_distributions']",
      }),
      yesNo(
        'benefits_to_non_uk_beneficiaries',
        'Have non-resident beneficiaries received capital payments or benefits?',
      ),
      yesNo(
        'payments_to_non_resident_then_onward_gift',
        'Has a non-resident beneficiary passed on any of it to a UK resident?',
        {
          visibleIf: "{benefits_to_non_uk_beneficiaries} = 'yes'",
          help: 'Onward gifts are treated as received by the UK recipient from the trust (TCGA 1992 ss.87I-87M; ITA 2007 ss.733B-733E).',
        },
      ),
      choice(
        'uk_beneficiary_occupies_dwelling',
        'Does a beneficiary (other than the settlor) live in a UK dwelling held by the trust or its companies?',
        [
          ['no', 'No'],
          ['rent_free', 'Yes, rent-free or below market rent'],
          ['paying_rent', 'Yes, paying a full market rent'],
        ],
        { unknown: true, customLogic: HOLDS_DWELLING },
      ),
      yesNo(
        'trust_uk_resident_beneficiaries',
        'Are any beneficiaries, or people who could be added as beneficiaries, UK resident?',
        {
          help: 'Gains and income kept in a non-resident trust are taxed only when they reach UK residents (TCGA 1992 s.87; ITA 2007 s.731): without UK-resident beneficiaries or a UK-resident settlor they are outside UK tax.',
        },
      ),
      yesNo('trust_uk_beneficiary_company', 'Is any beneficiary a UK-resident company?'),
      yesNo(
        'trust_iip_beneficiary_ltr',
        'Is the beneficiary with the interest in possession a long-term UK resident?',
        {
          customLogic: "{trust_type} = 'interest_in_possession' and {trust_iip_qualifying} = 'yes'",
          help: 'Long-term resident: UK resident in at least 10 of the previous 20 tax years (IHTA 1984 s.6A).',
        },
      ),
    ],
  },
  {
    name: 'trust-iht-compliance',
    title: 'IHT compliance',
    elements: [
      choice(
        'trust_iht_returns_filed',
        'Have IHT returns (IHT100) been filed for every 10-year anniversary and exit charge due so far?',
        [
          ['yes', 'Yes'],
          ['no', 'No'],
          ['none_due', 'None has been due'],
        ],
        {
          unknown: true,
          customLogic: RELEVANT_PROPERTY_TYPES,
          help: 'Relevant-property charges are due from the trustees, with an account (IHT100) and the tax due within six months after the end of the month of the charge (12 months for the account of a charge before 6 April 2014: IHTA 1984 s.216(6), s.226), interest (s.233) and penalties (s.245). Chargeable transfers into the trust are asked about with each settlement.',
        },
      ),
      date(
        'trust_latest_exit_date',
        'When did property last leave the trust (a capital distribution, appointment or transfer out) in a way that can give an exit charge?',
        { customLogic: RELEVANT_PROPERTY_TYPES, help: TRUST_EXIT_DATE_HELP },
      ),
    ],
  },
);

export const TRUST_QUESTIONS: QuestionChunks = { pre, post };
