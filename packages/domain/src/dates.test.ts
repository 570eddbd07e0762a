import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  dateInWords,
  dateInWordsWithWeekday,
  daysBetween,
  formatDate,
  fromDayNumber,
  parseDate,
  taxYear,
  taxYearEnd,
  taxYearStart,
  toDayNumber,
  yearsBetween,
} from './dates';

const d = (text: string) => {
  const parsed = parseDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
};

describe('dates', () => {
  it('says a date in words, with its weekday when asked', () => {
    expect(dateInWords(d('05/04/2024'))).toBe('5 April 2024');
    expect(dateInWords(d('31/12/1999'))).toBe('31 December 1999');
    expect(dateInWordsWithWeekday(d('30/04/2033'))).toBe('Saturday 30 April 2033');
    expect(dateInWordsWithWeekday(d('01/01/0001'))).toBe('Monday 1 January 1');
    expect(dateInWordsWithWeekday(d('29/02/2024'))).toBe('Thursday 29 February 2024');
  });

  it('parses dd/mm/yyyy strictly', () => {
    expect(parseDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      '29/02/2023',
      '31/02/2023',
      '31/04/2020',
      '00/01/2020',
      '01/13/2020',
      '1/2/2020',
      '2020-01-01',
      '',
      '01/01/20201',
    ]) {
      expect(parseDate(bad)).toBeNull();
    }
  });

  it('round-trips day numbers', () => {
    for (const text of ['01/01/0001', '28/02/1900', '01/03/2000', '31/12/2099', '29/02/2024']) {
      expect(formatDate(fromDayNumber(toDayNumber(d(text))))).toBe(text);
    }
    expect(daysBetween(d('05/04/2022'), d('06/04/2022'))).toBe(1);
    expect(formatDate(addDays(d('31/12/2023'), 1))).toBe('01/01/2024');
  });

  it('counts completed years', () => {
    expect(yearsBetween(d('15/06/2000'), d('14/06/2020'))).toBe(19);
    expect(yearsBetween(d('15/06/2000'), d('15/06/2020'))).toBe(20);
    expect(yearsBetween(d('15/06/2020'), d('15/06/2000'))).toBe(-20);
    expect(formatDate(addYears(d('29/02/2024'), 1))).toBe('28/02/2025');
  });

  it('names UK tax years by their starting year (6 April to 5 April)', () => {
    expect(taxYear(d('05/04/2023'))).toBe(2022);
    expect(taxYear(d('06/04/2023'))).toBe(2023);
    expect(taxYear(d('31/12/2023'))).toBe(2023);
    expect(formatDate(taxYearStart(2023))).toBe('06/04/2023');
    expect(formatDate(taxYearEnd(2021))).toBe('05/04/2022');
  });
});
