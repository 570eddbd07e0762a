import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';

interface SecretDialogProps {
  /** The dialog's title while its form is filled in ('Create API key'), also the form's name. */
  title: string;
  /** Its title once made ('Your new API key'). */
  madeTitle: string;
  submitLabel: string;
  /** What was made, its secret shown this once (ShownOnce); null until then. */
  made: ReactNode | null;
  onSubmit: () => void;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that makes something with a secret (an API key, a webhook): its form, then the secret,
 * shown once, and Done. Closing it forgets the secret.
 */
export function SecretDialog({
  title,
  madeTitle,
  submitLabel,
  made,
  onSubmit,
  pending,
  error,
  onClose,
  children,
}: SecretDialogProps) {
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{made ? madeTitle : title}</DialogTitle>
      {made ? (
        <>
          <DialogContent>{made}</DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogContent>
            <Stack spacing={3}>{children}</Stack>
            <ApiErrorAlert error={error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
