import type { QuestionChunks } from '@tsr/contract';
import { choice, date, help, number, survey, yesNo } from './build';
import { HOLDS_DWELLING } from './trust';

/**
 * Settlor questions (domain primer 5.2), asked per settlor of a trust. A settlor is a person the
 * user entered, a person looked through an owning company or trust (copied: YES), or an owning
 * entity itself (entity_type set). An entity acting as settlor is asked its own "acting as
 * settlor" chunk instead, so none of these personal questions are shown for it.
 *
 * A settlor marked deceased in the structure made the settlement on death (a will trust); a
 * settlor who made lifetime settlements and has since died answers "no" to settlor_alive.
 */

/** A person (not an entity acting as settlor). */
export const PERSON = '{entity_type} empty';
/** A person who was alive when they settled (not a will trust's testator). */
const LIFETIME_SETTLOR = `${PERSON} and {deceased} != 'yes'`;
/** Personal questions are about an individual or the person behind a nominee. */
const INDIVIDUAL = "{settlor_kind} != 'entity_not_in_structure'";
const LIVING_INDIVIDUAL = `${INDIVIDUAL} and {settlor_alive} != 'no'`;

const pre = survey(
  {
    name: 'settlor-identity',
    title: 'The settlor',
    elements: [
      choice(
        'settlor_kind',
        'Who is this settlor?',
        [
          ['individual', 'An individual'],
          ['nominee_for_individual', 'A nominee or agent acting for an individual'],
          ['entity_not_in_structure', 'A company, trust or foundation that is not in this structure'],
        ],
        {
          customLogic: PERSON,
          required: true,
          help: help(
            'Look through to whoever provided the funds, directly or indirectly (ITTOIA 2005 s.620; TCGA 1992 Sch 5 para 8):',
            [
              'for a nominee, answer the questions below about the person the nominee acts for;',
              'for an entity outside the structure, add it to the structure as the owner of this trust if you can.',
            ],
          ),
        },
      ),
      yesNo('settlor_alive', 'Is the settlor alive?', {
        customLogic: LIFETIME_SETTLOR,
        visibleIf: INDIVIDUAL,
        required: true,
        help: 'The settlements code (ITTOIA 2005 s.624), TCGA 1992 s.86 and the transfer of assets abroad charge stop on the settlor’s death; the IHT position is then fixed by the settlor’s status at death.',
      }),
      date('settlor_date_of_death', 'When did the settlor die?', {
        customLogic: LIFETIME_SETTLOR,
        visibleIf: "{settlor_alive} = 'no'",
        help: 'For deaths before 6 April 2025 the old domicile test applies to each addition; from that date the settlor’s long-term residence at death decides (IHTA 1984 s.48ZA).',
      }),
      yesNo(
        'settlor_status_at_death',
        'Immediately before death, was the settlor within UK IHT on worldwide assets?',
        {
          customLogic: LIFETIME_SETTLOR,
          visibleIf: "{settlor_alive} = 'no'",
          help: help('Answer yes if the settlor was:', [
            'for deaths before 6 April 2025: UK domiciled, or deemed domiciled (IHTA 1984 s.267);',
            'for deaths on or after 6 April 2025: a long-term UK resident (IHTA 1984 s.6A).',
          ]),
        },
      ),
      yesNo(
        'settlor_estate_status_at_death',
        "At death, was the settlor within UK IHT on worldwide assets (the trust was created by the settlor's will)?",
        {
          customLogic: `${PERSON} and {deceased} = 'yes'`,
          required: true,
          help: 'For a will trust the settlor’s status at death is fixed for the life of the trust: UK domicile or deemed domicile before 6 April 2025, long-term residence after.',
        },
      ),
    ],
  },
  {
    name: 'settlor-residence',
    title: 'Residence and domicile',
    elements: [
      yesNo('settlor_uk_resident_current', 'Is the settlor UK resident in the current tax year?', {
        customLogic: LIFETIME_SETTLOR,
        visibleIf: LIVING_INDIVIDUAL,
        required: true,
        help: 'Residence under the Statutory Residence Test (FA 2013 Sch 45). Every personal charge on a settlor needs UK residence in the year concerned.',
      }),
      number(
        'settlor_uk_resident_years_last_20',
        'In how many of the previous 20 tax years was the settlor UK resident?',
        {
          customLogic: LIFETIME_SETTLOR,
          visibleIf: LIVING_INDIVIDUAL,
          min: 0,
          max: 20,
          help: help('This count decides:', [
            'long-term residence for IHT: 10 or more of the previous 20 tax years (IHTA 1984 s.6A);',
            'the old deemed domicile: 15 or more of 20 (ITA 2007 s.835BA, before 6 April 2025);',
            'the 4-year FIG regime: no UK residence in the 10 years before arrival.',
          ]),
        },
      ),
      choice(
        'settlor_domicile_pre_2025',
        'While UK resident before 6 April 2025, what was the settlor’s domicile status?',
        [
          ['uk_domiciled', 'UK domiciled under general law'],
          [
            'deemed_domiciled',
            'Non-UK domiciled but deemed UK domiciled (15 of 20 years, or born in the UK with a UK domicile of origin)',
          ],
          ['non_domiciled', 'Non-UK domiciled and not deemed domiciled'],
          ['not_resident', 'Not UK resident before 6 April 2025'],
        ],
        {
          customLogic: LIFETIME_SETTLOR,
          visibleIf: INDIVIDUAL,
          unknown: true,
          help: 'Before 6 April 2025 a UK-domiciled settlor was taxed on settlor-interested trust income and gains as they arose; a deemed-domiciled settlor was protected only for settlements made while non-domiciled and not added to since ("protected settlements").',
        },
      ),
      yesNo('settlor_non_dom_at_2024_10_30', 'Was the settlor non-UK domiciled on 30 October 2024?', {
        customLogic: LIFETIME_SETTLOR,
        visibleIf: LIVING_INDIVIDUAL,
        help: 'Transitional rules: a person non-domiciled on 30 October 2024 who is not UK resident in 2025-26 is not long-term resident; property excluded at that date keeps protection from the gift with reservation charge.',
      }),
      yesNo(
        'settlor_fig_claim_current',
        'Is the settlor a qualifying new resident claiming 4-year FIG relief for the current tax year?',
        {
          customLogic: LIFETIME_SETTLOR,
          visibleIf: "{settlor_uk_resident_current} = 'yes'",
          help: 'A qualifying new resident was not UK resident in any of the 10 tax years before arriving; the claim covers up to the first 4 tax years of residence (ITTOIA 2005 s.845A ff) and relieves foreign income and gains attributed under the settlements code, s.86 and ToAA.',
        },
      ),
    ],
  },
);

