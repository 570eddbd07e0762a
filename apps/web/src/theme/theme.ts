import { createTheme } from '@mui/material/styles';

/** Spec 2.2: a teal primary colour and a dark navy secondary colour. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00897b', light: '#4ebaaa', dark: '#005b4f', contrastText: '#ffffff' },
    secondary: { main: '#1a2b4c', light: '#475478', dark: '#000025', contrastText: '#ffffff' },
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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
