import { entity, holding, own, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 3: a Cyprus company, run in practice by its UK-resident, UK-domiciled
 * owner Mr C from London, settled £2m on a Guernsey discretionary trust in 2019 for his wife and
 * children (Mr C himself excluded). The company acts as settlor; Mr C is looked through it as an
 * indirect settlor.
 */
export const DELTA: GoldenCase = {
  name: 'delta-company-as-settlor',
  description: 'A company acting as settlor of a trust, controlled and managed from the UK',
  today: '31/01/2026',
  structure: structure(
    [
      entity('c1', 'company', {
        name: 'Delta Holdings Ltd',
        incorporation_date: '02/02/2015',
        children: [holding(party('mr-c', 'shareholder', 'c1', ['02/02/2015'], { name: 'Mr C' }), '100')],
      }),
      own(entity('t1', 'trust', { name: 'Delta Family Trust' }), 'c1', '01/09/2019'),
    ],
    'Delta structure',
  ),
  script: {
    company_jurisdiction: 'cyprus',
    company_cmc_in_uk: 'yes',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'passive_investment',
    company_uk_residential_property: 'no',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'no',
    company_ct_returns_filed: 'no',
    company_other_income: ['foreign_investment_income'],
    company_realised_gains: 'non_uk_assets',
    company_uk_land_75pc: 'no',
    company_benefits_to_participators: ['none'],
    company_roe_registered: 'not_required',
    // Mr C as shareholder
    shareholder_kind: 'individual',
    shareholder_uk_resident_during_holding: 'yes',
    shareholder_connected_pct_over_25: 'yes',
    shareholder_ltr: 'yes',
    shareholder_fig_claim_current: 'no',
    shareholder_transferred_assets_to_company: 'yes',
    shareholder_benefits_received: ['none'],
    shareholder_family_occupies_dwelling: 'no',
    shareholder_is_director: 'yes',
    shareholder_disposed_shares_property_rich: 'no',
    shareholder_holding_ended_last_2_years: 'no',
    // The company acting as settlor
    cs_controllers_identified: 'yes',
    cs_controllers_uk_resident: 'yes',
    cs_controllers_ltr: 'yes',
    cs_controllers_or_family_can_benefit: 'yes',
    cs_settlement_purpose: 'family_bounty',
    cs_transfer_reported_iht: 'no',
    // The trust
    trust_jurisdiction: 'guernsey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_registered',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_owns_underlying_companies: 'no',
    trust_realised_gains: 'yes',
    trust_has_unmatched_gains: 'yes',
    trust_has_undistributed_income: 'no',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['none'],
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    // First anniversary 1 September 2029, no exits yet
    trust_iht_returns_filed: 'none_due',
    // The settlement: £2m cash
    settlement_value_gbp: 2_000_000,
    settlement_asset_type: ['cash'],
    settlement_asset_uk_situs: 'no',
    settlement_form: 'outright_gift',
    bySubject: {
      // Mr C looked through the company: UK resident and domiciled all along; his wife can benefit
      't1/t1~c1~mr-c': {
        settlor_kind: 'individual',
        settlor_alive: 'yes',
        settlor_uk_resident_current: 'yes',
        settlor_uk_resident_years_last_20: 20,
        settlor_domicile_pre_2025: 'uk_domiciled',
        settlor_non_dom_at_2024_10_30: 'no',
        settlor_fig_claim_current: 'no',
        settlor_or_spouse_can_benefit: 'yes',
        settlor_can_benefit_personally: 'no',
        settlor_defined_persons_can_benefit: 'yes',
        settlor_actually_benefited: 'no',
        settlor_minor_children_benefit: 'no',
        settlor_received_capital_sum: 'no',
        settlor_motive_defence_evidence: 'none',
        settlor_involved_in_management: 'yes',
      },
      't1/t1~c1~mr-c/t1~c1~mr-c~0': {
        settlor_uk_resident_at_settlement: 'yes',
        settlor_uk_domiciled_at_settlement: 'yes',
        settlement_reported_as_clt: 'no',
      },
    },
  },
  expected: {
    // M = 85, R = 570: 85 + 15 x 570 / 4400
    score: 86.94,
    cells: {
      // Stockpiled gains (TT-CGT-4)
      'Trust / Trustees / CGT': 20,
      // Relevant property in scope through Mr C (TT-IHT-2 75); TRS (TT-IHT-5 65)
      'Trust / Trustees / IHT': 75,
      // s.624 via s.620(3) (TS-IT-1 on Mr C; CAS-IT-1 on the company)
      'Trust / Settlor / IT': 85,
      // s.86 via Sch 5 para 8 (TS-CGT-1, CAS-CGT-1 85); historic years as UK domiciled (TS-CGT-7 75)
      'Trust / Settlor / CGT': 85,
      // The £2m was a CLT by Mr C through s.94, not reported (TS-IHT-3, CAS-IHT-1); no GWR: Mr C excluded
      'Trust / Settlor / IHT': 80,
      // Bounty from a company UK resident in practice (CAS-CT-1)
      'Trust / Settlor / CT': 50,
      // Close company transfer of value (CC-IHT-2)
      'Company / Company / IHT': 60,
      // Central management and control in London (CC-CT-1)
      'Company / Company / CT': 85,
      // Mr C is LTR: the shares are in his estate (CS-IHT-1)
      'Company / Shareholder / IHT': 60,
      // UK-resident shareholder-director (CS-CT-2)
      'Company / Shareholder / CT': 55,
    },
    loops: {
      'Trust / Settlor / IHT': { 't1/t1~c1~mr-c/t1~c1~mr-c~0': 80, 't1/t1~c1/t1~c1~0': 0 },
    },
    responses: ['r-cas-it-1', 'r-cas-iht-1', 'r-ts-cgt-7', 'r-cc-ct-1'],
    absentResponses: ['r-ts-iht-1', 'r-ts-it-3', 'r-tt-iht-3'],
  },
};
