import type { UserReports } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import {
  averageScore,
  DEFAULT_FILTERS,
  filterRows,
  formatAverage,
  recentReviews,
  reviewRows,
  reviewTarget,
  riskScoreText,
} from './review-list';
import { userReports } from './review-list-fixtures';

describe('review rows (spec 2.8, 3.5)', () => {
  it('merge reports and survey answers, newest first', () => {
    expect(reviewRows(userReports).map((r) => r.structureName)).toEqual([
      'Birch Settlement',
      'Oak Structure',
      'Cedar Holdings',
      'Elm Foundation',
      'Willow Trust',
      'Ash Family Trust',
      'Pine Company',
    ]);
  });

  it("show 'n/a' for an incomplete review and the rounded score for a completed one", () => {
    const rows = reviewRows(userReports);
    expect(rows.map(riskScoreText)).toEqual(['n/a', '91', 'n/a', '40', '13', 'n/a', '67']);
  });

  it('View a completed review, Continue an incomplete one: the owner in the questionnaire, others on the submit page', () => {
    const byName = (name: string) => {
      const row = reviewRows(userReports).find((r) => r.structureName === name);
      if (!row) throw new Error(`no row ${name}`);
      return row;
    };
    expect(reviewTarget(byName('Oak Structure'))).toBe('/review/r-oak/report');
    expect(reviewTarget(byName('Birch Settlement'))).toBe('/review/r-birch');
    expect(reviewTarget(byName('Cedar Holdings'))).toBe('/review/r-cedar/submit');
  });
});

describe('filters', () => {
  const rows = reviewRows(userReports);
  const names = (filtered: typeof rows) => filtered.map((r) => r.structureName);

  it('search the structure name and the creator, ignoring case', () => {
    expect(names(filterRows(rows, { ...DEFAULT_FILTERS, search: 'TRUST' }))).toEqual([
      'Willow Trust',
      'Ash Family Trust',
    ]);
    expect(names(filterRows(rows, { ...DEFAULT_FILTERS, search: 'lee@' }))).toEqual([
      'Cedar Holdings',
      'Elm Foundation',
    ]);
  });

  it('keep complete or incomplete reviews', () => {
    expect(names(filterRows(rows, { ...DEFAULT_FILTERS, completed: 'complete' }))).toEqual([
      'Oak Structure',
      'Elm Foundation',
      'Willow Trust',
      'Pine Company',
    ]);
    expect(names(filterRows(rows, { ...DEFAULT_FILTERS, completed: 'incomplete' }))).toEqual([
      'Birch Settlement',
      'Cedar Holdings',
      'Ash Family Trust',
    ]);
  });

  it("keep only the viewer's own reviews for 'my own'", () => {
    expect(names(filterRows(rows, { ...DEFAULT_FILTERS, createdBy: 'mine' }))).toEqual([
      'Birch Settlement',
      'Oak Structure',
      'Willow Trust',
      'Ash Family Trust',
    ]);
  });
});

describe('dashboard figures (spec 2.8, 9)', () => {
  it('average the completed reviews to 2 decimals as a percentage', () => {
    // (91.34 + 40 + 12.5 + 66.67) / 4 = 52.6275
    expect(formatAverage(averageScore(userReports))).toBe('52.63%');
  });

  it('are 0 without reports', () => {
    const none: UserReports = { reports: [], answers: userReports.answers };
    expect(averageScore(none)).toBe(0);
    expect(formatAverage(averageScore(none))).toBe('0.00%');
  });

  it('list the five most recent reviews of both kinds', () => {
    expect(recentReviews(reviewRows(userReports)).map((r) => r.structureName)).toEqual([
      'Birch Settlement',
      'Oak Structure',
      'Cedar Holdings',
      'Elm Foundation',
      'Willow Trust',
    ]);
  });
});
