import { entity, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A will trust: Mr W, a long-term UK resident, died on 10 June 2025 and his will settled £3m of
 * non-UK securities on a Guernsey discretionary trust for his UK-resident widow and children. The
 * settlor is marked deceased in the structure (the settlement was made on his death). His status
 * at death fixes the trust property within IHT for the life of the trust (IHTA 1984 s.48ZA).
 */
export const WILLOW: GoldenCase = {
  name: 'willow-will-trust',
  description: 'A deceased settlor: a trust made on death by a long-term resident',
  today: '31/01/2026',
  structure: structure(
    [
      entity('t1', 'trust', {
        name: 'Willow Will Trust',
        children: [
          party('mr-w', 'settlor', 't1', ['10/06/2025'], {
            name: 'The late Mr W',
            meta: { deceased: 'yes', date: '10/06/2025' },
          }),
        ],
      }),
    ],
    'Willow structure',
  ),
  script: {
    trust_jurisdiction: 'guernsey',
    trust_type: 'discretionary',
    trust_trustee_residence: 'all_non_uk',
    trust_reserved_powers: 'none',
    trust_registered_trs: 'registered',
    trust_holds_uk_assets_directly: 'none',
    trust_uk_residential_property: ['none'],
    trust_owns_underlying_companies: 'no',
    trust_realised_gains: 'no',
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
    trust_iht_returns_filed: 'none_due',
    settlor_kind: 'individual',
    settlor_estate_status_at_death: 'yes',
    settlement_value_gbp: 3_000_000,
    settlement_asset_type: ['listed_securities'],
    settlement_asset_uk_situs: 'no',
    settlor_uk_resident_at_settlement: 'yes',
    settlor_ltr_at_settlement: 'yes',
    settlement_form: 'on_death',
  },
  expected: {
    // M = 80, R = 125: 80 + 20 x 125 / 4400
    score: 80.57,
    cells: {
      // Relevant property in scope for ever (TT-IHT-2)
      'Trust / Trustees / IHT': 75,
      // Settlor died LTR (TS-IHT-4); the settlement on death is not a lifetime transfer
      'Trust / Settlor / IHT': 80,
      // Income paid to the UK widow from a non-resident trust (TB-IT-2)
      'Trust / Beneficiaries / IT': 50,
    },
    loops: { 'Trust / Settlor / IHT': { 't1/mr-w': 80, 't1/mr-w/mr-w-d0': 0 } },
    responses: ['r-ts-iht-4', 'd-ts-iht-4'],
    absentResponses: ['r-ts-iht-3', 'r-ts-it-1'],
  },
};
