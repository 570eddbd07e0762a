import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-texts';

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
