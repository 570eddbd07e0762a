import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

/**
 * What an admin action came to. Success fades after a while; an error stays until dismissed,
 * so it is not missed.
 */
export function ActionOutcome({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  return (
    <Snackbar
      open={outcome !== null}
      autoHideDuration={outcome?.severity === 'success' ? 8000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {/* Snackbar needs one element child even while closed. */}
      <Alert
        severity={outcome?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        role={outcome?.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {outcome?.text}
      </Alert>
    </Snackbar>
  );
}
