import { describe, expect, it } from 'vitest';
import { asAtText, reportFileName, taxYearOf } from './report-texts';

describe('the PDF file names (spec 9)', () => {
  it('follow the spec pattern', () => {
    expect(reportFileName('TSR', 'Oak structure', false)).toBe('TSR Original Report - Oak structure.pdf');
    expect(reportFileName('TSR', 'Oak structure', true)).toBe('TSR Remediated Report - Oak structure.pdf');
  });

  it('replace characters unsafe in file names, control characters and direction overrides', () => {
    expect(reportFileName('TSR', '../a<b>:c"d/e\\f|g?h*i\u0000j\u202ek', false)).toBe(
      'TSR Original Report - .._a_b__c_d_e_f_g_h_i_j_k.pdf',
    );
  });

  it('cut a long structure name at whole characters to at most 150 bytes', () => {
    const name = reportFileName('TSR', '🌳'.repeat(200), false);
    expect(name).toBe(`TSR Original Report - ${'🌳'.repeat(37)}.pdf`);
    expect(new TextEncoder().encode(name).length).toBeLessThan(255);
  });
});

describe('the tax year of an as-at date', () => {
  it('runs from 6 April to 5 April', () => {
    expect(taxYearOf('05/04/2026')).toBe('2025-26');
    expect(taxYearOf('06/04/2026')).toBe('2026-27');
    expect(taxYearOf('01/01/2027')).toBe('2026-27');
    expect(taxYearOf('31/12/1999')).toBe('1999-00');
    expect(asAtText('28/11/2026')).toBe('As at 28/11/2026, tax year 2026-27');
  });
});
