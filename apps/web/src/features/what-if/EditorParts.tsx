import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** Marks a question or date the scenario changes, with Reset to give it the review's value again. */
export function ChangeMark({ name, onReset }: { name: string; onReset: () => void }) {
  return (
    <>
      <Chip size="small" color="secondary" label="Changed" />
      <Button size="small" onClick={onReset} aria-label={`Reset ${name}`}>
        Reset
      </Button>
    </>
  );
}

/** The left mark of a changed question or date. */
export const changedSx = (changed: boolean) => ({
  py: 1.5,
  pl: 1.5,
  borderLeft: 4,
  borderColor: changed ? 'secondary.main' : 'transparent',
  bgcolor: changed ? 'grey.50' : undefined,
});

/** A question's title (or a date's) as the label of its input, above it: titles are sentences, too long for a field's own label. */
export function TitleLabel({ id, title }: { id: string; title: string }) {
  return (
    <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
      {title}
    </Typography>
  );
}
