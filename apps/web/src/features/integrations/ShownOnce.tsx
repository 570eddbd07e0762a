import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

/**
 * A secret shown this once (an API key, a webhook's signing secret), with Copy: whether the copy
 * worked is said, since the browser may refuse it.
 */
export function ShownOnce({
  warning,
  label,
  secret,
  children,
}: {
  warning: string;
  /** The field's label: 'API key', 'Signing secret'. */
  label: string;
  secret: string;
  /** What the secret is for, above it. */
  children: ReactNode;
}) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{warning}</Alert>
      <Typography>{children}</Typography>
      <TextField
        label={label}
        value={secret}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={copy}>
          Copy
        </Button>
        <Typography role="status" color={copied === 'failed' ? 'error' : 'text.secondary'}>
          {copied === 'yes' && 'Copied.'}
          {copied === 'failed' &&
            `The browser did not allow copying: select the ${label.toLowerCase()} and copy it.`}
        </Typography>
      </Stack>
    </Stack>
  );
}
