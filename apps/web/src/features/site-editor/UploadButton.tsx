import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { ContentFileStored } from '@tsr/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { UploadRefused, uploadFile } from './site-editor-api';

/**
 * A button that picks a file and uploads it; the outcome (or the refusal, in the server's words)
 * goes to onError / onUploaded. `accept` only narrows the picker: the server checks the bytes.
 */
export function UploadButton({
  label,
  accept,
  onUploaded,
  onError,
}: {
  label: string;
  accept: string;
  onUploaded: (file: ContentFileStored, originalName: string) => void;
  onError: (message: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
      {busy ? 'Uploading…' : label}
      <input
        id={id}
        type="file"
        accept={accept}
        hidden
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await uploadFile(file), file.name);
          } catch (err) {
            onError(err instanceof UploadRefused ? err.message : errorMessage(err));
          } finally {
            setBusy(false);
          }
        }}
      />
    </Button>
  );
}
