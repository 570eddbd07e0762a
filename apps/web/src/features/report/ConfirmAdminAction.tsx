import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ADMIN_ACTIONS, type AdminAction } from './admin-actions';

interface ConfirmAdminActionProps {
  /** The action waiting for confirmation; null when none is. */
  action: AdminAction | null;
  onCancel: () => void;
  onConfirm: (action: AdminAction) => void;
}

/** Asks before Reset Remediations or Resubmit Report runs; Cancel is the default. */
export function ConfirmAdminAction({ action, onCancel, onConfirm }: ConfirmAdminActionProps) {
  const texts = action ? ADMIN_ACTIONS[action] : null;
  return (
    <Dialog
      open={action !== null}
      onClose={onCancel}
      aria-labelledby="admin-action-title"
      aria-describedby="admin-action-text"
    >
      <DialogTitle id="admin-action-title">{texts?.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id="admin-action-text">{texts?.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="secondary" onClick={() => action && onConfirm(action)}>
          {texts?.name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
