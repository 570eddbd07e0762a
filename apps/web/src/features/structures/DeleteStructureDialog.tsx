import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const DELETE_STRUCTURE_CONFIRMATION =
  'The structure and its revisions will be deleted. The reviews started from it and their reports stay, and so do their charges.';

interface DeleteStructureDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a saved structure is deleted: what goes and what stays. */
export function DeleteStructureDialog({
  open,
  name,
  pending,
  onCancel,
  onConfirm,
}: DeleteStructureDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-structure-title"
      aria-describedby="delete-structure-text"
    >
      <DialogTitle id="delete-structure-title">Delete {name}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-structure-text">{DELETE_STRUCTURE_CONFIRMATION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          Delete structure
        </Button>
      </DialogActions>
    </Dialog>
  );
}
