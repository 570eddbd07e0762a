import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A company-like foundation run from London: Mr R, UK resident since 2012, set up a Guernsey
 * foundation in 2019 with members and share capital (treated as an opaque body corporate) and
 * endowed it with £3.5m of cash. It bought a Chelsea house (band £2m to £5m), where Mr R lives,
 * and a Manchester flat let to students. Most council members live in London and meet there; Mr R
 * sits on the council and holds 60% of the membership rights. No ATED return was ever filed, the
 * rent is not returned for corporation tax, the foundation is on the Register of Overseas
 * Entities but has delivered no update statement, and it pays income distributions to Mr R's
 * adult children in the UK and a dividend-like distribution to the family's UK trading company.
 */
export const GUERNSEY_FOUNDATION: GoldenCase = {
  name: 'guernsey-company-like-foundation',
  description: 'A company-like foundation managed from the UK, holding a dwelling its founder lives in',
  today: '31/01/2026',
  structure: structure(
    [
      entity('f1', 'foundation', {
        name: 'Sarnia Foundation',
        children: [party('mr-r', 'founder', 'f1', ['15/05/2019'], { name: 'Mr R' })],
      }),
    ],
    'Sarnia structure',
  ),
  script: {
    foundation_jurisdiction: 'guernsey',
    foundation_date_established: '15/05/2019',
    foundation_uk_characterisation: 'company_like',
    foundation_has_members_or_share_capital: 'yes',
    foundation_beneficiaries_enforceable_rights: 'no',
    foundation_council_uk_resident_majority: 'yes',
    foundation_founder_reserved_rights: 'none',
    foundation_holds_uk_assets: 'uk_land',
    foundation_uk_residential_property: 'direct',
    foundation_uk_dwelling_value_band: '2m_5m',
    foundation_dwelling_use: 'occupied_by_connected',
    foundation_ated_returns_filed: 'not_filed',
    foundation_ated_first_date: '01/07/2019',
    foundation_uk_property_income: 'yes',
    foundation_ct_returns_filed: 'no',
    foundation_has_unmatched_gains_or_income: 'yes',
    foundation_benefits_to_uk_beneficiaries: ['income_distributions'],
    foundation_uk_beneficiary_occupies_dwelling: 'no',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'yes',
    foundation_roe_registered: 'registered',
    foundation_roe_registration_date: '20/01/2023',
    foundation_roe_updates_filed: 'no',
    founder_kind: 'individual',
    founder_alive: 'yes',
    founder_uk_resident_current: 'yes',
    founder_uk_resident_years_last_20: 14,
    founder_domicile_pre_2025: 'deemed_domiciled',
    founder_non_dom_at_2024_10_30: 'yes',
    founder_fig_claim_current: 'no',
    founder_is_beneficiary_or_spouse_is: 'no',
    founder_can_benefit_personally: 'no',
    founder_defined_persons_can_benefit: 'yes',
    founder_can_revoke_or_amend: 'no',
    founder_actually_benefited: 'yes',
    founder_family_occupies_uk_dwelling: 'founder_or_spouse',
    founder_participator_over_25: 'yes',
    founder_motive_defence_evidence: 'partial',
    founder_involved_in_management: 'yes',
    contribution_value_gbp: 3_500_000,
    contribution_asset_type: ['cash'],
    contribution_asset_uk_situs: 'no',
    founder_uk_resident_at_contribution: 'yes',
    founder_uk_domiciled_at_contribution: 'no',
    founder_deemed_dom_at_contribution: 'no',
    contribution_form: 'subscription_for_rights',
    contribution_reported_as_clt: 'not_required',
  },
  expected: {
    // M = 90, R = 765: 90 + 10 x 765 / 4400
    score: 91.74,
    cells: {
      // Decisions taken in London: resident as a company (FF-IT-2)
      'Foundation / Foundation / IT': 75,
      // Accumulated gains apportioned to Mr R as participator (FF-CGT-1 60); UK land (FF-CGT-2 50)
      'Foundation / Foundation / CGT': 60,
      // The Chelsea house is within IHT whatever the holder (FF-IHT-1)
      'Foundation / Foundation / IHT': 80,
      // Managed from the UK (FF-CT-1 85); the Manchester rent outside CT (FF-CT-2 65)
      'Foundation / Foundation / CT': 85,
      // Occupied by the founder (FF-ATED-4 90); no returns (FF-ATED-1 85); no ROE updates (FF-ATED-6 55)
      'Foundation / Foundation / ATED': 90,
      // Mr R lives in the house: a benefit, so the foundation's income is his (FO-IT-1)
      'Foundation / Founder / IT': 85,
      // A UK-resident participator of over 25% (FO-CGT-2)
      'Foundation / Founder / CGT': 70,
      // Long-term resident living in the foundation's house: a gift with reservation (FO-IHT-1)
      'Foundation / Founder / IHT': 90,
      // Mr R directs the foundation from London (FO-CT-1)
      'Foundation / Founder / CT': 65,
      // The founder occupies the enveloped dwelling (FO-ATED-1)
      'Foundation / Founder / ATED': 85,
      // Income distributions of a company-like foundation (FB-IT-2)
      'Foundation / Beneficiaries / IT': 50,
      // The family's UK company is a beneficiary (FB-CT-1)
      'Foundation / Beneficiaries / CT': 20,
    },
    responses: ['r-ff-ct-1', 'r-fo-ated-1'],
  },
};
