import { entity, ownShare, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Where IHT stops looking through: a Jersey trust of a settlor who has never lived in the UK holds
 * 40% of a BVI joint-venture company that is not close (widely held) and owns a London flat let
 * commercially. IHTA 1984 Sch A1 para 2 reaches only through close companies, so the trust's
 * shares are not drawn into IHT by the flat: no Sch A1 finding on the trust, its settlor or the
 * company's rows, and the report says why. The company itself is in the CT and ATED regimes.
 */
export const ROWAN: GoldenCase = {
  name: 'rowan-minority-joint-venture',
  description: 'A trust holding 40% of a joint-venture company that is not close and owns a London flat',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Rowan Trust',
        children: [party('mr-r', 'settlor', 't1', ['01/02/2016'], { name: 'Mr R' })],
      }),
      ownShare(
        entity('jv', 'company', { name: 'Thames Residential JV Ltd', incorporation_date: '01/06/2016' }),
        't1',
        '40',
        '01/06/2016',
      ),
    ],
    'Rowan structure',
  ),
  script: {
    trust_jurisdiction: 'jersey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_required',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_realised_gains: 'no',
    trust_has_unmatched_gains: 'no',
    trust_has_undistributed_income: 'no',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['none'],
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'no',
    trust_uk_beneficiary_company: 'no',
    trust_iht_returns_filed: 'none_due',
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'no',
    settlor_uk_resident_years_last_20: 0,
    settlor_domicile_pre_2025: 'not_resident',
    settlor_non_dom_at_2024_10_30: 'yes',
    settlor_or_spouse_can_benefit: 'no',
    settlor_can_benefit_personally: 'no',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'no',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_motive_defence_evidence: 'strong_documented',
    settlor_involved_in_management: 'no',
    settlement_value_gbp: 6_000_000,
    settlement_asset_type: ['cash'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'no',
    settlor_uk_domiciled_at_settlement: 'no',
    settlor_deemed_dom_at_settlement: 'no',
    settlement_form: 'outright_gift',
    settlement_cgt_gain_on_transfer: 'no',
    settlement_reported_as_clt: 'not_required',
    // The joint venture: widely held, so not close; the flat is let to unconnected tenants.
    company_jurisdiction: 'bvi',
    company_cmc_in_uk: 'no',
    company_is_close: 'no',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'passive_investment',
    company_uk_residential_property: 'yes',
    company_uk_land_75pc: 'yes',
    company_uk_dwelling_value_band: '2m_5m',
    company_dwelling_use: 'let_to_unconnected',
    company_ated_returns_filed: 'relief_declared',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'yes',
    company_uk_rents_before_2020: 'no',
    company_ct_returns_filed: 'yes',
    company_other_income: ['none'],
    company_realised_gains: 'none',
    company_benefits_to_participators: ['none'],
    company_roe_registered: 'registered',
    company_roe_beneficial_owners_correct: 'yes',
  },
  expected: {
    // M = 20, R = 25: 20 + 80 x 25 / 4400
    score: 20.45,
    cells: {
      // An underlying landlord company: its CT is its own (TT-CT-2)
      'Trust / Trustees / CT': 15,
      // In the CT regime as a non-resident landlord (CC-CT-4)
      'Company / Company / CT': 20,
      // Rental relief declared (CC-ATED-3)
      'Company / Company / ATED': 10,
    },
    // Why the flat gives no IHT risk: the company is not close (Sch A1 para 2); and the trust's
    // property appears excluded property at present.
    responses: ['n-trust-dwelling-not-reached', 'n-trust-excluded', 'n-cc-ated-band-2m_5m'],
    absentResponses: ['r-tt-iht-1', 'r-cc-iht-1', 'r-cs-iht-5', 'r-co-iht-1', 'r-tt-ated-1'],
  },
};
