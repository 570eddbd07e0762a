import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A revocable family foundation: Mr and Mrs L set up a Liechtenstein foundation in 2008, treated
 * as trust-like, and reserved the power to revoke it. Mrs L, UK domiciled by origin, endowed it
 * with £2m of UK shares in 2008 and never reported the transfer; she died in August 2025, a
 * long-term UK resident. Mr L has lived between Monaco and London and nobody has established his
 * residence. Their son Tom, UK resident, added £600,000 of UK-listed shares standing at a gain in
 * 2022 and can benefit, with no evidence of a commercial motive. The foundation holds UK shares
 * and a Kensington flat (ATED paid) in which their daughter lives paying a full rent; she has an
 * enforceable right to income and is a long-term UK resident. It makes income and capital
 * distributions to the children and is on the Register of Overseas Entities, its updates filed.
 */
export const VADUZ: GoldenCase = {
  name: 'vaduz-revocable-foundation',
  description:
    'A revocable trust-like foundation: a founder dead in scope, one of unknown residence, one UK resident',
  today: '31/01/2026',
  structure: structure(
    [
      entity('f1', 'foundation', {
        name: 'Vaduz Family Foundation',
        children: [
          party('mrs-l', 'founder', 'f1', ['01/03/2008'], { name: 'Mrs L' }),
          party('mr-l', 'founder', 'f1', ['01/03/2008'], { name: 'Mr L' }),
          party('tom', 'founder', 'f1', ['12/06/2022'], { name: 'Tom L' }),
        ],
      }),
    ],
    'Vaduz structure',
  ),
  script: {
    foundation_jurisdiction: 'liechtenstein',
    foundation_date_established: '01/03/2008',
    foundation_uk_characterisation: 'trust_like',
    foundation_has_members_or_share_capital: 'no',
    foundation_beneficiaries_enforceable_rights: 'yes',
    foundation_council_uk_resident_majority: 'no',
    foundation_founder_reserved_rights: 'revoke',
    foundation_holds_uk_assets: 'both',
    foundation_uk_residential_property: 'direct',
    foundation_uk_dwelling_value_band: '1m_2m',
    foundation_dwelling_use: 'occupied_by_connected',
    foundation_ated_returns_filed: 'charge_paid',
    foundation_uk_property_income: 'yes',
    foundation_ct_returns_filed: 'not_required',
    foundation_has_unmatched_gains_or_income: 'yes',
    foundation_benefits_to_uk_beneficiaries: ['income_distributions', 'capital_distributions'],
    foundation_uk_beneficiary_occupies_dwelling: 'paying_rent',
    foundation_beneficiary_ltr: 'yes',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'no',
    foundation_roe_registered: 'registered',
    foundation_roe_registration_date: '15/12/2022',
    foundation_roe_updates_filed: 'yes',
    foundation_iht_returns_filed: 'yes',
    founder_kind: 'individual',
    founder_alive: 'yes',
    founder_uk_resident_current: 'yes',
    founder_uk_resident_years_last_20: 12,
    founder_domicile_pre_2025: 'uk_domiciled',
    founder_non_dom_at_2024_10_30: 'no',
    founder_fig_claim_current: 'no',
    founder_is_beneficiary_or_spouse_is: 'yes',
    founder_can_benefit_personally: 'no',
    founder_defined_persons_can_benefit: 'yes',
    founder_can_revoke_or_amend: 'no',
    founder_actually_benefited: 'no',
    founder_family_occupies_uk_dwelling: 'other_family',
    founder_motive_defence_evidence: 'none',
    founder_involved_in_management: 'no',
    contribution_asset_type: ['listed_securities'],
    contribution_asset_uk_situs: 'yes',
    contribution_form: 'outright_gift',
    contribution_reported_as_clt: 'yes',
    bySubject: {
      'f1/mrs-l': {
        founder_alive: 'no',
        founder_date_of_death: '10/08/2025',
        founder_status_at_death: 'yes',
        founder_domicile_pre_2025: 'uk_domiciled',
      },
      'f1/mrs-l/mrs-l-d0': {
        contribution_value_gbp: 2_000_000,
        founder_uk_resident_at_contribution: 'yes',
        founder_uk_domiciled_at_contribution: 'yes',
        contribution_cgt_gain_on_transfer: 'no',
        contribution_reported_as_clt: 'no',
      },
      'f1/mr-l': {
        founder_uk_resident_current: 'unknown',
        founder_uk_resident_years_last_20: undefined,
        founder_domicile_pre_2025: 'unknown',
        founder_non_dom_at_2024_10_30: 'unknown',
        founder_can_revoke_or_amend: 'yes',
        founder_motive_defence_evidence: 'partial',
      },
      'f1/mr-l/mr-l-d0': {
        contribution_value_gbp: 100_000,
        founder_uk_resident_at_contribution: 'no',
        founder_uk_domiciled_at_contribution: 'no',
        founder_deemed_dom_at_contribution: 'no',
        contribution_asset_uk_situs: 'no',
        contribution_asset_type: ['cash'],
      },
      'f1/tom/tom-d0': {
        contribution_value_gbp: 600_000,
        founder_uk_resident_at_contribution: 'yes',
        founder_uk_domiciled_at_contribution: 'yes',
        contribution_cgt_gain_on_transfer: 'yes',
      },
    },
  },
  expected: {
    // M = 90, R = 770: 90 + 10 x 770 / 4400
    score: 91.75,
    cells: {
      // UK shares and UK rent of a trust-like foundation (FF-IT-3)
      'Foundation / Foundation / IT': 40,
      // The Kensington flat is UK land (FF-CGT-2 50); a gains pool with UK beneficiaries (FF-CGT-3 25)
      'Foundation / Foundation / CGT': 50,
      // The flat (FF-IHT-1 80); a settlement of Mrs L's UK-domiciled gift (FF-IHT-2 75); revocable
      // with UK assets (FF-IHT-3 75)
      'Foundation / Foundation / IHT': 80,
      // The daughter is connected: no relief (FF-ATED-4 90); the charge paid (FF-ATED-2 30); the
      // register's yearly update (FF-ATED-5 5)
      'Foundation / Foundation / ATED': 90,
      // Tom: no motive evidence (FO-IT-3 90), interested (FO-IT-1 85); Mr L's residence unknown (FO-IT-4 35)
      'Foundation / Founder / IT': 90,
      // Tom: s.86 (FO-CGT-1 85), his shares given at a gain (FO-CGT-3 55, on his contribution)
      'Foundation / Founder / CGT': 85,
      // Mr L can revoke (FO-IHT-2 80); Mrs L's unreported gift (FO-IHT-3 80, on her contribution)
      // and her death in scope (FO-IHT-4 80); Mr L's years of residence unknown (FO-IHT-6 35)
      'Foundation / Founder / IHT': 80,
      // Their daughter lives in the enveloped flat (FO-ATED-2, for Mr L and for Tom)
      'Foundation / Founder / ATED': 75,
      // Distributions matched to income (FB-IT-1 75); income distributions (FB-IT-3 50)
      'Foundation / Beneficiaries / IT': 75,
      // Capital distributions matched to gains (FB-CGT-1)
      'Foundation / Beneficiaries / CGT': 80,
      // The daughter's enforceable right as a long-term resident (FB-IHT-2 55); exit charges (FB-IHT-1 45)
      'Foundation / Beneficiaries / IHT': 55,
      // She pays rent for the enveloped flat (FB-ATED-2)
      'Foundation / Beneficiaries / ATED': 60,
    },
    loops: {
      'Foundation / Founder / IHT': { 'f1/mrs-l': 80, 'f1/mr-l': 80, 'f1/tom': 0 },
      'Foundation / Founder / IT': { 'f1/mrs-l': 0, 'f1/mr-l': 35, 'f1/tom': 90 },
    },
  },
};
