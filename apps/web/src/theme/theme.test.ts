import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { FOCUS_RING_COLOURS } from './focus-ring';
import { theme } from './theme';

const { palette } = theme;
const white = '#ffffff';

/** What a colour blended at `opacity` over `base` looks like, as hex (a tint such as a selected toggle). */
function over(colour: string, opacity: number, base: string): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [c, b] = [rgb(colour), rgb(base)];
  const mixed = c.map((v, i) => Math.round(v * opacity + (b[i] ?? 0) * (1 - opacity)));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

describe('theme colours meet WCAG 2.2 AA', () => {
  it('keeps white text on the teal, and the teal as text on white and on the page, at 4.5:1 or more', () => {
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, white)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the status colours readable as outlined chip text and under white text', () => {
    for (const colour of [palette.warning, palette.info, palette.success, palette.error]) {
      expect(getContrastRatio(colour.main, white)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a selected teal toggle readable on its tint', () => {
    const tint = over(palette.primary.main, palette.action.selectedOpacity, palette.background.default);
    expect(getContrastRatio(palette.primary.dark, tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 or more against the page and the navy app bar', () => {
    expect(getContrastRatio(FOCUS_RING_COLOURS.onLight, palette.background.default)).toBeGreaterThanOrEqual(
      3,
    );
    expect(getContrastRatio(FOCUS_RING_COLOURS.onLight, white)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(FOCUS_RING_COLOURS.onDark, palette.secondary.main)).toBeGreaterThanOrEqual(3);
  });
});
