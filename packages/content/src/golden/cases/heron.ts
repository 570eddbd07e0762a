import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 4: a Cayman discretionary trust (1995) whose settlor, UK resident since
 * 1990-91, died on 3 March 2020. The 1995 settlement was made while he was neither domiciled nor
 * deemed domiciled, the 2008 addition while deemed domiciled for IHT (18 of 20 years). In 2025-26
 * each of two UK-resident children received £500,000 of capital; the trust has about £3m of
 * gains and undistributed income from before 2025.
 */
export const HERON: GoldenCase = {
  name: 'heron-deceased-settlor',
  description:
    'A settlor who died in 2020 after two settlements with different domicile status; capital to UK children',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Heron Trust',
        children: [party('mr-d', 'settlor', 't1', ['12/01/1995', '10/10/2008'], { name: 'Mr D' })],
      }),
    ],
    'Heron structure',
  ),
  script: {
    trust_jurisdiction: 'cayman',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_registered',
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
    // The 2015 and 2025 anniversaries were not returned for the 2008 addition
    trust_iht_returns_filed: 'no',
    // Mr D, who died within IHT (deemed domiciled) before 6 April 2025
    settlor_kind: 'individual',
    settlor_alive: 'no',
    settlor_date_of_death: '03/03/2020',
    settlor_status_at_death: 'yes',
    settlor_domicile_pre_2025: 'deemed_domiciled',
    settlement_asset_type: ['listed_securities'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'yes',
    settlor_uk_domiciled_at_settlement: 'no',
    settlement_form: 'outright_gift',
    settlement_cgt_gain_on_transfer: 'no',
    bySubject: {
      // USD 8m, non-UK securities, neither domiciled nor deemed domiciled
      't1/mr-d/mr-d-d0': {
        settlement_value_gbp: 5_500_000,
        settlor_deemed_dom_at_settlement: 'no',
      },
      // £1m while deemed domiciled: a chargeable transfer, reported at the time
      't1/mr-d/mr-d-d1': {
        settlement_value_gbp: 1_000_000,
        settlor_deemed_dom_at_settlement: 'yes',
        settlement_reported_as_clt: 'yes',
      },
    },
  },
  expected: {
    // M = 90, R = 200: 90 + 10 x 200 / 4400
    score: 90.45,
    cells: {
      // The 2008 addition is relevant property for ever (old test, death before 2025): TT-IHT-2 75;
      // anniversaries not returned (TT-IHT-3 90); TRS (TT-IHT-5 65)
      'Trust / Trustees / IHT': 90,
      // Benefits matched first to relevant income (TB-IT-1)
      'Trust / Beneficiaries / IT': 75,
      // £1m matched to the pool with the supplementary charge (TB-CGT-1 80); TRF (TB-CGT-3 45)
      'Trust / Beneficiaries / CGT': 80,
      // Appointments out of the 2008 fund are exits (TB-IHT-1)
      'Trust / Beneficiaries / IHT': 45,
    },
    loops: {
      // The settlor is dead: no personal income tax or CGT charge
      'Trust / Settlor / IT': { 't1/mr-d': 0 },
      'Trust / Settlor / CGT': { 't1/mr-d': 0 },
    },
    responses: ['n-ts-iht-old-test', 'r-tb-cgt-3', 'r-tt-iht-3'],
    absentResponses: ['r-ts-iht-4', 'r-ts-iht-3', 'n-trust-excluded'],
  },
};
