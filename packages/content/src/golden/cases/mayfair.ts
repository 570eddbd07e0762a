import { entity, holding, party, structure } from '@tsr/domain';
import type { GoldenCase } from '../model';

/**
 * Two offshore property companies of one family, as a UK adviser meets them before a clean-up.
 * Mayfair Properties Ltd (BVI, run from the BVI) owns a Mayfair house worth £6m, bought with a
 * loan from its shareholders, in which Mr P, UK resident, lives rent-free; it also sold a
 * Battersea flat in 2024 without a corporation tax return, holds a UK bank deposit, and is not on
 * the Register of Overseas Entities. Mr P inherited his 55% from his father; his sister Ms Q,
 * living in Dubai, sold her 30% to him in 2024; the family's UK trading company holds 10%, and a
 * cousin whose residence nobody knows holds 5%. Kensington Lettings Ltd (Jersey), wholly Mr P's,
 * lets two flats to unconnected tenants and relies on non-resident landlord deductions instead of
 * corporation tax returns; it never filed its ATED relief declarations, has delivered no update
 * statement to the register, and where its board really meets is not known.
 */
const MAYFAIR = entity('c1', 'company', {
  name: 'Mayfair Properties Ltd',
  incorporation_date: '01/02/2012',
  children: [
    holding(party('mr-p', 'shareholder', 'c1', ['01/02/2012'], { name: 'Mr P' }), '55'),
    holding(party('ms-q', 'shareholder', 'c1', ['01/02/2012'], { name: 'Ms Q' }), '30'),
    holding(party('p-trading', 'shareholder', 'c1', ['01/02/2012'], { name: 'P Trading Ltd' }), '10'),
    holding(party('cousin', 'shareholder', 'c1', ['01/02/2012'], { name: 'Cousin R' }), '5'),
  ],
});

const KENSINGTON = entity('c2', 'company', {
  name: 'Kensington Lettings Ltd',
  incorporation_date: '01/03/2016',
  children: [holding(party('mr-p-k', 'shareholder', 'c2', ['01/03/2016'], { name: 'Mr P' }), '100')],
});

