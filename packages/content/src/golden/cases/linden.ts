import { entity, ownShare, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A trust-like Liechtenstein foundation endowed in 2012 by Mr L, who has never been UK resident,
 * with £3m of non-UK securities. Through a BVI company it owns a London flat worth £1.5m, bought
 * in 2015, which Mr L's UK-resident daughter occupies rent-free. The company has filed no ATED
 * returns and the foundation no IHT returns (the 2022 ten-year anniversary fell after the flat
 * was bought). The base of the foundation chain cases.
 */
export const LINDEN: GoldenCase = {
  name: 'linden-foundation-company-flat',
  description: 'Trust-like foundation owning a company whose London flat a UK beneficiary occupies rent-free',
  today: '31/01/2026',
  structure: structure(
    [
      entity('f1', 'foundation', {
        name: 'Linden Foundation',
        children: [party('mr-l', 'founder', 'f1', ['01/03/2012'], { name: 'Mr L' })],
      }),
      ownShare(
        entity('c1', 'company', { name: 'Linden Property Ltd', incorporation_date: '01/05/2015' }),
        'f1',
        '100',
        '01/05/2015',
      ),
    ],
    'Linden structure',
  ),
  script: {
    foundation_jurisdiction: 'liechtenstein',
    foundation_uk_characterisation: 'trust_like',
    foundation_has_members_or_share_capital: 'no',
    foundation_beneficiaries_enforceable_rights: 'no',
    foundation_council_uk_resident_majority: 'no',
    foundation_founder_reserved_rights: 'none',
    foundation_holds_uk_assets: 'none',
    foundation_uk_residential_property: 'none',
    foundation_uk_property_income: 'no',
    foundation_has_unmatched_gains_or_income: 'no',
    foundation_benefits_to_uk_beneficiaries: ['rent_free_use'],
    foundation_uk_beneficiary_occupies_dwelling: 'rent_free',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'no',
    foundation_roe_registered: 'not_required',
    foundation_iht_returns_filed: 'no',
    founder_kind: 'individual',
    founder_alive: 'yes',
    founder_uk_resident_current: 'no',
    founder_uk_resident_years_last_20: 0,
    founder_domicile_pre_2025: 'non_domiciled',
    founder_non_dom_at_2024_10_30: 'yes',
    founder_fig_claim_current: 'no',
    founder_is_beneficiary_or_spouse_is: 'no',
    founder_can_benefit_personally: 'no',
    founder_defined_persons_can_benefit: 'yes',
    founder_can_revoke_or_amend: 'no',
    founder_actually_benefited: 'no',
    founder_family_occupies_uk_dwelling: 'other_family',
    founder_participator_over_25: 'no',
    founder_motive_defence_evidence: 'partial',
    founder_involved_in_management: 'no',
    contribution_value_gbp: 3_000_000,
    contribution_asset_type: ['listed_securities'],
    contribution_asset_uk_situs: 'no',
    founder_uk_resident_at_contribution: 'no',
    founder_uk_domiciled_at_contribution: 'no',
    founder_deemed_dom_at_contribution: 'no',
    contribution_form: 'outright_gift',
    contribution_cgt_gain_on_transfer: 'no',
    contribution_reported_as_clt: 'not_required',
    company_jurisdiction: 'bvi',
    company_cmc_in_uk: 'no',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'none_holding_only',
    company_uk_residential_property: 'yes',
    company_uk_dwelling_value_band: '1m_2m',
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
    // M = 90 (two cells), R = 625: 90 + 10 x 625 / 4400
    score: 91.42,
    cells: {
      // The flat's value is not excluded property through the company (FF-IHT-1 80, Sch A1); the
      // 2022 anniversary charge on it was never returned (FF-IHT-4 90)
      'Foundation / Foundation / IHT': 90,
      // Mr L's daughter lives in the enveloped flat: non-qualifying occupation (FO-ATED-2)
      'Foundation / Founder / ATED': 75,
      // A UK beneficiary occupies the enveloped flat rent-free (FB-ATED-1)
      'Foundation / Beneficiaries / ATED': 80,
      // Rent-free use provided by a close company to a participator's family (CC-IT-2)
      'Company / Company / IT': 55,
      // Close company holding a UK dwelling (CC-IHT-1)
      'Company / Company / IHT': 80,
      // £9,150 for 2025-26, occupied by a connected person, nothing filed (CC-ATED-1)
      'Company / Company / ATED': 90,
      // The owning foundation's shares carry the flat's value (CS-IHT-5)
      'Company / Shareholder / IHT': 80,
      // Sch A1 for the founder above (CO-IHT-1); his family occupies the flat (CO-ATED-1)
      'Company / Over Settlors / IHT': 80,
      'Company / Over Settlors / ATED': 85,
    },
    responses: ['r-ff-iht-1', 'r-cc-ated-1', 'r-fb-ated-1'],
  },
};
