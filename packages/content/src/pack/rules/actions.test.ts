import { type KeyDate, lawProblems } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { AURORA } from '../../golden/cases/aurora';
import { LINDEN } from '../../golden/cases/linden';
import type { GoldenCase } from '../../golden/model';
import { runGolden } from '../../golden/run';
import { defaultSurveyContent } from '..';

/**
 * Every kind of key date the pack gives, on Aurora (a discretionary trust first settled on
 * 01/06/2010, holding a company with a London flat) answered in other ways and reviewed on other
 * dates, and on Linden with its foundation holding a flat itself: the expectations are the law's
 * dates worked out by hand.
 */
function reportKeyDates(
  changes: { today?: string; script?: Record<string, unknown> },
  base: GoldenCase = AURORA,
): KeyDate[] {
  const golden: GoldenCase = {
    ...base,
    today: changes.today ?? base.today,
    script: { ...base.script, ...changes.script },
  };
  const report = runGolden(golden).report;
  if (!report) throw new Error('no report');
  expect(report.errors).toEqual([]);
  return report.keyDates ?? [];
}

/** The key dates as [the action's words before its first ':', due, overdue]. */
function keyDates(changes: {
  today?: string;
  script?: Record<string, unknown>;
}): [string, string, boolean][] {
  return reportKeyDates(changes).map((k) => [k.text.split(':')[0] ?? '', k.due, k.overdue]);
}

/** The same, of one rule's actions only (two entities may list actions of the same words). */
function keyDatesOf(
  ruleId: string,
  changes: { today?: string; script?: Record<string, unknown> },
  base: GoldenCase = AURORA,
): [string, string, boolean][] {
  return reportKeyDates(changes, base)
    .filter((k) => k.ruleId === ruleId)
    .map((k) => [k.text.split(':')[0] ?? '', k.due, k.overdue]);
}

