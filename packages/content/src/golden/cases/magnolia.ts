import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 7: a former protected settlement after 6 April 2025. Ms G, UK resident
 * since 2004-05 and deemed domiciled from 2019-20, settled £6m of non-UK investments in 2012 while
 * non-domiciled and has added nothing since. From 2025-26 the trust income and gains are taxed on
 * her as they arise; the property, excluded on 30 October 2024, keeps GWR protection but is now
 * within the relevant-property charges because she is long-term resident.
 */
export const MAGNOLIA: GoldenCase = {
  name: 'magnolia-former-protected-settlement',
  description: 'A protected settlement of a deemed-domiciled settlor after the 2025 reforms',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Magnolia Trust',
        children: [party('ms-g', 'settlor', 't1', ['14/02/2012'], { name: 'Ms G' })],
      }),
    ],
    'Magnolia structure',
  ),
  script: {
    trust_jurisdiction: 'guernsey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    // Not yet taxable: the first charge on the trustees is the 2032 anniversary
    trust_registered_trs: 'not_required',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_owns_underlying_companies: 'no',
    trust_realised_gains: 'yes',
    trust_has_unmatched_gains: 'yes',
    trust_has_undistributed_income: 'yes',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['none'],
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    // The 2022 anniversary was nil: excluded property then
    trust_iht_returns_filed: 'none_due',
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'yes',
    settlor_uk_resident_years_last_20: 20,
    settlor_domicile_pre_2025: 'deemed_domiciled',
    settlor_non_dom_at_2024_10_30: 'yes',
    settlor_fig_claim_current: 'no',
    settlor_or_spouse_can_benefit: 'yes',
    settlor_can_benefit_personally: 'yes',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'no',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_motive_defence_evidence: 'partial',
    settlor_involved_in_management: 'no',
    settlement_value_gbp: 6_000_000,
    settlement_asset_type: ['listed_securities'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'yes',
    settlor_uk_domiciled_at_settlement: 'no',
    settlor_deemed_dom_at_settlement: 'no',
    settlement_form: 'outright_gift',
    settlement_cgt_gain_on_transfer: 'no',
    settlement_reported_as_clt: 'not_required',
  },
  expected: {
    // M = 85, R = 220: 85 + 15 x 220 / 4400
    score: 85.75,
    cells: {
      // Gains pooled while protected; UK beneficiaries may receive them later (TT-CGT-4)
      'Trust / Trustees / CGT': 20,
      // Relevant property now that Ms G is LTR (TT-IHT-2 75; TT-IHT-4 50: £5m cap, exit if she leaves)
      'Trust / Trustees / IHT': 75,
      // Protection ended on 5 April 2025 (TS-IT-1, TS-CGT-1)
      'Trust / Settlor / IT': 85,
      'Trust / Settlor / CGT': 85,
      // Transitional GWR protection for property excluded on 30 October 2024 (TS-IHT-2)
      'Trust / Settlor / IHT': 40,
    },
    responses: ['r-tt-iht-4', 'r-ts-iht-2'],
    absentResponses: ['r-ts-iht-1', 'r-ts-cgt-5', 'n-trust-excluded'],
  },
};
