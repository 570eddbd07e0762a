import { entity, own, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 8: a Jersey trust (2001) of a settlor who has never been UK resident
 * moved its assets in 2021 into a Panama foundation, carrying £2m of unmatched gains and
 * undistributed income. The adviser leans to a company-like characterisation but it is not
 * settled. In 2025-26 the foundation paid capital to a UK-resident niece.
 */
export const CEDAR: GoldenCase = {
  name: 'cedar-trust-as-founder',
  description: 'A trust acting as founder of a foundation, carrying its gains pool to a UK beneficiary',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Cedar Trust',
        children: [party('mr-h', 'settlor', 't1', ['01/03/2001'], { name: 'Mr H' })],
      }),
      own(entity('f1', 'foundation', { name: 'Cedar Foundation' }), 't1', '01/07/2021'),
    ],
    'Cedar structure',
  ),
  script: {
    trust_jurisdiction: 'jersey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'not_required',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_owns_underlying_companies: 'no',
    trust_realised_gains: 'no',
    trust_has_unmatched_gains: 'yes',
    trust_has_undistributed_income: 'yes',
    trust_disposed_uk_land: 'no',
    benefits_to_uk_beneficiaries: ['none'],
    benefits_to_non_uk_beneficiaries: 'no',
    uk_beneficiary_occupies_dwelling: 'no',
    trust_uk_resident_beneficiaries: 'yes',
    trust_uk_beneficiary_company: 'no',
    trust_iht_returns_filed: 'none_due',
    // The trust acting as founder
    tf_transfer_mechanism: 'appointment_or_resettlement',
    tf_original_settlors_identified: 'yes',
    tf_transferor_had_unmatched_gains: 'yes',
    tf_transferor_had_undistributed_income: 'yes',
    tf_iht_exit_charge_considered: 'no',
    // Mr H, never UK resident (settlor of the trust, and looked through as founder)
    settlor_kind: 'individual',
    settlor_alive: 'yes',
    settlor_uk_resident_current: 'no',
    settlor_uk_resident_years_last_20: 0,
    settlor_domicile_pre_2025: 'not_resident',
    settlor_non_dom_at_2024_10_30: 'yes',
    settlor_or_spouse_can_benefit: 'yes',
    settlor_can_benefit_personally: 'yes',
    settlor_defined_persons_can_benefit: 'yes',
    settlor_actually_benefited: 'no',
    settlor_family_occupies_uk_dwelling: 'no',
    settlor_minor_children_benefit: 'no',
    settlor_received_capital_sum: 'no',
    settlor_motive_defence_evidence: 'partial',
    settlor_involved_in_management: 'no',
    settlement_value_gbp: 5_000_000,
    settlement_asset_type: ['listed_securities'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'no',
    settlor_uk_domiciled_at_settlement: 'no',
    settlor_deemed_dom_at_settlement: 'no',
    settlement_form: 'outright_gift',
    settlement_cgt_gain_on_transfer: 'no',
    settlement_reported_as_clt: 'not_required',
    // The foundation
    foundation_jurisdiction: 'panama',
    foundation_uk_characterisation: 'undetermined',
    foundation_has_members_or_share_capital: 'no',
    foundation_beneficiaries_enforceable_rights: 'no',
    foundation_council_uk_resident_majority: 'no',
    foundation_founder_reserved_rights: 'none',
    foundation_holds_uk_assets: 'none',
    foundation_uk_residential_property: 'none',
    foundation_uk_property_income: 'no',
    // Its own gains and income: none yet; the pool came from the trust
    foundation_has_unmatched_gains_or_income: 'no',
    foundation_benefits_to_uk_beneficiaries: ['capital_distributions'],
    foundation_uk_beneficiary_occupies_dwelling: 'no',
    foundation_uk_resident_beneficiaries: 'yes',
    foundation_uk_beneficiary_company: 'no',
    foundation_roe_registered: 'not_required',
    foundation_iht_returns_filed: 'none_due',
    contribution_value_gbp: 7_000_000,
    contribution_asset_type: ['listed_securities'],
    contribution_asset_uk_situs: 'no',
    contribution_form: 'outright_gift',
    bySubject: {
      // Mr H looked through the trust as founder
      'f1/f1~t1~mr-h': {
        founder_kind: 'individual',
        founder_alive: 'yes',
        founder_uk_resident_current: 'no',
        founder_uk_resident_years_last_20: 0,
        founder_domicile_pre_2025: 'not_resident',
        founder_non_dom_at_2024_10_30: 'yes',
        founder_is_beneficiary_or_spouse_is: 'yes',
        founder_can_benefit_personally: 'yes',
        founder_defined_persons_can_benefit: 'yes',
        founder_can_revoke_or_amend: 'no',
        founder_actually_benefited: 'no',
        founder_participator_over_25: 'no',
        founder_motive_defence_evidence: 'partial',
        founder_involved_in_management: 'no',
      },
      'f1/f1~t1~mr-h/f1~t1~mr-h~0': {
        founder_uk_resident_at_contribution: 'no',
        founder_uk_domiciled_at_contribution: 'no',
        founder_deemed_dom_at_contribution: 'no',
      },
    },
  },
  expected: {
    // M = 80, R = 205: 80 + 20 x 205 / 4400
    score: 80.93,
    cells: {
      // Relevant income follows the assets into the foundation (TT-IT-6)
      'Trust / Trustees / IT': 40,
      // s.90 carries the £2m pool (TT-CGT-5 40); stockpiled gains (TT-CGT-4 20)
      'Trust / Trustees / CGT': 40,
      // Characterisation undetermined (FF-IT-1)
      'Foundation / Foundation / IT': 50,
      // Capital to the UK niece matched to relevant income (FB-IT-1)
      'Foundation / Beneficiaries / IT': 75,
      // Trust-like: matched to the carried pool (FB-CGT-1 80); company-like (FB-CGT-2 40)
      'Foundation / Beneficiaries / CGT': 80,
    },
    loops: { 'Foundation / Founder / IT': { 'f1/f1~t1~mr-h': 0 } },
    // Mr H is not LTR and nothing is UK: the trust's property is excluded, so no exit charge
    responses: ['n-trust-excluded', 'n-foundation-both', 'r-tt-cgt-5'],
    absentResponses: ['r-tt-iht-6'],
  },
};
