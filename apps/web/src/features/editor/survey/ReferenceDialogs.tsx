import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LogicUse } from '@tsr/contract';
import { countOf } from '../../../shared/count-words';

/** A question was renamed and logic texts still name it: offer to rewrite them. */
export function RenameDialog({
  from,
  to,
  uses,
  onRewrite,
  onClose,
}: {
  from: string;
  to: string;
  uses: number;
  onRewrite: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Rename references to {from}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {countOf(uses, 'logic text')} use{uses === 1 ? 's' : ''} the question '{from}'. Rewrite{' '}
          {uses === 1 ? 'it' : 'them'} to use '{to}'? Kept as they are, they appear in the Problems panel.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep them</Button>
        <Button variant="contained" onClick={onRewrite}>
          Rewrite references
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A question about to be deleted is still read by logic texts: list them before deleting. */
export function DeleteDialog({
  name,
  uses,
  onDelete,
  onClose,
}: {
  name: string;
  uses: readonly LogicUse[];
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>Delete question {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>These logic texts still use it:</DialogContentText>
        <ul aria-label={`Logic texts using ${name}`}>
          {uses.map((use) => (
            <li key={`${use.section}|${use.path}`}>
              {use.section}: {use.id} ({use.path})
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onDelete}>
          Delete anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
