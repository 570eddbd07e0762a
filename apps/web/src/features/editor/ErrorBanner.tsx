import Alert from '@mui/material/Alert';

/** Spec 2.11 and 8: the editor's store error in a dismissible banner. */
export function ErrorBanner({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
      {error}
    </Alert>
  );
}
