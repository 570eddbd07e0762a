import type { KeyDate } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { AURORA } from '../../golden/cases/aurora';
import type { GoldenCase } from '../../golden/model';
import { runGolden } from '../../golden/run';

/**
 * Every kind of key date the pack gives, on Aurora (a discretionary trust first settled on
 * 01/06/2010, holding a company with a London flat) answered in other ways and reviewed on other
 * dates: the expectations are the law's dates worked out by hand.
 */
function keyDates(changes: {
  today?: string;
  script?: Record<string, unknown>;
}): [string, string, boolean][] {
  const golden: GoldenCase = {
    ...AURORA,
    today: changes.today ?? AURORA.today,
    script: { ...AURORA.script, ...changes.script },
  };
  const report = runGolden(golden).report;
  if (!report) throw new Error('no report');
  expect(report.errors).toEqual([]);
  return (report.keyDates ?? []).map((k: KeyDate) => [k.text.split(':')[0] ?? '', k.due, k.overdue]);
}

const TEN_YEAR = 'Ten-year anniversary';
const IHT100 = 'Deliver the IHT100 account and pay the ten-year charge';
const LAST_IHT100 = 'Deliver the overdue IHT100 account for the last ten-year anniversary';
const ATED_NEXT =
  'File the ATED return (or relief declaration) and pay any charge for the chargeable period starting 1 April';
const ATED_ARREARS = 'ATED returns not filed';
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
    expect(keyDates({ today: '31/01/2026' })).toEqual(
      expect.arrayContaining([
        [ATED_ARREARS, '30/04/2025', true],
        [ATED_NEXT, '30/04/2026', false],
      ]),
    );
    const filed = keyDates({ today: '31/01/2026', script: { company_ated_returns_filed: 'charge_paid' } });
    expect(filed.map(([text]) => text)).not.toContain(ATED_ARREARS);
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
