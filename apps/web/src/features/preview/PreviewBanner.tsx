import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PREVIEW_TEXTS } from '@tsr/contract';

/**
 * The banner on every screen of an administrator's preview of the unpublished draft
 * (the builder in preview mode, the questionnaire, the submit page, the report), so a preview is
 * never taken for a customer's review. A region named by its title, so it is found and announced.
 */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="region"
      aria-label={PREVIEW_TEXTS.title}
      sx={{ mb: 3 }}
    >
      <AlertTitle>{PREVIEW_TEXTS.title}</AlertTitle>
      {text}
    </Alert>
  );
}
