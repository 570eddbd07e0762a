import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 5: two settlors of one BVI trust with different dates and statuses.
 * Mrs E (never UK resident) settled USD 5m in 2008; her husband Mr E (UK resident and domiciled,
 * long-term resident) added £1m of listed securities in 2016, realising a gain. In 2025-26 a
 * UK-resident child received £300,000 out of Mrs E's fund. Each settlor is charged only on
 * property that came from them (ITTOIA 2005 s.644; IHTA 1984 s.44(2)).
 */
export const TWIN_OAKS: GoldenCase = {
  name: 'twin-oaks-two-settlors',
  description: 'Two settlors with different settlement dates and statuses',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Twin Oaks Trust',
        children: [
          party('mrs-e', 'settlor', 't1', ['01/03/2008'], { name: 'Mrs E', ordinal: 0 }),
          party('mr-e', 'settlor', 't1', ['20/06/2016'], { name: 'Mr E', ordinal: 1 }),
        ],
      }),
    ],
    'Twin Oaks structure',
  ),
  script: {
    trust_jurisdiction: 'bvi',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'registered',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_owns_underlying_companies: 'no',
    trust_realised_gains: 'yes',
    trust_has_unmatched_gains: 'yes',
    trust_has_undistributed_income: 'yes',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['capital_payments'],
    trust_pools_include_pre_2025: 'yes',
    settlor_close_family_benefited: ['none'],
    uk_beneficiary_fig_claim: 'no',
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    trust_iht_returns_filed: 'no',
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_or_spouse_can_benefit: 'yes',
    settlor_can_benefit_personally: 'yes',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'no',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_involved_in_management: 'no',
    settlement_asset_type: ['listed_securities'],
    settlement_asset_uk_situs: 'no',
    settlor_deemed_dom_at_settlement: 'no',
    settlement_form: 'outright_gift',
    bySubject: {
      't1/mrs-e': {
        settlor_uk_resident_current: 'no',
        settlor_uk_resident_years_last_20: 0,
        settlor_domicile_pre_2025: 'not_resident',
        settlor_non_dom_at_2024_10_30: 'yes',
        settlor_motive_defence_evidence: 'partial',
      },
      't1/mrs-e/mrs-e-d0': {
        settlement_value_gbp: 3_500_000,
        settlor_uk_resident_at_settlement: 'no',
        settlor_uk_domiciled_at_settlement: 'no',
      },
      't1/mr-e': {
        settlor_uk_resident_current: 'yes',
        settlor_uk_resident_years_last_20: 20,
        settlor_domicile_pre_2025: 'uk_domiciled',
        settlor_non_dom_at_2024_10_30: 'no',
        settlor_fig_claim_current: 'no',
        settlor_motive_defence_evidence: 'none',
      },
      // £1m, a market-value disposal with a £150,000 gain; a CLT never reported
      't1/mr-e/mr-e-d0': {
        settlement_value_gbp: 1_000_000,
        settlor_uk_resident_at_settlement: 'yes',
        settlor_uk_domiciled_at_settlement: 'yes',
        settlement_cgt_gain_on_transfer: 'yes',
        settlement_reported_as_clt: 'no',
      },
    },
  },
  expected: {
    // M = 90, R = 460: 90 + 10 x 460 / 4400
    score: 91.05,
    cells: {
      // Mr E's fund is relevant property; returns not filed (TT-IHT-3 90, TT-IHT-2 75)
      'Trust / Trustees / IHT': 90,
      // s.624 on income from Mr E's fund (TS-IT-1)
      'Trust / Settlor / IT': 85,
      // s.86 (TS-CGT-1 85); historic years as UK domiciled (TS-CGT-7 75); 2016 disposal (TS-CGT-3 60)
      'Trust / Settlor / CGT': 85,
      // GWR: Mr E is LTR and was domiciled in 2016, so no protection (TS-IHT-1 90); CLT (TS-IHT-3 80)
      'Trust / Settlor / IHT': 90,
      'Trust / Beneficiaries / IT': 75,
      'Trust / Beneficiaries / CGT': 80,
      'Trust / Beneficiaries / IHT': 45,
    },
    loops: {
      // Mrs E is non-resident and not LTR: her fund is excluded property, no personal charges
      'Trust / Settlor / IT': { 't1/mrs-e': 0, 't1/mr-e': 85 },
      'Trust / Settlor / CGT': {
        't1/mrs-e': 0,
        't1/mr-e': 85,
        't1/mrs-e/mrs-e-d0': 0,
        't1/mr-e/mr-e-d0': 60,
      },
      'Trust / Settlor / IHT': {
        't1/mrs-e': 0,
        't1/mr-e': 90,
        't1/mrs-e/mrs-e-d0': 0,
        't1/mr-e/mr-e-d0': 80,
      },
    },
    responses: ['r-ts-cgt-3', 'r-ts-iht-3', 'r-tb-cgt-1'],
  },
};
