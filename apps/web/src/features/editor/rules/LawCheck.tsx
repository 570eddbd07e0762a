import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { lawProblems } from '@tsr/contract';
import { LawText } from '../../../shared/LawText';

/**
 * A law text as the report will show it, its references linked, and each reference the report
 * cannot link with the form it should have (docs/authoring.md, "Law references").
 */
export function LawCheck({ label, text }: { label: string; text: string }) {
  if (text.trim() === '') return null;
  const problems = lawProblems(text);
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label} as the report shows it: <LawText text={text} />
      </Typography>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
    </div>
  );
}
