import { entity, holding, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Domain primer example 6: a Panama company owning three London flats (two let commercially at
 * £1.2m each, one worth £1.8m occupied rent-free by the principal's adult son). Its only shares
 * are held by a Seychelles nominee for Mr F, UK resident since 1999 (long-term resident), who
 * funded the company. Rents (about £90,000 a year) bear NRLS deductions but no CT returns are
 * filed, and the Register of Overseas Entities names the nominee, not Mr F.
 */
export const MARLOWE: GoldenCase = {
  name: 'marlowe-nominee-shareholder',
  description:
    'A nominee shareholder for a UK-resident principal; company with let and family-occupied London flats',
  today: '31/01/2026',
  structure: structure(
    [
      entity('c1', 'company', {
        name: 'Marlowe Properties SA',
        incorporation_date: '05/05/2005',
        children: [
          holding(
            party('nominee', 'shareholder', 'c1', ['05/05/2005'], {
              name: 'Seychelles Nominee Services Ltd',
            }),
            '100',
          ),
        ],
      }),
    ],
    'Marlowe structure',
  ),
  script: {
    company_jurisdiction: 'panama',
    company_cmc_in_uk: 'no',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'yes',
    company_economic_substance: 'passive_investment',
    company_uk_residential_property: 'yes',
    company_uk_dwelling_value_band: '1m_2m',
    company_dwelling_use: 'mixed',
    // Relief declared for the let flats only
    company_ated_returns_filed: 'relief_declared',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'yes',
    company_uk_rents_before_2020: 'yes',
    company_ct_returns_filed: 'no',
    company_other_income: ['none'],
    company_realised_gains: 'none',
    company_uk_land_75pc: 'yes',
    company_benefits_to_participators: ['rent_free_use'],
    company_roe_registered: 'registered',
    company_roe_beneficial_owners_correct: 'no',
    // The nominee, looked through to Mr F
    shareholder_kind: 'nominee',
    shareholder_nominee_principal_kind: 'individual',
    shareholder_beneficial_owner_identified: 'yes',
    shareholder_nominee_agreement_documented: 'yes',
    shareholder_uk_resident_during_holding: 'yes',
    shareholder_connected_pct_over_25: 'yes',
    shareholder_ltr: 'yes',
    shareholder_fig_claim_current: 'no',
    shareholder_transferred_assets_to_company: 'yes',
    shareholder_benefits_received: ['none'],
    shareholder_family_occupies_dwelling: 'yes',
    shareholder_is_director: 'no',
    shareholder_disposed_shares_property_rich: 'no',
    shareholder_holding_ended_last_2_years: 'no',
  },
  expected: {
    // M = 90, R = 430: 90 + 10 x 430 / 4400
    score: 90.98,
    cells: {
      // Rent-free use by the son, provided by a close company (CC-IT-2 55); pre-2020 NRL income tax (CC-IT-1 35)
      'Company / Company / IT': 55,
      // Sch A1: the flats' value is never excluded (CC-IHT-1)
      'Company / Company / IHT': 80,
      // Non-resident landlord with no CT returns (CC-CT-2)
      'Company / Company / CT': 80,
      // Flat 3: £9,150 for 2025-26, relief lost (CC-ATED-1 90); ROE names the nominee (CC-ATED-6 55)
      'Company / Company / ATED': 90,
      // Mr F funded the company: ToAA on its rents (CS-IT-1)
      'Company / Shareholder / IT': 80,
      // Mr F is LTR: the shares are in his estate (CS-IHT-1)
      'Company / Shareholder / IHT': 60,
      // The principal's son occupies (CS-ATED-2)
      'Company / Shareholder / ATED': 75,
    },
    loops: { 'Company / Shareholder / IT': { 'c1/nominee': 80 } },
    responses: ['n-company-nominee', 'r-cc-ated-6', 'r-cc-it-1', 'n-cc-ated-band-1m_2m'],
    absentResponses: ['r-cs-it-4', 'r-cc-cgt-2'],
  },
};
