import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { VERIFY_TEXTS } from '@tsr/contract';
import { useRef } from 'react';
import { errorMessage } from '../../api/api-error';
import { verifyReportPdf } from './report-api';

/** A file's bytes base64-encoded, as the verify call takes them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * "Verify a PDF" (docs/decisions/0035): choose a PDF, and learn whether it is an unaltered copy of
 * this report, of which view and with how many remediations.
 */
export function VerifyPdf({ reviewId, disabled }: { reviewId: string; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const check = useMutation({
    mutationFn: async (file: File) => verifyReportPdf(reviewId, { pdf: await base64Of(file) }),
  });
  return (
    <Box sx={{ mb: 3 }}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label="PDF to verify"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) check.mutate(file);
          // The same file chosen again is checked again.
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        disabled={disabled || check.isPending}
        onClick={() => input.current?.click()}
      >
        {VERIFY_TEXTS.button}
      </Button>
      {check.data && (
        <Alert severity={check.data.verified ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {check.data.message}
        </Alert>
      )}
      {check.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(check.error)}
        </Alert>
      )}
    </Box>
  );
}
