import Typography from '@mui/material/Typography';

/** An intro text of the content document (spec 2.4) above the part of the form it explains. */
export function SectionHelp({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
      {text}
    </Typography>
  );
}
