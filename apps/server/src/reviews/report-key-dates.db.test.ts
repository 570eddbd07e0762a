import { defaultSurveyContent } from '@tsr/content';
import { type ReportKeyDates, routes } from '@tsr/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVersion } from '../survey/survey-store';
import { type Person, person } from '../testing/people';
import { submittedGolden } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Key dates on the content pack (docs/scoring.md): Aurora's trust, first settled on 01/06/2010,
 * holding a company with a London flat whose ATED returns were not filed.
 */

let t: TestApp;
let owner: Person;
let reviewId = '';

const keyDatesOf = (token = owner.token) =>
  t.request(routes.reportKeyDates, { params: { id: reviewId }, token });
const calendarOf = (token = owner.token) =>
  t.request(routes.reportCalendar, { params: { id: reviewId }, token });

/** The events of an .ics file as an independent parser (ical.js) reads them. */
function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      uid: event.uid,
    };
  });
}

/** dd/mm/yyyy as an iCalendar date reads back: yyyy-mm-dd. */
const isoOf = (date: string) => date.split('/').reverse().join('-');

beforeAll(async () => {
  t = await createTestApp();
  await publishVersion(t.database.db, defaultSurveyContent());
  owner = await person(t, 'Key Date Advisers', { isApprover: true });
  reviewId = await submittedGolden(t, owner.token, 'aurora-trust-london-flat');
});
afterAll(() => t.close());

describe('a review’s key dates and actions', () => {
  it('lists what to do, when, where and under which law, soonest first, overdue before the as-at date', async () => {
    const res = await keyDatesOf();
    expect(res.statusCode).toBe(200);
    const { asAt, keyDates } = res.json<ReportKeyDates>();
    expect(asAt).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const anniversary = keyDates.find((k) => k.text.startsWith('Ten-year anniversary'));
    expect(anniversary).toMatchObject({
      due: '01/06/2030',
      subject: 'Aurora Trust',
      law: 'IHTA 1984 s.61, s.64',
    });
    expect(keyDates.find((k) => k.text.startsWith('Deliver the overdue IHT100'))).toMatchObject({
      due: '31/12/2020',
      overdue: true,
    });
    expect(keyDates.some((k) => k.text.startsWith('ATED returns not filed') && k.overdue)).toBe(true);
    const days = keyDates.map((k) => isoOf(k.due));
    expect(days).toEqual([...days].sort());
  });

  it('offers the same dates as a calendar file that an independent parser reads, the same bytes each time', async () => {
    const { keyDates } = (await keyDatesOf()).json<ReportKeyDates>();
    const res = await calendarOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="TSR Key Dates - .+\.ics"/);
    const read = events(res.body);
    expect(read.map((e) => [e.start, e.summary])).toEqual(
      keyDates.map((k) => [isoOf(k.due), k.overdue ? `Overdue: ${k.text}` : k.text]),
    );
    expect(read.every((e) => e.allDay)).toBe(true);
    expect(new Set(read.map((e) => e.uid)).size).toBe(read.length);
    expect((await calendarOf()).body).toBe(res.body);
  });

  it('shows another company neither the dates nor the file', async () => {
    const stranger = await person(t, 'Elsewhere Advisers', { isApprover: true });
    expect((await keyDatesOf(stranger.token)).statusCode).toBe(404);
    expect((await calendarOf(stranger.token)).statusCode).toBe(404);
  });
});
