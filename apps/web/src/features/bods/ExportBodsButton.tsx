import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { type BodsSource, downloadBods } from './bods-api';

/**
 * "Export as BODS": the structure downloaded as a BODS 0.4 file (Open Ownership's Beneficial
 * Ownership Data Standard), named after the structure. `source` is read when clicked, so the
 * builder hands its draft as it is then.
 */
export function ExportBodsButton({ source }: { source: () => BodsSource }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const exportFile = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadBods(source());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownload />} onClick={exportFile} disabled={busy}>
        Export as BODS
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFailure(null)}>
          The BODS file could not be made: {failure}
        </Alert>
      )}
    </>
  );
}
