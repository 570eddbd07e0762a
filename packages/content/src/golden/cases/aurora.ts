import { entity, ownShare, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 1: a Jersey discretionary trust made in 2010 by a settlor who later
 * became UK resident (now long-term resident), owning a BVI company whose London flat (£3.4m on
 * 1 April 2022) the settlor and her adult children live in rent-free. Nothing has been filed.
 */
export const AURORA: GoldenCase = {
  name: 'aurora-trust-london-flat',
  description:
    'Trust owning a company that holds a UK dwelling above the ATED threshold, occupied by the settlor and family',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Aurora Trust',
        children: [party('ms-a', 'settlor', 't1', ['01/06/2010'], { name: 'Ms A' })],
      }),
      ownShare(
        entity('c1', 'company', { name: 'Aurora Holdings Ltd', incorporation_date: '15/07/2010' }),
        't1',
        '100',
        '15/07/2010',
      ),
    ],
    'Aurora structure',
  ),
  script: {
    // The trust
    trust_jurisdiction: 'jersey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_registered',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_realised_gains: 'unknown',
    trust_has_unmatched_gains: 'unknown',
    trust_has_undistributed_income: 'no',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['rent_free_use'],
    trust_pools_include_pre_2025: 'unknown',
    settlor_close_family_benefited: ['none'],
    uk_beneficiary_fig_claim: 'no',
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'rent_free',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    trust_iht_returns_filed: 'no',
    // Ms A: resident since 2012-13, so 13 of the last 20 years (long-term resident), never 15 of 20
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'yes',
    settlor_uk_resident_years_last_20: 13,
    settlor_domicile_pre_2025: 'non_domiciled',
    settlor_non_dom_at_2024_10_30: 'yes',
    settlor_fig_claim_current: 'no',
    settlor_or_spouse_can_benefit: 'yes',
    settlor_can_benefit_personally: 'yes',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'yes',
    settlor_family_occupies_uk_dwelling: 'settlor_or_spouse',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_motive_defence_evidence: 'none',
    settlor_involved_in_management: 'no',
    // The 2010 settlement: £4m cash, made while non-resident and non-domiciled
    settlement_value_gbp: 4_000_000,
    settlement_asset_type: ['cash'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'no',
    settlor_uk_domiciled_at_settlement: 'no',
    settlor_deemed_dom_at_settlement: 'no',
    settlement_form: 'outright_gift',
    settlement_reported_as_clt: 'not_required',
    // The company and its flat
    company_jurisdiction: 'bvi',
    company_cmc_in_uk: 'no',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'none_holding_only',
    company_uk_residential_property: 'yes',
    company_uk_dwelling_value_band: '2m_5m',
    company_dwelling_use: 'occupied_by_connected',
    company_ated_returns_filed: 'not_filed',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'no',
    company_ct_returns_filed: 'not_required',
    company_other_income: ['none'],
    company_realised_gains: 'none',
    company_uk_land_75pc: 'yes',
    company_benefits_to_participators: ['rent_free_use'],
    company_roe_registered: 'registered',
    company_roe_beneficial_owners_correct: 'yes',
  },
  expected: {
    // M = 90 (several cells), R = 1055: 90 + 10 x 1055 / 4400
    score: 92.4,
    cells: {
      // Sch A1 value not excluded (TT-IHT-1 80); relevant property in scope through the LTR settlor
      // (TT-IHT-2 75); 2020 anniversary not returned (TT-IHT-3 90); TRS (TT-IHT-5 65). Not the £5m
      // cap (TT-IHT-4): the company's value comes from the flat, never excluded (one story).
      'Trust / Trustees / IHT': 90,
      // Trust-owned company's flat occupied by connected persons (TT-ATED-1)
      'Trust / Trustees / ATED': 70,
      // s.624 on all trust income (TS-IT-1 85); ToAA through the company (TS-IT-3 80)
      'Trust / Settlor / IT': 85,
      // s.86 from 2025-26, gains not known (TS-CGT-1)
      'Trust / Settlor / CGT': 85,
      // GWR: the flat's value was never excluded, so no 30 October 2024 protection (TS-IHT-1)
      'Trust / Settlor / IHT': 90,
      // Ms A lives in the enveloped flat (TS-ATED-1)
      'Trust / Settlor / ATED': 85,
      // Rent-free use is a capital payment matched to an unknown pool (TB-CGT-1)
      'Trust / Beneficiaries / CGT': 80,
      // Children occupy rent-free (TB-ATED-1)
      'Trust / Beneficiaries / ATED': 80,
      // Rent-free use provided by a close company (CC-IT-2)
      'Company / Company / IT': 55,
      'Company / Company / IHT': 80,
      // £31,050 for 2025-26, no relief, nothing filed (CC-ATED-1)
      'Company / Company / ATED': 90,
      // The owning trust's shares carry the flat's value (CS-IHT-5)
      'Company / Shareholder / IHT': 80,
      // Ms A is LTR and lives in the flat: GWR (CO-IHT-2 90), Sch A1 (CO-IHT-1 80)
      'Company / Over Settlors / IHT': 90,
      'Company / Over Settlors / ATED': 85,
    },
    responses: ['r-cc-ated-1', 'n-cc-ated-band-2m_5m', 'd-ts-iht-1', 'r-co-iht-2'],
    absentResponses: ['r-tt-it-1', 'n-trust-excluded', 'r-tt-iht-4'],
  },
};
