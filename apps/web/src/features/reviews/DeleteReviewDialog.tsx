import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Spec 5.4: the confirmation before a review is deleted (the wording used for customers and users too). */
export const DELETE_REVIEW_CONFIRMATION =
  'Are you sure you want to delete this review?\nThis action cannot be undone.';

interface DeleteReviewDialogProps {
  structureName: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteReviewDialog({ structureName, pending, onCancel, onConfirm }: DeleteReviewDialogProps) {
  return (
    <Dialog
      open={structureName !== null}
      onClose={onCancel}
      aria-labelledby="delete-review-title"
      aria-describedby="delete-review-text"
    >
      <DialogTitle id="delete-review-title">Delete {structureName}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-review-text" sx={{ whiteSpace: 'pre-line' }}>
          {DELETE_REVIEW_CONFIRMATION}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
