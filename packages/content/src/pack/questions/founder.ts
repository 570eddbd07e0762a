import type { QuestionChunks } from '@tsr/contract';
import { choice, date, help, number, survey, yesNo } from './build';
import { FOUNDATION_HOLDS_DWELLING } from './foundation';

/**
 * Founder questions (domain primer 5.5), the foundation's counterpart of the settlor questions.
 * A founder marked deceased endowed the foundation on death; an entity acting as founder (an
 * owning trust or company) answers its own "acting as founder" chunk instead.
 */

const PERSON = '{entity_type} empty';
const LIFETIME = `${PERSON} and {deceased} != 'yes'`;
const INDIVIDUAL = "{founder_kind} != 'entity_not_in_structure'";
const LIVING_INDIVIDUAL = `${INDIVIDUAL} and {founder_alive} != 'no'`;
const LIVING_LIFETIME = `${LIFETIME} and {founder_alive} != 'no' and ${INDIVIDUAL}`;

const pre = survey(
  {
    name: 'founder-identity',
    title: 'The founder',
    elements: [
      choice(
        'founder_kind',
        'Who is this founder?',
        [
          ['individual', 'An individual'],
          ['nominee_for_individual', 'A nominee or agent acting for an individual'],
          ['entity_not_in_structure', 'A company, trust or foundation that is not in this structure'],
        ],
        {
          customLogic: PERSON,
          required: true,
          help: 'Look through a nominee to the person behind it, and answer about that person.',
        },
      ),
      yesNo('founder_alive', 'Is the founder alive?', {
        customLogic: LIFETIME,
        visibleIf: INDIVIDUAL,
        required: true,
      }),
      date('founder_date_of_death', 'When did the founder die?', {
        customLogic: LIFETIME,
        visibleIf: "{founder_alive} = 'no'",
      }),
      yesNo(
        'founder_status_at_death',
        'Immediately before death, was the founder within UK IHT on worldwide assets?',
        {
          customLogic: LIFETIME,
          visibleIf: "{founder_alive} = 'no'",
          help: 'UK domiciled or deemed domiciled for deaths before 6 April 2025; long-term UK resident for later deaths (IHTA 1984 s.6A, s.48ZA).',
        },
      ),
      yesNo(
        'founder_estate_status_at_death',
        'At death, was the founder within UK IHT on worldwide assets (the foundation was endowed on death)?',
        { customLogic: `${PERSON} and {deceased} = 'yes'`, required: true },
      ),
    ],
  },
  {
    name: 'founder-residence',
    title: 'Residence and domicile',
    elements: [
      yesNo('founder_uk_resident_current', 'Is the founder UK resident in the current tax year?', {
        customLogic: LIFETIME,
        visibleIf: LIVING_INDIVIDUAL,
        required: true,
      }),
      number(
        'founder_uk_resident_years_last_20',
        'In how many of the previous 20 tax years was the founder UK resident?',
        {
          customLogic: LIFETIME,
          visibleIf: LIVING_INDIVIDUAL,
          min: 0,
          max: 20,
          help: 'Long-term residence for IHT needs 10 of the previous 20 tax years (IHTA 1984 s.6A).',
        },
      ),
      choice(
        'founder_domicile_pre_2025',
        'While UK resident before 6 April 2025, what was the founder’s domicile status?',
        [
          ['uk_domiciled', 'UK domiciled under general law'],
          ['deemed_domiciled', 'Deemed UK domiciled'],
          ['non_domiciled', 'Non-UK domiciled and not deemed domiciled'],
          ['not_resident', 'Not UK resident before 6 April 2025'],
        ],
        { customLogic: LIFETIME, visibleIf: INDIVIDUAL, unknown: true },
      ),
      yesNo('founder_non_dom_at_2024_10_30', 'Was the founder non-UK domiciled on 30 October 2024?', {
        customLogic: LIFETIME,
        visibleIf: LIVING_INDIVIDUAL,
      }),
      yesNo(
        'founder_fig_claim_current',
        'Is the founder a qualifying new resident claiming 4-year FIG relief for the current tax year?',
        {
          customLogic: LIFETIME,
          visibleIf: "{founder_uk_resident_current} = 'yes'",
          help: 'ITTOIA 2005 s.845A ff: relief for foreign income and gains in the first 4 tax years of residence after 10 years of non-residence.',
        },
      ),
    ],
  },
);

const post = survey(
  {
    name: 'founder-interest',
    title: 'The founder’s interest',
    elements: [
      yesNo(
        'founder_is_beneficiary_or_spouse_is',
        'Is the founder, or the founder’s spouse or civil partner, a beneficiary or able to benefit?',
        { customLogic: LIVING_LIFETIME, required: true },
      ),
      yesNo(
        'founder_can_benefit_personally',
        'Can the founder personally benefit, not only the spouse or civil partner?',
        {
          customLogic: LIVING_LIFETIME,
          visibleIf: "{founder_is_beneficiary_or_spouse_is} = 'yes'",
          help: 'A gift with reservation needs a benefit to the founder (FA 1986 s.102).',
        },
      ),
      yesNo(
        'founder_defined_persons_can_benefit',
        'Can other "defined persons" benefit (children, grandchildren and their spouses, or companies they control)?',
        { customLogic: LIVING_LIFETIME, help: 'TCGA 1992 Sch 5 para 2.' },
      ),
      yesNo(
        'founder_can_revoke_or_amend',
        'Can the founder revoke the foundation or change its beneficiaries?',
        {
          customLogic: LIVING_LIFETIME,
        },
      ),
      yesNo(
        'founder_actually_benefited',
        'Has the founder actually received a benefit (payments, loans, use of assets)?',
        {
          customLogic: LIVING_LIFETIME,
        },
      ),
      choice(
        'founder_family_occupies_uk_dwelling',
        'Does the founder or the founder’s family live in a UK dwelling held by the foundation or its companies?',
        [
          ['no', 'No'],
          ['founder_or_spouse', 'Yes, the founder or the founder’s spouse or civil partner'],
          ['other_family', 'Yes, other family members of the founder'],
        ],
        { customLogic: `${LIVING_LIFETIME} and any(parent, ${FOUNDATION_HOLDS_DWELLING})`, unknown: true },
      ),
      yesNo(
        'founder_participator_over_25',
        'With connected persons, is the founder entitled to more than 25% of the foundation’s assets or distributions?',
        {
          customLogic: `${LIVING_LIFETIME} and any(parent, {foundation_uk_characterisation} != 'trust_like')`,
          help: 'For a company-like foundation, gains are apportioned to participators holding more than 25% with connected persons (TCGA 1992 s.3(4)-(6)).',
        },
      ),
    ],
  },
  {
    name: 'founder-defence',
    title: 'Motive and management',
    elements: [
      choice(
        'founder_motive_defence_evidence',
        'What evidence is there that avoiding tax was not a purpose of the transfers to the foundation?',
        [
          ['strong_documented', 'Strong, contemporaneous documents'],
          ['partial', 'Some evidence, but gaps'],
          ['none', 'No evidence'],
        ],
        {
          customLogic: LIVING_LIFETIME,
          help: help('ITA 2007 ss.736-742:', [
            'the burden of proof is on the taxpayer;',
            'there is no clearance procedure.',
          ]),
        },
      ),
      yesNo(
        'founder_involved_in_management',
        'Does the founder direct the council or the foundation’s companies from the UK?',
        {
          customLogic: LIVING_LIFETIME,
        },
      ),
    ],
  },
);

export const FOUNDER_QUESTIONS: QuestionChunks = { pre, post };
