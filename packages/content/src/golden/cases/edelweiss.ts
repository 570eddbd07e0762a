import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A foundation with a UK-resident founder: Mr K, UK resident since 2000-01 (deemed domiciled for
 * IHT from 2015-16), endowed a Liechtenstein foundation with £4m of non-UK securities in 2010,
 * while neither domiciled nor deemed domiciled. The foundation is treated as trust-like, holds a
 * UK bank account, has accumulated gains, and lent money to his UK-resident son. The 2020
 * anniversary charge on the UK account was never returned.
 */
export const EDELWEISS: GoldenCase = {
  name: 'edelweiss-uk-resident-founder',
  description: 'A trust-like foundation whose founder is UK resident and long-term resident',
  today: '31/01/2026',
  structure: structure(
    [
      entity('f1', 'foundation', {
        name: 'Edelweiss Foundation',
        children: [party('mr-k', 'founder', 'f1', ['01/09/2010'], { name: 'Mr K' })],
      }),
    ],
    'Edelweiss structure',
  ),
  script: {
    foundation_jurisdiction: 'liechtenstein',
    foundation_uk_characterisation: 'trust_like',
    foundation_has_members_or_share_capital: 'no',
    foundation_beneficiaries_enforceable_rights: 'no',
    foundation_council_uk_resident_majority: 'no',
    foundation_founder_reserved_rights: 'amend_bylaws',
    foundation_holds_uk_assets: 'uk_securities_or_cash',
    foundation_uk_residential_property: 'none',
    foundation_uk_property_income: 'no',
    foundation_has_unmatched_gains_or_income: 'yes',
    foundation_benefits_to_uk_beneficiaries: ['loans'],
    foundation_uk_beneficiary_occupies_dwelling: 'no',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'no',
    foundation_roe_registered: 'not_required',
    foundation_iht_returns_filed: 'no',
    founder_kind: 'individual',
    founder_alive: 'yes',
    founder_uk_resident_current: 'yes',
    founder_uk_resident_years_last_20: 20,
    founder_domicile_pre_2025: 'deemed_domiciled',
    founder_non_dom_at_2024_10_30: 'yes',
    founder_fig_claim_current: 'no',
    founder_is_beneficiary_or_spouse_is: 'yes',
    founder_can_benefit_personally: 'yes',
    founder_defined_persons_can_benefit: 'yes',
    founder_can_revoke_or_amend: 'no',
    founder_actually_benefited: 'no',
    founder_family_occupies_uk_dwelling: 'no',
    founder_motive_defence_evidence: 'partial',
    founder_involved_in_management: 'no',
    contribution_value_gbp: 4_000_000,
    contribution_asset_type: ['listed_securities'],
    contribution_asset_uk_situs: 'no',
    founder_uk_resident_at_contribution: 'yes',
    founder_uk_domiciled_at_contribution: 'no',
    founder_deemed_dom_at_contribution: 'no',
    contribution_form: 'outright_gift',
    contribution_cgt_gain_on_transfer: 'no',
    contribution_reported_as_clt: 'not_required',
  },
  expected: {
    // M = 90, R = 480: 90 + 10 x 480 / 4400
    score: 91.09,
    cells: {
      // UK-source income of a trust-like foundation (FF-IT-3)
      'Foundation / Foundation / IT': 40,
      // Gains pool with UK beneficiaries (FF-CGT-3)
      'Foundation / Foundation / CGT': 25,
      // Settlement within IHT while Mr K is LTR (FF-IHT-2 75); returns not filed (FF-IHT-4 90)
      'Foundation / Foundation / IHT': 90,
      // Founder-interested: income (FO-IT-1) and gains (FO-CGT-1) taxed on Mr K as they arise
      'Foundation / Founder / IT': 85,
      'Foundation / Founder / CGT': 85,
      // GWR: the UK bank account never had the 30 October 2024 protection (FO-IHT-1)
      'Foundation / Founder / IHT': 90,
      // The loan to his son is a benefit matched to income (FB-IT-1) and gains (FB-CGT-1)
      'Foundation / Beneficiaries / IT': 75,
      'Foundation / Beneficiaries / CGT': 80,
    },
    responses: ['r-ff-iht-4', 'r-fo-iht-1'],
    absentResponses: ['n-foundation-both', 'r-fb-cgt-2', 'r-fo-iht-2'],
  },
};
