import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  BODS_MAX_BYTES,
  BODS_TOO_LARGE_MESSAGE,
  type BodsImportAnswer,
  type ImportedStructure,
} from '@tsr/contract';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { importBods } from './bods-api';
import { ImportPreview } from './ImportPreview';

type Reading =
  | { state: 'reading'; fileName: string }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'read'; fileName: string; answer: BodsImportAnswer };

/**
 * "Import from BODS": a BODS 0.4 file (JSON, or JSON Lines) chosen, read by the server, and shown
 * before anything changes (ImportPreview); accepted, it becomes the builder's draft, checked and
 * asked about like any other. `replaces` says the builder already holds a structure.
 */
export function ImportBodsButton({
  replaces,
  onImport,
}: {
  replaces: boolean;
  onImport: (structure: ImportedStructure) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading | null>(null);

  const read = async (file: File) => {
    if (file.size > BODS_MAX_BYTES) {
      setReading({ state: 'failed', fileName: file.name, message: BODS_TOO_LARGE_MESSAGE });
      return;
    }
    setReading({ state: 'reading', fileName: file.name });
    try {
      const answer = await importBods(await file.text());
      setReading({ state: 'read', fileName: file.name, answer });
    } catch (error) {
      setReading({ state: 'failed', fileName: file.name, message: errorMessage(error) });
    }
  };
  const close = () => setReading(null);
  const structure = reading?.state === 'read' ? reading.answer.structure : null;

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()}>
        Import from BODS
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,.jsonl,application/json"
        hidden
        data-testid="bods-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must read it again.
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Dialog
        open={reading !== null}
        onClose={close}
        fullWidth
        maxWidth="md"
        aria-labelledby="bods-import-title"
      >
        <DialogTitle id="bods-import-title">Import from BODS: {reading?.fileName}</DialogTitle>
        <DialogContent dividers>
          {reading?.state === 'reading' && <Alert severity="info">Reading the file…</Alert>}
          {reading?.state === 'failed' && <Alert severity="error">{reading.message}</Alert>}
          {reading?.state === 'read' && <ImportPreview answer={reading.answer} />}
          {structure && replaces && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Importing replaces the structure in the builder now.
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          {structure && (
            <Button
              variant="contained"
              onClick={() => {
                onImport(structure);
                close();
              }}
            >
              Import into the builder
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
