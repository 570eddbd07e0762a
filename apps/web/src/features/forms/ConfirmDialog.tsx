import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** Shown unless false: a screen may keep the dialog mounted and open it on demand. */
  open?: boolean;
  title: string;
  /** A confirmation text such as those of spec 5.4 (its line breaks are shown). */
  text?: string;
  /** What else the person should see before confirming (who still uses a definition, ...). */
  children?: ReactNode;
  confirmLabel: string;
  /** While the confirmed action runs, it cannot be confirmed twice. */
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a change that cannot be undone from the screen: deleting a customer, a user or a
 * review, reverting a review (spec 5.4), a cascading delete or a rename that rewrites logic texts.
 * Cancel has the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open = true,
  title,
  text,
  children,
  confirmLabel,
  pending = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="confirm-title"
      aria-describedby={text ? 'confirm-text' : undefined}
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        {text && (
          <DialogContentText id="confirm-text" sx={{ whiteSpace: 'pre-line' }}>
            {text}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
