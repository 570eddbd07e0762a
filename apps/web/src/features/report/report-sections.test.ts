import { describe, expect, it } from 'vitest';
import { currentSection, reportSections } from './report-sections';

describe('report sections', () => {
  it('are score, risk table, key dates, causes and responses, with the timeline in the remediated view', () => {
    expect(reportSections(false).map((s) => s.title)).toEqual([
      'Score',
      'Risk table',
      'Key dates',
      'Causes',
      'Responses',
    ]);
    expect(reportSections(true).map((s) => s.title)).toEqual([
      'Score',
      'Risk table',
      'Key dates',
      'Causes',
      'Timeline',
      'Responses',
    ]);
  });

  it('the current one is the last whose top has reached the line, else the first', () => {
    expect(currentSection([150, 600, 1400], 120, false)).toBe(0);
    expect(currentSection([-300, 110, 900], 120, false)).toBe(1);
    expect(currentSection([-900, -400, 120], 120, false)).toBe(2);
  });

  it('is the last at the end of the page', () => {
    expect(currentSection([-900, 200, 500], 120, true)).toBe(2);
    expect(currentSection([], 120, true)).toBe(-1);
  });
});
