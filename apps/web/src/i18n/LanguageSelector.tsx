import TranslateIcon from '@mui/icons-material/Translate';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES } from './locale';

/** The language selector of the app bar; AppShell leaves it out when /api/config says production. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      margin="none"
      label={t('language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      slotProps={{ input: { startAdornment: <TranslateIcon fontSize="small" sx={{ mr: 1 }} /> } }}
      sx={{
        minWidth: 180,
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.08)' },
        '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.4)' },
      }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </TextField>
  );
}
