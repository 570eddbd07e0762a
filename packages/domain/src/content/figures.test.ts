import { describe, expect, it } from 'vitest';
import { testContent } from '../testing/test-content';
import { compileContent } from './compile';
import { figureNames, figureText } from './figures';
import { contentProblems } from './problems';
import { validateContent } from './validate';

/** The test content with an ATED charge known for 2025-26 and a note that names it. */
function withFigure(text = 'The annual charge is {figure.ated_charge}.') {
  const content = testContent();
  content.definitions.definitions.push({ id: 'ated_charge__2025_26', logic: '31050' });
  content.definitions.groups[0]?.definitions.push('ated_charge__2025_26');
  const note = content.responses.responses.find((r) => !r.isRiskScore && !r.isHeading);
  if (!note) throw new Error('no note');
  note.text = text;
  return content;
}

describe('tax-year figures', () => {
  it('shows the figure of the tax year the review is as at, with its year, and says when there is none', () => {
    const compiled = compileContent(withFigure());
    expect(figureText(compiled.definitions, 'ated_charge', '05/04/2026')).toBe('£31,050 for 2025-26');
    expect(figureText(compiled.definitions, 'ated_charge', '06/04/2026')).toBe(
      'not known for 2026-27: the content has no figure for that tax year',
    );
    expect(figureText(compiled.definitions, 'ated_charge', undefined)).toBe(
      'not known: the review has no as-at date',
    );
    expect([...figureNames(['ated_charge__2025_26', 'nil_rate_band', 'x__2024_25'])]).toEqual([
      'ated_charge',
      'x',
    ]);
  });

  it('refuses a text naming a figure the content does not have, and counts a named figure as used', () => {
    expect(validateContent(withFigure())).toEqual([]);
    expect(validateContent(withFigure('Charge: {figure.no_such}.')).map((f) => f.message)).toEqual([
      'The text names {figure.no_such}, which has no tax-year figure among the definitions (no_such__2025_26)',
    ]);
    expect(contentProblems(withFigure()).filter((p) => p.id === 'ated_charge__2025_26')).toEqual([]);
  });
});