const LIVING_LIFETIME = `${LIFETIME_SETTLOR} and {settlor_alive} != 'no' and ${INDIVIDUAL}`;

const post = survey(
  {
    name: 'settlor-interest',
    title: 'The settlor’s interest in the trust',
    elements: [
      yesNo(
        'settlor_or_spouse_can_benefit',
        'Can the settlor or the settlor’s spouse or civil partner benefit from the trust?',
        {
          customLogic: LIVING_LIFETIME,
          required: true,
          help: 'In any circumstances, including through the addition of beneficiaries or a power to lend (ITTOIA 2005 ss.624-625).',
        },
      ),
      yesNo(
        'settlor_can_benefit_personally',
        'Can the settlor personally benefit, not only the spouse or civil partner?',
        {
          customLogic: LIVING_LIFETIME,
          visibleIf: "{settlor_or_spouse_can_benefit} = 'yes'",
          help: 'A gift with reservation needs a benefit to the settlor (FA 1986 s.102); a benefit only to the spouse is not enough unless the settlor shares it, for example by living in the same house.',
        },
      ),
      yesNo(
        'settlor_defined_persons_can_benefit',
        'Can any other "defined person" benefit (children, grandchildren and their spouses, or companies they control)?',
        {
          customLogic: LIVING_LIFETIME,
          help: 'A settlor has an interest for TCGA 1992 s.86 when a defined person can benefit (Sch 5 para 2).',
        },
      ),
      yesNo(
        'settlor_actually_benefited',
        'Has the settlor actually received a benefit (payments, loans, use of assets)?',
        {
          customLogic: LIVING_LIFETIME,
        },
      ),
      choice(
        'settlor_family_occupies_uk_dwelling',
        'Does the settlor or the settlor’s family live in a UK dwelling held by the trust or its companies?',
        [
          ['no', 'No'],
          ['settlor_or_spouse', 'Yes, the settlor or the settlor’s spouse or civil partner'],
          ['other_family', 'Yes, other family members of the settlor'],
        ],
        {
          customLogic: `${LIVING_LIFETIME} and any(parent, ${HOLDS_DWELLING})`,
          unknown: true,
          help: 'Occupation by the settlor or connected persons is non-qualifying for ATED reliefs (FA 2013 ss.133, 136) and is a reservation of benefit for IHT (FA 1986 s.102).',
        },
      ),
      yesNo(
        'settlor_minor_children_benefit',
        'Is trust income paid to or for the settlor’s minor unmarried children?',
        {
          customLogic: LIVING_LIFETIME,
          help: 'Such income is taxed on the settlor (ITTOIA 2005 s.629).',
        },
      ),
      yesNo(
        'settlor_received_capital_sum',
        'Has the settlor received a capital sum from the trustees (a loan, or repayment of a loan the settlor made)?',
        { customLogic: LIVING_LIFETIME, help: 'ITTOIA 2005 ss.633-643; ITA 2007 s.727.' },
      ),
    ],
  },
  {
    name: 'settlor-defence',
    title: 'Motive and management',
    elements: [
      choice(
        'settlor_motive_defence_evidence',
        'What evidence is there that avoiding tax was not a purpose of the transfers to the trust?',
        [
          ['strong_documented', 'Strong, contemporaneous documents of a commercial or family purpose'],
          ['partial', 'Some evidence, but gaps'],
          ['none', 'No evidence'],
        ],
        {
          customLogic: LIVING_LIFETIME,
          help: 'The motive defence to transfer of assets abroad (ITA 2007 ss.736-742) puts the burden on the taxpayer, often decades after the transfer.',
        },
      ),
      yesNo(
        'settlor_involved_in_management',
        'Does the settlor direct investments or run the trust’s companies from the UK?',
        {
          customLogic: LIVING_LIFETIME,
          help: 'Decisions taken in the UK can make an offshore company UK resident through central management and control.',
        },
      ),
    ],
  },
);

export const SETTLOR_QUESTIONS: QuestionChunks = { pre, post };
