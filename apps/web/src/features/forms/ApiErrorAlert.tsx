import Alert from '@mui/material/Alert';
import { errorMessage } from '../../api/api-error';

/** Spec 8: a failed call's message in an error alert (nothing when there is no error). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {errorMessage(error)}
    </Alert>
  );
}
