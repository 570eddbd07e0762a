import { entity, ownShare, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A UK-resident trust through a mixed trustee body: Mrs H (UK resident and domiciled) settled
 * £800,000 in 2019 on an English-law interest in possession trust with one UK and one Jersey
 * trustee, for her son for life; she is excluded. The trust owns a UK company that lets a flat
 * worth £750,000 to unconnected tenants (relief declared, CT returns filed) and has lent money to
 * her son.
 */
export const HAWTHORN: GoldenCase = {
  name: 'hawthorn-mixed-trustees-uk-company',
  description:
    'Mixed trustees make the trust UK resident; UK close company with a let dwelling and a loan to a participator',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Hawthorn Settlement',
        children: [party('mrs-h', 'settlor', 't1', ['05/04/2019'], { name: 'Mrs H' })],
      }),
      ownShare(
        entity('c1', 'company', { name: 'Hawthorn Lettings Ltd', incorporation_date: '01/06/2019' }),
        't1',
        '100',
        '01/06/2019',
      ),
    ],
    'Hawthorn structure',
  ),
  script: {
    trust_jurisdiction: 'uk',
    trust_type: 'interest_in_possession',
    trust_iip_qualifying: 'no',
    trust_trustee_residence: 'mixed',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'registered',
    trust_holds_uk_assets_directly: 'uk_securities_or_cash',
    trust_uk_residential_property: ['none'],
    trust_realised_gains: 'yes',
    trust_has_unmatched_gains: 'no',
    trust_has_undistributed_income: 'no',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['income_distributions'],
    settlor_close_family_benefited: ['none'],
    uk_beneficiary_fig_claim: 'no',
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    trust_iht_returns_filed: 'yes',
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'yes',
    settlor_uk_resident_years_last_20: 20,
    settlor_domicile_pre_2025: 'uk_domiciled',
    settlor_non_dom_at_2024_10_30: 'no',
    settlor_fig_claim_current: 'no',
    settlor_or_spouse_can_benefit: 'no',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'no',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_motive_defence_evidence: 'strong_documented',
    settlor_involved_in_management: 'no',
    settlement_value_gbp: 800_000,
    settlement_asset_type: ['cash'],
    settlement_asset_uk_situs: 'yes',
    settlor_uk_resident_at_settlement: 'yes',
    settlor_uk_domiciled_at_settlement: 'yes',
    settlement_form: 'outright_gift',
    settlement_reported_as_clt: 'yes',
    company_jurisdiction: 'uk',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'passive_investment',
    company_uk_residential_property: 'yes',
    company_uk_dwelling_value_band: '500k_1m',
    company_dwelling_use: 'let_to_unconnected',
    company_ated_returns_filed: 'relief_declared',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'yes',
    company_uk_rents_before_2020: 'no',
    company_ct_returns_filed: 'yes',
    company_other_income: ['none'],
    company_realised_gains: 'none',
    company_uk_land_75pc: 'yes',
    company_benefits_to_participators: ['loans'],
  },
  expected: {
    // M = 80, R = 595: 80 + 20 x 595 / 4400
    score: 82.7,
    cells: {
      // Mixed trustees and a UK-resident settlor when funded: the trust is UK resident
      'Trust / Trustees / IT': 80,
      'Trust / Trustees / CGT': 80,
      // Company's flat within Sch A1 (TT-IHT-1 80); relevant property in scope (TT-IHT-2 75)
      'Trust / Trustees / IHT': 80,
      // UK trustee deciding for the company (TT-CT-1 40); the company's own CT (TT-CT-2 15)
      'Trust / Trustees / CT': 40,
      // Loan to the settlor's son, a participator's associate (CC-IT-2)
      'Company / Company / IT': 55,
      'Company / Company / IHT': 80,
      // s.455 on the loan (CC-CT-5 60); in the CT regime (CC-CT-4 20)
      'Company / Company / CT': 60,
      // Lowest band (CC-ATED-4 25); relief claimed, keep evidence (CC-ATED-3 10)
      'Company / Company / ATED': 25,
      // The trust's shares carry the flat's value (CS-IHT-5)
      'Company / Shareholder / IHT': 80,
      'Company / Over Settlors / IHT': 80,
      // Commercial letting with relief: low (CO-ATED-2)
      'Company / Over Settlors / ATED': 15,
    },
    responses: ['r-tt-it-1', 'r-cc-ct-5', 'r-cc-ated-3', 'n-cc-ated-band-500k_1m'],
    absentResponses: ['r-ts-it-1', 'r-ts-cgt-1', 'r-tb-it-2', 'r-cc-ated-1'],
  },
};
