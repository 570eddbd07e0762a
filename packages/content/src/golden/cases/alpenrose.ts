import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 2: a Liechtenstein foundation (2018) whose founder arrived in the UK in
 * May 2023 after 10+ years abroad, so he is a qualifying new resident claiming 4-year FIG relief
 * for 2025-26 and is not long-term resident. He can revoke. The foundation's UK characterisation
 * is undetermined; a UK-resident daughter received £200,000 of capital in August 2025. He added
 * £2m on 15 November 2024, after the 30 October 2024 snapshot.
 */
export const ALPENROSE: GoldenCase = {
  name: 'alpenrose-foundation-new-resident-founder',
  description:
    'Foundation whose founder recently became UK resident and claims FIG relief; characterisation undetermined',
  today: '31/01/2026',
  structure: structure(
    [
      entity('f1', 'foundation', {
        name: 'Alpenrose Stiftung',
        children: [party('mr-b', 'founder', 'f1', ['03/03/2018', '15/11/2024'], { name: 'Mr B' })],
      }),
    ],
    'Alpenrose structure',
  ),
  script: {
    foundation_jurisdiction: 'liechtenstein',
    foundation_uk_characterisation: 'undetermined',
    foundation_has_members_or_share_capital: 'no',
    foundation_beneficiaries_enforceable_rights: 'no',
    foundation_council_uk_resident_majority: 'no',
    foundation_founder_reserved_rights: 'revoke_and_direct',
    foundation_holds_uk_assets: 'none',
    foundation_uk_residential_property: 'none',
    foundation_uk_property_income: 'no',
    foundation_has_unmatched_gains_or_income: 'unknown',
    foundation_benefits_to_uk_beneficiaries: ['capital_distributions'],
    foundation_uk_beneficiary_occupies_dwelling: 'no',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'no',
    foundation_roe_registered: 'not_required',
    foundation_iht_returns_filed: 'none_due',
    // Mr B: UK resident 2023-24 onwards (2 of the last 20 years), non-domiciled
    founder_kind: 'individual',
    founder_alive: 'yes',
    founder_uk_resident_current: 'yes',
    founder_uk_resident_years_last_20: 2,
    founder_domicile_pre_2025: 'non_domiciled',
    founder_non_dom_at_2024_10_30: 'yes',
    founder_fig_claim_current: 'yes',
    founder_is_beneficiary_or_spouse_is: 'yes',
    founder_can_benefit_personally: 'yes',
    founder_defined_persons_can_benefit: 'yes',
    founder_can_revoke_or_amend: 'yes',
    founder_actually_benefited: 'no',
    founder_family_occupies_uk_dwelling: 'no',
    founder_participator_over_25: 'yes',
    founder_motive_defence_evidence: 'partial',
    founder_involved_in_management: 'no',
    // Both contributions: non-UK assets, founder neither domiciled nor deemed domiciled
    contribution_asset_uk_situs: 'no',
    founder_uk_domiciled_at_contribution: 'no',
    founder_deemed_dom_at_contribution: 'no',
    contribution_form: 'outright_gift',
    contribution_reported_as_clt: 'not_required',
    bySubject: {
      // EUR 10m of listed securities while non-resident
      'f1/mr-b/mr-b-d0': {
        contribution_value_gbp: 8_500_000,
        contribution_asset_type: ['listed_securities'],
        founder_uk_resident_at_contribution: 'no',
      },
      // £2m cash after arriving
      'f1/mr-b/mr-b-d1': {
        contribution_value_gbp: 2_000_000,
        contribution_asset_type: ['cash'],
        founder_uk_resident_at_contribution: 'yes',
      },
    },
  },
  expected: {
    // M = 80, R = 285: 80 + 20 x 285 / 4400
    score: 81.3,
    cells: {
      // Undetermined characterisation (FF-IT-1)
      'Foundation / Foundation / IT': 50,
      // Company-like branch: gains apportioned to a UK-resident participator (FF-CGT-1)
      'Foundation / Foundation / CGT': 60,
      // FIG relief for 2025-26 and 2026-27; 85 from 2027-28 (FO-IT-2)
      'Foundation / Founder / IT': 35,
      'Foundation / Founder / CGT': 35,
      // Revocable but not LTR until 2033-34 (FO-IHT-5)
      'Foundation / Founder / IHT': 30,
      // £200,000 to the daughter, relevant income unknown (FB-IT-1)
      'Foundation / Beneficiaries / IT': 75,
      // Trust-like branch: capital distribution matched to an unknown pool (FB-CGT-1 80; FB-CGT-2 40)
      'Foundation / Beneficiaries / CGT': 80,
    },
    responses: ['r-ff-it-1', 'n-foundation-both', 'r-fo-iht-5', 'r-fb-cgt-2'],
    absentResponses: ['r-fo-it-1', 'r-fo-iht-2'],
  },
};
