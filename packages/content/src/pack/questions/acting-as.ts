import type { SurveyJson } from '@tsr/contract';
import { choice, help, survey, yesNo } from './build';

/**
 * The "acting as settlor" and "acting as founder" chunks (domain primer 5.1, 5.4, 5.7), asked of
 * a trust, foundation or company that the structure shows as the owner (settlor or founder) of a
 * trust or foundation. Question names carry a prefix per type and role, because all the chunks
 * of one entity answer into one set of answers: ts_/tf_ (trust), fs_/ff_ (foundation), cs_/cf_
 * (company).
 */

type Role = 'settlor' | 'founder';

const RECIPIENT: Record<Role, string> = { settlor: 'trust', founder: 'foundation' };

/** A trust or foundation moving property into another trust or foundation. */
export function settlementTransferChunk(
  prefix: string,
  transferor: 'trust' | 'foundation',
  role: Role,
): SurveyJson {
  const to = RECIPIENT[role];
  return survey({
    name: `${prefix}transfer`,
    title: `The ${transferor} as ${role} of another ${to}`,
    elements: [
      choice(
        `${prefix}transfer_mechanism`,
        `How did the property pass to the ${to}?`,
        [
          ['appointment_or_resettlement', 'Appointment or resettlement by the trustees or council'],
          ['loan', 'Loan'],
          ['sale', 'Sale'],
          ['distribution_via_beneficiary', 'Distribution to a beneficiary who then added it'],
        ],
        {
          unknown: true,
          help: help('Transfers between settlements keep their history:', [
            'for IHT the property stays in the first settlement, with its settlor and commencement date (IHTA 1984 s.81);',
            'for CGT the unmatched gains pool passes with the property (TCGA 1992 s.90);',
            'routing through a beneficiary is an onward gift (TCGA 1992 ss.87I-87M).',
          ]),
        },
      ),
      yesNo(
        `${prefix}original_settlors_identified`,
        `Are the original settlors of the ${transferor} identified?`,
        {
          help: `The settlors of the receiving ${to} are the original settlors of the ${transferor}.`,
        },
      ),
      yesNo(
        `${prefix}transferor_had_unmatched_gains`,
        `Did the ${transferor} have unmatched gains when the property passed?`,
      ),
      yesNo(
        `${prefix}transferor_had_undistributed_income`,
        `Did the ${transferor} have undistributed income when the property passed?`,
        {
          help: 'Relevant income for the transfer of assets abroad benefits charge follows the assets (ITA 2007 s.733).',
        },
      ),
      yesNo(
        `${prefix}iht_exit_charge_considered`,
        'Was an IHT exit charge on the transfer considered and reported where due?',
        {
          help: 'A transfer to a company-like foundation is not a transfer between settlements, so an exit charge can arise (IHTA 1984 s.65).',
        },
      ),
    ],
  });
}

/** A company settling a trust or endowing a foundation. */
export function companyTransferChunk(prefix: string, role: Role): SurveyJson {
  const to = RECIPIENT[role];
  return survey({
    name: `${prefix}company-transfer`,
    title: `The company as ${role} of a ${to}`,
    elements: [
      yesNo(`${prefix}controllers_identified`, 'Are the individuals who control the company identified?', {
        help: 'Property provided by a company is treated as provided by the individuals behind it (ITTOIA 2005 s.620(3); TCGA 1992 Sch 5 para 8; IHTA 1984 s.94).',
      }),
      yesNo(`${prefix}controllers_uk_resident`, 'Is any of those individuals UK resident?'),
      yesNo(
        `${prefix}controllers_ltr`,
        'Is any of them a long-term UK resident (or, before 6 April 2025, UK domiciled)?',
      ),
      yesNo(
        `${prefix}controllers_or_family_can_benefit`,
        `Can those individuals or their families benefit from the ${to}?`,
      ),
      choice(
        `${prefix}settlement_purpose`,
        `Why did the company provide the property?`,
        [
          ['commercial_ebt_or_similar', 'A commercial purpose, such as an employee benefit trust'],
          ['family_bounty', 'To benefit the owners’ families (bounty)'],
          ['unclear', 'Not clear'],
        ],
        {
          help: 'Commercial arrangements without bounty are usually outside the settlements code; bounty is not.',
        },
      ),
      choice(
        `${prefix}transfer_reported_iht`,
        'Was the transfer reported for IHT as the participators’ transfers of value?',
        [
          ['yes', 'Yes'],
          ['no', 'No'],
          ['not_required', 'Not required'],
        ],
        {
          unknown: true,
          help: 'A close company’s transfer of value is apportioned to its participators (IHTA 1984 ss.94-98).',
        },
      ),
    ],
  });
}