export const MAYFAIR_LETTINGS: GoldenCase = {
  name: 'mayfair-offshore-property-companies',
  description: 'Two offshore companies holding UK dwellings: one lived in by its shareholder, one let',
  today: '31/01/2026',
  structure: structure([MAYFAIR, KENSINGTON], 'Mayfair structure'),
  script: {
    company_jurisdiction: 'bvi',
    company_cmc_in_uk: 'no',
    company_is_close: 'yes',
    company_has_nominee_shareholders: 'no',
    company_economic_substance: 'none_holding_only',
    company_uk_residential_property: 'yes',
    company_uk_land_75pc: 'yes',
    company_uk_dwelling_value_band: '5m_10m',
    company_dwelling_use: 'occupied_by_connected',
    company_ated_returns_filed: 'charge_paid',
    company_loans_finance_uk_dwelling: 'yes',
    company_uk_property_income: 'no',
    company_ct_returns_filed: 'no',
    company_other_income: ['uk_interest_or_dividends'],
    company_realised_gains: 'uk_land',
    company_benefits_to_participators: ['rent_free_use'],
    company_roe_registered: 'not_registered',
    shareholder_kind: 'individual',
    shareholder_uk_resident_during_holding: 'yes',
    shareholder_connected_pct_over_25: 'yes',
    shareholder_ltr: 'yes',
    shareholder_fig_claim_current: 'no',
    shareholder_transferred_assets_to_company: 'no',
    shareholder_benefits_received: ['rent_free_use'],
    shareholder_family_occupies_dwelling: 'yes',
    shareholder_is_director: 'yes',
    shareholder_disposed_shares_property_rich: 'no',
    shareholder_holding_ended_last_2_years: 'no',
    bySubject: {
      'c1/ms-q': {
        shareholder_uk_resident_during_holding: 'no',
        shareholder_ltr: 'no',
        shareholder_benefits_received: [],
        shareholder_family_occupies_dwelling: 'no',
        shareholder_is_director: 'no',
        shareholder_disposed_shares_property_rich: 'yes',
        shareholder_holding_ended_last_2_years: 'yes',
      },
      'c1/p-trading': {
        shareholder_kind: 'company',
        shareholder_is_uk_company: 'yes',
        shareholder_connected_pct_over_25: 'yes',
        shareholder_benefits_received: [],
        shareholder_family_occupies_dwelling: 'no',
        shareholder_is_director: 'no',
      },
      'c1/cousin': {
        shareholder_uk_resident_during_holding: 'unknown',
        shareholder_connected_pct_over_25: 'no',
        shareholder_ltr: 'unknown',
        shareholder_benefits_received: [],
        shareholder_family_occupies_dwelling: 'no',
        shareholder_is_director: 'no',
      },
      c2: {
        company_jurisdiction: 'jersey',
        company_cmc_in_uk: 'unknown',
        company_economic_substance: 'passive_investment',
        company_uk_dwelling_value_band: '1m_2m',
        company_dwelling_use: 'let_to_unconnected',
        company_ated_returns_filed: 'not_filed',
        company_ated_first_date: '01/04/2016',
        company_loans_finance_uk_dwelling: 'no',
        company_uk_property_income: 'yes',
        company_uk_rents_before_2020: 'yes',
        company_ct_returns_filed: 'nrls_covers_no_return_needed',
        company_other_income: [],
        company_realised_gains: 'none',
        company_benefits_to_participators: [],
        company_roe_registered: 'registered',
        company_roe_beneficial_owners_correct: 'yes',
        company_roe_registration_date: '20/01/2023',
        company_roe_updates_filed: 'no',
      },
      'c2/mr-p-k': {
        shareholder_benefits_received: [],
        shareholder_family_occupies_dwelling: 'no',
        shareholder_transferred_assets_to_company: 'yes',
      },
    },
  },
  expected: {
    // M = 90, R = 635: 90 + 10 x 635 / 4400
    score: 91.44,
    cells: {
      // Mayfair: a close company lets its house rent-free to Mr P (CC-IT-2 55), UK interest
      // (CC-IT-3 10); Kensington: rents before 2020 under income tax (CC-IT-1 35)
      'Company / Company / IT': 55,
      // Ms Q sold shares of a UK property-rich company (CC-CGT-2)
      'Company / Company / CGT': 55,
      // Both companies' shares derive value from UK dwellings (CC-IHT-1 80); the shareholders'
      // loans financing the house are within IHT too (CC-IHT-3 70)
      'Company / Company / IHT': 80,
      // Mayfair's Battersea gain with no return (CC-CT-3 85); Kensington relies on NRLS (CC-CT-6
      // 45) and its management is not known (CC-CT-7 35)
      'Company / Company / CT': 85,
      // Mayfair: the house lived in by Mr P, no relief (CC-ATED-1 90), off the register (CC-ATED-5
      // 70); Kensington: relief declarations missing (CC-ATED-2 55), no update statement (CC-ATED-8 55)
      'Company / Company / ATED': 90,
      // Mr P on Kensington, his own transfer (CS-IT-1 80); on Mayfair, the rent-free house
      // (CS-IT-2 60) and its income as a non-transferor (CS-IT-3 30); the cousin's residence (CS-IT-5 35)
      'Company / Shareholder / IT': 80,
      // Ms Q, non-resident, sold 30% of a property-rich company (CS-CGT-2)
      'Company / Shareholder / CGT': 60,
      // The house is within IHT for Ms Q and the cousin whatever their status (CS-IHT-2 80); Mr P
      // is long-term resident (CS-IHT-1 60); Ms Q's two-year tail (CS-IHT-3 40)
      'Company / Shareholder / IHT': 80,
      // Mr P directs both from the UK (CS-CT-2 55); the UK trading company holds 10% (CS-CT-1 50)
      'Company / Shareholder / CT': 55,
      // Mr P lives in the enveloped house (CS-ATED-1 85), his family with him (CS-ATED-2 75)
      'Company / Shareholder / ATED': 85,
    },
    loops: {
      'Company / Shareholder / IHT': { 'c1/ms-q': 80, 'c1/cousin': 80, 'c1/mr-p': 60 },
      'Company / Shareholder / IT': { 'c1/mr-p': 60, 'c1/cousin': 35, 'c2/mr-p-k': 80 },
    },
  },
};
