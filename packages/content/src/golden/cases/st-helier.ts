import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A Jersey discretionary trust holding UK property directly, never registered on the Trust
 * Registration Service. Mr J, UK resident and domiciled, settled £1.2m of cash in 2016; his wife,
 * who has lived abroad for years and whose residence nobody has checked, added £200,000 in 2018.
 * The trustees (all in Jersey) bought a London house and a share in a partnership owning a Bath
 * flat, sold a Manchester flat in 2023 without a non-resident CGT return, and hold the shares of
 * a family investment company Mr J advises. The trust pays the school fees of the couple's
 * 12-year-old, lent Mr J £150,000, and paid £100,000 to a non-resident son who gave it on to his
 * sister in London; a UK beneficiary claims FIG relief, and a UK company of the family is a
 * beneficiary. Nobody knows whether the trust has undistributed income.
 */
export const ST_HELIER: GoldenCase = {
  name: 'st-helier-uk-property-trust',
  description: 'A non-resident trust with UK land held directly, off the TRS, paying the settlor’s family',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'St Helier Settlement',
        children: [
          party('mr-j', 'settlor', 't1', ['01/06/2016'], { name: 'Mr J' }),
          party('mrs-j', 'settlor', 't1', ['01/09/2018'], { name: 'Mrs J' }),
        ],
      }),
    ],
    'St Helier structure',
  ),
  script: {
    trust_jurisdiction: 'jersey',
    trust_date_created: '01/06/2016',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_registered',
    trust_holds_uk_assets_directly: 'uk_land',
    trust_uk_residential_property: ['direct', 'via_partnership'],
    trust_owns_underlying_companies: 'yes',
    trust_realised_gains: 'yes',
    trust_has_unmatched_gains: 'yes',
    trust_has_undistributed_income: 'unknown',
    trust_disposed_uk_land: 'yes',
    trust_nrcgt_returns_filed: 'no',
    trust_uk_land_completion_date: '14/03/2023',
    benefits_to_uk_beneficiaries: ['capital_payments', 'loans'],
    trust_pools_include_pre_2025: 'yes',
    settlor_close_family_benefited: ['while_non_resident'],
    uk_beneficiary_fig_claim: 'yes',
    benefits_to_non_uk_beneficiaries: 'yes',
    payments_to_non_resident_then_onward_gift: 'yes',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'yes',
    trust_iht_returns_filed: 'yes',
    trust_latest_exit_date: '01/05/2024',
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'yes',
    settlor_uk_resident_years_last_20: 20,
    settlor_domicile_pre_2025: 'uk_domiciled',
    settlor_non_dom_at_2024_10_30: 'no',
    settlor_fig_claim_current: 'no',
    settlor_or_spouse_can_benefit: 'yes',
    settlor_can_benefit_personally: 'yes',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'yes',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'yes',
    settlor_received_capital_sum: 'yes',
    settlor_motive_defence_evidence: 'none',
    settlor_involved_in_management: 'yes',
    settlement_asset_type: ['cash'],
    settlement_asset_uk_situs: 'no',
    settlement_form: 'outright_gift',
    settlement_reported_as_clt: 'yes',
    bySubject: {
      't1/mr-j/mr-j-d0': {
        settlement_value_gbp: 1_200_000,
        settlor_uk_resident_at_settlement: 'yes',
        settlor_uk_domiciled_at_settlement: 'yes',
      },
      't1/mrs-j': {
        settlor_uk_resident_current: 'unknown',
        settlor_uk_resident_years_last_20: undefined,
        settlor_domicile_pre_2025: 'unknown',
        settlor_non_dom_at_2024_10_30: 'unknown',
        settlor_minor_children_benefit: 'no',
        settlor_received_capital_sum: 'no',
        settlor_actually_benefited: 'no',
        settlor_motive_defence_evidence: 'partial',
        settlor_involved_in_management: 'no',
      },
      't1/mrs-j/mrs-j-d0': {
        settlement_value_gbp: 200_000,
        settlor_uk_resident_at_settlement: 'no',
        settlor_uk_domiciled_at_settlement: 'no',
        settlor_deemed_dom_at_settlement: 'no',
      },
    },
  },
  expected: {
    // M = 90, R = 700: 90 + 10 x 700 / 4400
    score: 91.59,
    cells: {
      // Off the TRS with UK land (TT-IT-3 60); UK rent of non-resident trustees (TT-IT-2 45);
      // undistributed income unknown while UK beneficiaries benefit (TT-IT-4 35)
      'Trust / Trustees / IT': 60,
      // The Manchester sale without a non-resident CGT return (TT-CGT-2)
      'Trust / Trustees / CGT': 60,
      // The London house (TT-IHT-1 80); relevant property with UK assets (TT-IHT-2 75); a trust in
      // the IHT charges must register (TT-IHT-5 65)
      'Trust / Trustees / IHT': 80,
      // The Bath flat through a partnership (TT-ATED-2 50); the house held directly (TT-ATED-3 10)
      'Trust / Trustees / ATED': 50,
      // Mr J: settlor-interested (TS-IT-1 85), the company's income (TS-IT-3 80), the school fees
      // (TS-IT-4 70), the loan to him (TS-IT-5 65); Mrs J's residence not established (TS-IT-6 35)
      'Trust / Settlor / IT': 85,
      // Mr J: s.86 (TS-CGT-1 85) and the historic years (TS-CGT-7 75); the son paid while abroad (TS-CGT-4 60)
      'Trust / Settlor / CGT': 85,
      // Mr J benefits from UK land he gave away: a gift with reservation (TS-IHT-1 90); Mrs J's
      // long-term residence cannot be tested (TS-IHT-6 35)
      'Trust / Settlor / IHT': 90,
      // Mr J advises the trust's company from the UK (TS-CT-1)
      'Trust / Settlor / CT': 60,
      // The loan matched to income (TB-IT-1 75); the onward gift (TB-IT-3 60); FIG relief (TB-IT-4 20)
      'Trust / Beneficiaries / IT': 75,
      // Capital payments matched to gains (TB-CGT-1 80); pre-2025 pools (TB-CGT-3 45); the payment
      // abroad uses up gains (TB-CGT-2 15)
      'Trust / Beneficiaries / CGT': 80,
      // Exit charges on the capital payments (TB-IHT-1)
      'Trust / Beneficiaries / IHT': 45,
      // The family's UK company is a beneficiary (TB-CT-1)
      'Trust / Beneficiaries / CT': 20,
    },
    loops: {
      'Trust / Settlor / IT': { 't1/mr-j': 85, 't1/mrs-j': 35 },
      'Trust / Settlor / IHT': { 't1/mr-j': 90, 't1/mrs-j': 35 },
    },
  },
};
