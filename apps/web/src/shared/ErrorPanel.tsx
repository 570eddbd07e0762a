import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ErrorField } from './error-details';

const MESSAGE = 'Error Message';

/**
 * The error panel of the questionnaire and submit screens (spec 2.5, 2.6, 8). When the error names
 * a faulty item (an entity, question, rule, ...) every field of the panel is listed, so the
 * administrator sees at once what was and was not reported; a plain failure shows its message only.
 */
export function ErrorPanel({ title, fields }: { title: string; fields: readonly ErrorField[] }) {
  const namesAnItem = fields.some((f) => f.label !== MESSAGE && f.value);
  const shown = namesAnItem ? fields : fields.filter((f) => f.label === MESSAGE);
  return (
    <Alert severity="error" sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{title}</AlertTitle>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {shown.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                overflowWrap: 'anywhere',
                ...(label === 'Logic' && value ? { fontFamily: 'monospace', whiteSpace: 'pre-wrap' } : {}),
              }}
            >
              {value || '—'}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
