import { createTheme } from '@mui/material/styles';
import { focusRing } from './focus-ring';

/**
 * Spec 2.2: a teal primary colour and a dark navy secondary colour.
 *
 * Every colour that carries text meets WCAG 2.2 AA (4.5:1): white on the teal is 5.3:1 and the teal
 * on the page background 4.9:1 (the lighter teal #00897b was 4.3:1); the status colours, which
 * outlined chips use as text on white, are darkened from MUI's defaults (orange 3.1:1 -> 5.1:1, blue
 * 4.1:1 -> 7.4:1). contrastThreshold makes MUI choose text on any other coloured fill the same way.
 * docs/decisions/0009-accessibility-checks.md.
 */
export const theme = createTheme({
  palette: {
    contrastThreshold: 4.5,
    primary: { main: '#00796b', light: '#48a999', dark: '#004d40', contrastText: '#ffffff' },
    secondary: { main: '#1a2b4c', light: '#475478', dark: '#000025', contrastText: '#ffffff' },
    warning: { main: '#b84e00', light: '#ed6c02', dark: '#8a3a00', contrastText: '#ffffff' },
    info: { main: '#01579b', light: '#0288d1', dark: '#002f6c', contrastText: '#ffffff' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1a2b4c', secondary: '#52607a' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 600 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    h3: { fontSize: '1.4rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: { styleOverrides: focusRing },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A selected teal toggle (the report's Original/Remediated) sits on a tint of the teal: the
    // text takes the dark teal, 4.4:1 -> 8:1.
    MuiToggleButton: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-selected.MuiToggleButton-primary': { color: t.palette.primary.dark },
        }),
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
