import type { CSSProperties } from 'react';

/**
 * The CSS variable that holds the app bar's height, for whatever sticks below it: the shell sets it
 * on its box to the bar's measured height, which grows when the title wraps.
 */
export const APP_BAR_HEIGHT = 'var(--app-bar-height)';

type Toolbar = CSSProperties | { [media: string]: unknown };

/**
 * Sets --app-bar-height from the theme's toolbar mixin (56px, 48px in landscape, 64px from sm):
 * the app bar's height while its title fits on one line, by the same media queries. The shell
 * starts from it until it has measured the bar.
 */
export function appBarHeightVariable(toolbar: Toolbar): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toolbar)) {
    if (key === 'minHeight') out['--app-bar-height'] = typeof value === 'number' ? `${value}px` : value;
    else if (value && typeof value === 'object') out[key] = appBarHeightVariable(value as Toolbar);
  }
  return out;
}
