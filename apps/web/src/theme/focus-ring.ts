/** The navy of the theme and white: the focus ring on light surfaces and on the navy app bar. */
const RING_ON_LIGHT = '#1a2b4c';
const RING_ON_DARK = '#ffffff';

/**
 * A visible keyboard focus ring everywhere (WCAG 2.4.7, 1.4.11): MUI's buttons only show a faint
 * ripple, which is invisible on the teal. The ring sits 2 px outside the element, on the surface
 * around it, so it contrasts with that surface (navy on the light page 13:1, white on the navy app
 * bar 13:1) whatever the element's own colour. Text fields keep their own focused border, so their
 * inner input is left out. Selectors carry `body` so they outrank MUI's `outline: 0` on ButtonBase.
 */
export const focusRing = {
  'body :focus-visible:not(.MuiInputBase-input), body .Mui-focusVisible': {
    outline: `3px solid ${RING_ON_LIGHT}`,
    outlineOffset: '2px',
  },
  'body .MuiAppBar-root :focus-visible, body .MuiAppBar-root .Mui-focusVisible': {
    outlineColor: RING_ON_DARK,
  },
} as const;

export const FOCUS_RING_COLOURS = { onLight: RING_ON_LIGHT, onDark: RING_ON_DARK } as const;
