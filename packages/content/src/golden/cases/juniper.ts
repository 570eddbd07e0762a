import { entity, holding, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * A nominee whose principal is not identified: a Panama company letting a London flat worth
 * £1.5m to unconnected tenants (relief declared, CT returns filed) whose only shareholder is a
 * nominee that will not say whom it acts for. Whether the company is close cannot be established.
 */
export const JUNIPER: GoldenCase = {
  name: 'juniper-unidentified-nominee',
  description: 'A nominee shareholder with an unidentified principal',
  today: '31/01/2026',
  structure: structure(
    [
      entity('c1', 'company', {
        name: 'Juniper Estates SA',
        incorporation_date: '12/12/2012',
        children: [
          holding(
            party('nominee', 'shareholder', 'c1', ['12/12/2012'], { name: 'Isthmus Nominees SA' }),
            '100',
          ),
        ],
      }),
    ],
    'Juniper structure',
  ),
  script: {
    company_jurisdiction: 'panama',
    company_cmc_in_uk: 'no',
    company_is_close: 'unknown',
    company_has_nominee_shareholders: 'yes',
    company_economic_substance: 'passive_investment',
    company_uk_residential_property: 'yes',
    company_uk_dwelling_value_band: '1m_2m',
    company_dwelling_use: 'let_to_unconnected',
    company_ated_returns_filed: 'relief_declared',
    company_loans_finance_uk_dwelling: 'no',
    company_uk_property_income: 'yes',
    company_uk_rents_before_2020: 'no',
    company_ct_returns_filed: 'yes',
    company_other_income: ['none'],
    company_realised_gains: 'none',
    company_uk_land_75pc: 'yes',
    company_benefits_to_participators: ['none'],
    company_roe_registered: 'registered',
    company_roe_beneficial_owners_correct: 'unknown',
    shareholder_kind: 'nominee',
    shareholder_nominee_principal_kind: 'unknown',
    shareholder_beneficial_owner_identified: 'no',
    shareholder_nominee_agreement_documented: 'no',
    shareholder_uk_resident_during_holding: 'unknown',
    shareholder_connected_pct_over_25: 'unknown',
    shareholder_transferred_assets_to_company: 'unknown',
    shareholder_benefits_received: ['none'],
    shareholder_family_occupies_dwelling: 'no',
    shareholder_is_director: 'no',
    shareholder_disposed_shares_property_rich: 'no',
    shareholder_holding_ended_last_2_years: 'no',
  },
  expected: {
    // M = 80, R = 185: 80 + 20 x 185 / 4400
    score: 80.84,
    cells: {
      // Close-company status unknown (CC-CGT-3)
      'Company / Company / CGT': 35,
      // Close status not known is read the cautious way (a company with a single shareholder is
      // close in all but name), so the value the shares take from the London flat is within IHT
      // (CC-IHT-1; IHTA 1984 Sch A1), and the explanation shows the status was not known.
      'Company / Company / IHT': 80,
      // In the CT regime (CC-CT-4)
      'Company / Company / CT': 20,
      // Register may not name the real owner (CC-ATED-6 55); relief claimed (CC-ATED-3 10)
      'Company / Company / ATED': 55,
      // Unidentified principal (CS-IT-4)
      'Company / Shareholder / IT': 75,
    },
    responses: ['r-cs-it-4', 'n-company-nominee'],
  },
};
