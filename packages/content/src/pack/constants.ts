/**
 * Key dates and amounts of the UK rules the pack applies (domain primer section 2), as dd/mm/yyyy
 * texts the logic language compares. They become the "Key dates and amounts" definitions, so an
 * administrator changes a date in one place and every rule that names it follows.
 */
export const KEY_DATES = {
  /** Deemed domicile for all taxes (15 of 20 years) and protected settlements (F(No.2)A 2017). */
  deemed_dom_2017: '06/04/2017',
  /** The snapshot date for transitional GWR protection and the £5m cap (FA 2025). */
  excluded_property_snapshot: '30/10/2024',
  /** Remittance basis abolished; FIG regime; IHT on long-term residence (FA 2025). */
  fig_ltr_regime: '06/04/2025',
  /** ATED began: the first chargeable period ran from this day (FA 2013 Part 3). */
  ated_start: '01/04/2013',
  /** The filing date of the 2013-14 ATED returns, or 30 days from coming within ATED if later (FA 2013 Sch 35 para 4). */
  ated_first_returns: '01/10/2013',
  /** UK land disposals completing from this day: the return is due on the 60th day after completion, not the 30th (FA 2019 Sch 2 para 3 as amended). */
  uk_land_return_60_days: '27/10/2021',
  /** Relevant property charges arising from this day: the trustees' account is due six months after the end of the month of the event, not 12 (FA 2014 s.117, Sch 25 para 5; IHTA 1984 s.216(6)(ad)). */
  relevant_property_six_month_account: '06/04/2014',
} as const;

/** The IHT nil-rate band (frozen), in pounds. */
export const NIL_RATE_BAND = 325_000;

/** The tax year of the ATED charges below, as a tax-year figure names it (docs/authoring.md). */
export const ATED_CHARGES_YEAR = '2025_26';

/**
 * ATED annual charges for 2025-26 by value band (FA 2013 s.99 as uprated). The band is the
 * dwelling's value at 1 April 2022, or at acquisition if later. The charges reach reports as the
 * tax-year figures `ated_charge_{band}__2025_26`, shown only for a review as at 2025-26.
 */
export const ATED_BANDS = [
  { value: 'le_500k', text: '£500,000 or less', charge: 0 },
  { value: '500k_1m', text: 'More than £500,000 up to £1 million', charge: 4_450 },
  { value: '1m_2m', text: 'More than £1 million up to £2 million', charge: 9_150 },
  { value: '2m_5m', text: 'More than £2 million up to £5 million', charge: 31_050 },
  { value: '5m_10m', text: 'More than £5 million up to £10 million', charge: 72_700 },
  { value: '10m_20m', text: 'More than £10 million up to £20 million', charge: 145_950 },
  { value: 'gt_20m', text: 'More than £20 million', charge: 292_350 },
] as const;

/** The bands within ATED (over £500,000). */
export const ATED_CHARGEABLE_BANDS = ATED_BANDS.filter((band) => band.charge > 0).map((band) => band.value);
