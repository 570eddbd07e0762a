import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { LogicField } from '../LogicField';

/**
 * The property grid's customLogic in the same logic field as the other editors (highlighting,
 * completion from the draft, checklogic hints): the grid itself is SurveyJS's, so the field opens
 * here in a dialog.
 */
export function LogicDialog({
  target,
  initial,
  onSave,
  onClose,
}: {
  /** What the logic decides on, for the title: "question trustName", "page page1", "choice yes". */
  target: string;
  initial: string;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Custom logic of {target}</DialogTitle>
      <DialogContent>
        <LogicField label="Custom logic" value={text} onChange={setText} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(text)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