/** The day of the week of a dd/mm/yyyy date: 0 Sunday to 6 Saturday. */
function weekday(date: string): number {
  const [day, month, year] = date.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const TEN_YEAR = 'Ten-year anniversary';
const IHT100 = 'Deliver the IHT100 account and pay the ten-year charge';
const LAST_IHT100 = 'Deliver the overdue IHT100 account for the last ten-year anniversary';
const ATED_NEXT =
  'File the ATED return (or relief declaration) and pay any charge for the chargeable period starting 1 April';
const ATED_NOT_FILED = 'ATED returns not filed';
const ATED_ARREARS = 'ATED returns in arrears since the dwelling came within ATED';
const ROE_UPDATE = 'File the Register of Overseas Entities update statement';
const ROE_LATE = 'Register of Overseas Entities update statement not delivered';
const UK_LAND_RETURN =
  'File the UK property return and pay the tax on account for the latest disposal of UK land';
const EXIT_IHT100 =
  'Deliver the IHT100 account and pay the exit charge for the latest property to leave the trust';
const TRS_UPDATE = 'Confirm the Trust Registration Service record is up to date for the tax year';
const TRS_REGISTER = 'Register the trust on the Trust Registration Service now';

describe("the pack's key dates and actions", () => {
  it('runs the ten-year anniversaries from the first settlement, with the IHT100 six months after the month ends', () => {
    const dates = keyDates({ today: '31/01/2026' });
    expect(dates).toContainEqual([TEN_YEAR, '01/06/2030', false]);
    expect(dates).toContainEqual([IHT100, '31/12/2030', false]);
    // Returns not filed: the account for the 2020 anniversary was due on 31/12/2020.
    expect(dates).toContainEqual([LAST_IHT100, '31/12/2020', true]);
  });

  it('runs them from the date the trust was created when it is given', () => {
    const dates = keyDates({ today: '31/01/2026', script: { trust_date_created: '15/03/2009' } });
    expect(dates).toContainEqual([TEN_YEAR, '15/03/2029', false]);
    expect(dates).toContainEqual([IHT100, '30/09/2029', false]);
    expect(dates).toContainEqual([LAST_IHT100, '30/09/2019', true]);
  });

  it('lists ATED in arrears from the answers, overdue since the return of the period running was due', () => {
    // Aurora does not say when the flat came within ATED: the latest return only, no arrears.
    const dates = keyDates({ today: '31/01/2026' });
    expect(dates).toEqual(
      expect.arrayContaining([
        [ATED_NOT_FILED, '30/04/2025', true],
        [ATED_NEXT, '30/04/2026', false],
      ]),
    );
    expect(dates.map(([text]) => text)).not.toContain(ATED_ARREARS);
    const filed = keyDates({ today: '31/01/2026', script: { company_ated_returns_filed: 'charge_paid' } });
    expect(filed.map(([text]) => text)).not.toContain(ATED_NOT_FILED);
    expect(filed).toContainEqual([ATED_NEXT, '30/04/2026', false]);
  });

  it('keeps a date the law sets on a weekend, and lists the soonest first', () => {
    // As at 01/05/2032 the next ATED return is due on Saturday 30/04/2033: the date stays.
    const dates = keyDates({ today: '01/05/2032' });
    expect(dates).toContainEqual([ATED_NEXT, '30/04/2033', false]);
    expect(new Date(Date.UTC(2033, 3, 30)).getUTCDay()).toBe(6);
    const days = dates.map(([, due]) => due.split('/').reverse().join(''));
    expect(days).toEqual([...days].sort());
  });

  it('asks for the Trust Registration Service: registering now, or the yearly check', () => {
    const unregistered = keyDates({ today: '31/01/2026' });
    expect(unregistered).toContainEqual([TRS_REGISTER, '31/01/2026', false]);
    const registered = keyDates({ today: '01/02/2026', script: { trust_registered_trs: 'registered' } });
    expect(registered.map(([text]) => text)).not.toContain(TRS_REGISTER);
    expect(registered).toContainEqual([TRS_UPDATE, '31/01/2027', false]);
  });
});

describe('ATED returns in arrears: from when the dwelling came within ATED (FA 2013 s.159)', () => {
  const arrears = (first: string, today = '31/01/2026') =>
    keyDatesOf('CC-ATED-1', {
      today,
      script: { company_ated_returns_filed: 'not_filed', company_ated_first_date: first },
    });

  it('starts a flat held before ATED began at the first returns, due by 1 October 2013', () => {
    // Held since 2010: within ATED from 01/04/2013; the 2013-14 returns were due by 01/10/2013
    // (FA 2013 Sch 35 para 4). Every period since is in arrears; the latest return due was
    // 30/04/2025 and the next is 30/04/2026.
    expect(arrears('15/07/2010')).toEqual([
      [ATED_ARREARS, '01/10/2013', true],
      [ATED_NOT_FILED, '30/04/2025', true],
      [ATED_NEXT, '30/04/2026', false],
    ]);
  });

  it('gives the later of 1 October 2013 and the 30 days for a flat acquired in 2013-14', () => {
    // 10/08/2013 + 29 days = 08/09/2013, before 01/10/2013: 01/10/2013.
    expect(arrears('10/08/2013')).toContainEqual([ATED_ARREARS, '01/10/2013', true]);
    // 15/12/2013 + 29 days = 13/01/2014 (16 days to 31/12, 13 more), after 01/10/2013.
    expect(arrears('15/12/2013')).toContainEqual([ATED_ARREARS, '13/01/2014', true]);
  });

  it('counts the 30 days beginning with the day a flat is acquired: 30 April for 1 April', () => {
    // Came within ATED through the £1m threshold on 01/04/2015: due by 30/04/2015 (the
    // conservative date; FA 2014 s.109 gave the band until 01/10/2015).
    expect(arrears('01/04/2015')).toContainEqual([ATED_ARREARS, '30/04/2015', true]);
    // Acquired 20/06/2018: 20/06 + 29 days = 19/07/2018 (10 days to 30/06, 19 more).
    expect(arrears('20/06/2018')).toContainEqual([ATED_ARREARS, '19/07/2018', true]);
    // Acquired 15/03/2025, in the period 2024-25: 15/03 + 29 = 13/04/2025, before 30/04/2025.
    expect(arrears('15/03/2025')).toEqual([
      [ATED_ARREARS, '13/04/2025', true],
      [ATED_NOT_FILED, '30/04/2025', true],
      [ATED_NEXT, '30/04/2026', false],
    ]);
  });

  it('keeps a first return the law sets on a weekend', () => {
    // Came within ATED on 01/04/2017: due by Sunday 30/04/2017, kept as it is.
    expect(arrears('01/04/2017')).toContainEqual([ATED_ARREARS, '30/04/2017', true]);
    expect(weekday('30/04/2017')).toBe(0);
  });

  it('lists no arrears for a flat that came within ATED in the period running', () => {
    // Acquired 10/06/2025: its return was due 09/07/2025 (20 days to 30/06, 9 more), after the
    // 30/04/2025 return it never owed; that is the only return overdue.
    expect(arrears('10/06/2025')).toEqual([
      [ATED_NOT_FILED, '09/07/2025', true],
      [ATED_NEXT, '30/04/2026', false],
    ]);
    // Acquired 20/01/2026: due 18/02/2026 (11 days to 31/01, 18 more), not yet overdue.
    expect(arrears('20/01/2026')).toEqual([
      [ATED_NOT_FILED, '18/02/2026', false],
      [ATED_NEXT, '30/04/2026', false],
    ]);
  });

  it('lists the arrears of relief declaration returns of a let flat', () => {
    const dates = keyDatesOf('CC-ATED-2', {
      today: '31/01/2026',
      script: {
        company_dwelling_use: 'let_to_unconnected',
        company_ated_returns_filed: 'not_filed',
        company_ated_first_date: '20/06/2018',
      },
    });
    expect(dates).toEqual([
      ['ATED returns claiming relief in arrears since the dwelling came within ATED', '19/07/2018', true],
      ['File the missing ATED relief declaration return of the period running', '30/04/2025', true],
    ]);
  });

  it("does the same for a foundation's own dwelling", () => {
    // Linden's foundation holding a £1m-£2m flat itself since 2015, within ATED from 01/04/2015.
    const dates = keyDatesOf(
      'FF-ATED-1',
      {
        today: '31/01/2026',
        script: {
          foundation_uk_residential_property: 'direct',
          foundation_uk_dwelling_value_band: '1m_2m',
          foundation_dwelling_use: 'occupied_by_connected',
          foundation_ated_returns_filed: 'not_filed',
          foundation_ated_first_date: '01/04/2015',
        },
      },
      LINDEN,
    );
    expect(dates).toEqual([
      [ATED_ARREARS, '30/04/2015', true],
      [ATED_NOT_FILED, '30/04/2025', true],
      [ATED_NEXT, '30/04/2026', false],
    ]);
  });
});

describe('the Register of Overseas Entities update statement (ECTEA 2022 s.7)', () => {
  const roe = (registered: string | undefined, updates: string, today = '31/01/2026') =>
    keyDates({
      today,
      script: {
        company_roe_updates_filed: updates,
        ...(registered ? { company_roe_registration_date: registered } : {}),
      },
    }).filter(([text]) => text === ROE_UPDATE || text === ROE_LATE);

  it('is due by the 13th day after each anniversary of registration: the 14 days after each period', () => {
    // Registered 01/08/2022: the period 01/08/2025-31/07/2026 ends the day before the 2026
    // anniversary; the statement is due within the 14 days after, by 14/08/2026.
    expect(roe('01/08/2022', 'yes')).toEqual([[ROE_UPDATE, '14/08/2026', false]]);
    // Still within the 14 days after the 2026 anniversary: 20/01/2026 + 13 = 02/02/2026.
    expect(roe('20/01/2023', 'yes')).toEqual([[ROE_UPDATE, '02/02/2026', false]]);
  });

  it('keeps a due date on a weekend, and lists it on the day itself as not yet overdue', () => {
    // Registered 18/01/2023: 18/01/2026 + 13 = Saturday 31/01/2026, the review's date.
    expect(roe('18/01/2023', 'yes')).toEqual([[ROE_UPDATE, '31/01/2026', false]]);
    expect(weekday('31/01/2026')).toBe(6);
    // A day later it has passed: the next is 18/01/2027 + 13 = Sunday 31/01/2027.
    expect(roe('18/01/2023', 'yes', '01/02/2026')).toEqual([[ROE_UPDATE, '31/01/2027', false]]);
    expect(weekday('31/01/2027')).toBe(0);
  });

  it('lists the last statement overdue when the updates were not delivered', () => {
    // Registered 01/08/2022: the statement due 14/08/2025 was not delivered.
    expect(roe('01/08/2022', 'no')).toEqual([
      [ROE_LATE, '14/08/2025', true],
      [ROE_UPDATE, '14/08/2026', false],
    ]);
    // Registered 20/01/2023, as at 31/01/2026: the 2026 statement's 14 days still run, so the
    // late one is the 2025 anniversary's, 20/01/2025 + 13 = 02/02/2025.
    expect(roe('20/01/2023', 'no')).toEqual([
      [ROE_LATE, '02/02/2025', true],
      [ROE_UPDATE, '02/02/2026', false],
    ]);
    // Not known: the rule warns, but nothing is said to be overdue.
    expect(roe('01/08/2022', 'unknown')).toEqual([[ROE_UPDATE, '14/08/2026', false]]);
  });

  it('lists only the first statement within the first year, and nothing without the date', () => {
    // Registered 10/10/2025: the first is due 10/10/2026 + 13 = 23/10/2026.
    expect(roe('10/10/2025', 'none_due')).toEqual([[ROE_UPDATE, '23/10/2026', false]]);
    expect(roe('10/10/2025', 'no')).toEqual([[ROE_UPDATE, '23/10/2026', false]]);
    expect(roe(undefined, 'yes')).toEqual([]);
  });

  it("does the same for a foundation's registration", () => {
    const dates = keyDatesOf(
      'FF-ATED-6',
      {
        script: {
          foundation_holds_uk_assets: 'uk_land',
          foundation_roe_registered: 'registered',
          foundation_roe_registration_date: '01/08/2022',
          foundation_roe_updates_filed: 'no',
        },
      },
      LINDEN,
    );
    expect(dates).toEqual([
      [ROE_LATE, '14/08/2025', true],
      [ROE_UPDATE, '14/08/2026', false],
    ]);
  });
});

describe('the UK property return of a non-resident trust’s disposal of UK land (FA 2019 Sch 2)', () => {
  const disposal = (completed: string | undefined, filed = 'no') =>
    keyDates({
      script: {
        trust_disposed_uk_land: 'yes',
        trust_nrcgt_returns_filed: filed,
        ...(completed ? { trust_uk_land_completion_date: completed } : {}),
      },
    }).filter(([text]) => text === UK_LAND_RETURN);

  it('gives 30 days for a completion before 27 October 2021 and 60 days from it', () => {
    // 26/10/2021 + 30 days = 25/11/2021 (5 days to 31/10, 25 more).
    expect(disposal('26/10/2021')).toEqual([[UK_LAND_RETURN, '25/11/2021', true]]);
    // 27/10/2021 + 60 days = 26/12/2021 (4 days to 31/10, 30 in November, 26 more): a Sunday,
    // kept as it is.
    expect(disposal('27/10/2021')).toEqual([[UK_LAND_RETURN, '26/12/2021', true]]);
    expect(weekday('26/12/2021')).toBe(0);
    // An NRCGT return before 6 April 2019: 10/05/2016 + 30 days = 09/06/2016.
    expect(disposal('10/05/2016')).toEqual([[UK_LAND_RETURN, '09/06/2016', true]]);
  });

  it('is not yet overdue within the 60 days, and is not listed once the returns were filed', () => {
    // 15/01/2026 + 60 days = 16/03/2026 (16 days to 31/01, 28 in February, 16 more).
    expect(disposal('15/01/2026')).toEqual([[UK_LAND_RETURN, '16/03/2026', false]]);
    expect(disposal('15/01/2026', 'unknown')).toEqual([[UK_LAND_RETURN, '16/03/2026', false]]);
    expect(disposal('15/01/2026', 'yes')).toEqual([]);
    expect(disposal(undefined)).toEqual([]);
  });
});

describe('the IHT100 account of an exit charge (IHTA 1984 s.65, s.216(6), s.226)', () => {
  // Aurora's discretionary trust, TT-IHT-2 firing, reviewed as at 31/01/2026; its IHT returns
  // answered as not filed unless the case says otherwise.
  const exit = (exited: string | undefined, filed = 'no') =>
    keyDatesOf('TT-IHT-2', {
      script: {
        trust_iht_returns_filed: filed,
        ...(exited ? { trust_latest_exit_date: exited } : {}),
      },
    }).filter(([text]) => text === EXIT_IHT100);

  it('is due six months after the end of the month of an exit from 6 April 2014 (s.216(6)(ad))', () => {
    // 15/03/2025 + 6 months = 15/09/2025, end of that month 30/09/2025: past as at 31/01/2026,
    // so overdue when the returns are answered as not filed.
    expect(exit('15/03/2025')).toEqual([[EXIT_IHT100, '30/09/2025', true]]);
    // 31/08/2025 + 6 months = 28/02/2026 (no 31 February), the end of February: not yet due.
    expect(exit('31/08/2025')).toEqual([[EXIT_IHT100, '28/02/2026', false]]);
    // The first day of the new rule: 06/04/2014 + 6 months, end of October 2014.
    expect(exit('06/04/2014')).toEqual([[EXIT_IHT100, '31/10/2014', true]]);
  });

  it('gives the account 12 months after the end of the month of an exit before 6 April 2014 (s.216(6)(c))', () => {
    // 10/01/2014 + 12 months = 10/01/2015, end of that month 31/01/2015.
    expect(exit('10/01/2014')).toEqual([[EXIT_IHT100, '31/01/2015', true]]);
    // The day before the new rule: 05/04/2014 + 12 months, end of April 2015.
    expect(exit('05/04/2014')).toEqual([[EXIT_IHT100, '30/04/2015', true]]);
  });

  it('leaves out a past account when the returns are answered as filed, and keeps one not yet due', () => {
    // Due 30/09/2025, before 31/01/2026, and the returns were filed: nothing to do.
    expect(exit('15/03/2025', 'yes')).toEqual([]);
    // Due 28/02/2026, after 31/01/2026: still to do whatever the answer.
    expect(exit('31/08/2025', 'yes')).toEqual([[EXIT_IHT100, '28/02/2026', false]]);
    expect(exit('31/08/2025', 'unknown')).toEqual([[EXIT_IHT100, '28/02/2026', false]]);
  });

  it('lists nothing, and no error, without the exit date', () => {
    // reportKeyDates (through keyDatesOf) also expects the report to have no errors.
    expect(exit(undefined)).toEqual([]);
    expect(exit(undefined, 'yes')).toEqual([]);
    // The ten-year dates of TT-IHT-2 are still listed.
    expect(keyDatesOf('TT-IHT-2', {}).map(([text]) => text)).toContain(TEN_YEAR);
  });
});

describe("the pack's dated actions", () => {
  it('cite law in a form the report links', () => {
    const laws = defaultSurveyContent().rules.rules.flatMap((rule) => rule.actions.map((a) => a.law));
    expect(laws.length).toBeGreaterThan(10);
    expect(laws.flatMap(lawProblems)).toEqual([]);
  });
});

describe('the relevant-property dates, whichever rule brings the trust within the charges', () => {
  const fired = (script: Record<string, unknown>) => {
    const report = runGolden({
      ...AURORA,
      today: '31/01/2026',
      script: { ...AURORA.script, ...script },
    }).report;
    // The rules that fired: each cell's explanations name them.
    const cells = Object.values(report?.table.values ?? {}).flatMap((row) => Object.values(row));
    const ids = new Set(cells.flatMap((cell) => cell.explanation.map((e) => e.ruleId)));
    return { tt1: ids.has('TT-IHT-1'), tt2: ids.has('TT-IHT-2') };
  };
  // A settlor no longer long-term resident (under 10 of the last 20 years): the trust's cash is
  // excluded property, and only the London flat held through the company (IHTA 1984 Sch A1)
  // brings the trust within the ten-year and exit charges.
  const dwellingOnly = { settlor_uk_resident_years_last_20: 4 };

  it('lists them once from TT-IHT-1 when a UK dwelling alone brings the trust within the charges', () => {
    expect(fired(dwellingOnly)).toEqual({ tt1: true, tt2: false });
    const dates = keyDates({ today: '31/01/2026', script: dwellingOnly });
    expect(dates.filter(([text]) => text === TEN_YEAR)).toEqual([[TEN_YEAR, '01/06/2030', false]]);
    expect(dates.filter(([text]) => text === IHT100)).toEqual([[IHT100, '31/12/2030', false]]);
  });

  it('lists them once when both rules fire', () => {
    expect(fired({})).toEqual({ tt1: true, tt2: true });
    const dates = keyDates({ today: '31/01/2026' });
    expect(dates.filter(([text]) => text === TEN_YEAR)).toHaveLength(1);
    expect(dates.filter(([text]) => text === TRS_UPDATE).length).toBeLessThanOrEqual(1);
  });
});
