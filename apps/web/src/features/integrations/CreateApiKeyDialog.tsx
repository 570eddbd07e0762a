import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { API_KEY_SCOPE_TITLES, API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@tsr/contract';
import { type FormEvent, useState } from 'react';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { createApiKey } from './api-keys-api';

export const NOT_SHOWN_AGAIN =
  'Copy this key now and keep it somewhere safe: it will not be shown again. If it is lost, revoke it and create another.';

const NAME_NEEDED = 'Please give the key a name.';
const SCOPE_NEEDED = 'Please choose at least one scope.';

interface CreateApiKeyDialogProps {
  onClose: () => void;
  /** The key was made: the list reads it again. */
  onCreated: (created: CreatedApiKey) => void;
}

/**
 * Creates a key: its name and scopes, then its secret, shown this once with a Copy button. Closing
 * the dialog forgets the secret.
 */
export function CreateApiKeyDialog({ onClose, onCreated }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const create = useMutation({ mutationFn: createApiKey, onSuccess: onCreated });
  const created = create.data;

  const toggle = (scope: ApiKeyScope) =>
    setScopes((chosen) =>
      chosen.includes(scope)
        ? chosen.filter((s) => s !== scope)
        : API_KEY_SCOPES.filter((s) => s === scope || chosen.includes(s)),
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(name.trim() === '' && { name: NAME_NEEDED }),
      ...(scopes.length === 0 && { scopes: SCOPE_NEEDED }),
    };
    setProblems(found);
    if (!found.name && !found.scopes) create.mutate({ name: name.trim(), scopes });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="create-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-key-title">{created ? 'Your new API key' : 'Create API key'}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <ShownOnce created={created} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Create API key">
          <DialogContent>
            <Stack spacing={3}>
              <TextField
                label="Name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(problems.name)}
                helperText={problems.name ?? 'What uses the key, such as the practice-management system.'}
                required
                autoFocus
                fullWidth
              />
              <FormControl error={Boolean(problems.scopes)} component="fieldset">
                <FormLabel component="legend">Scopes</FormLabel>
                <FormGroup>
                  {API_KEY_SCOPES.map((scope) => (
                    <FormControlLabel
                      key={scope}
                      control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                      label={API_KEY_SCOPE_TITLES[scope]}
                    />
                  ))}
                </FormGroup>
                {problems.scopes && <FormHelperText>{problems.scopes}</FormHelperText>}
              </FormControl>
            </Stack>
            <ApiErrorAlert error={create.error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** The secret, once, with Copy: whether the copy worked is said, since the browser may refuse it. */
function ShownOnce({ created }: { created: CreatedApiKey }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{NOT_SHOWN_AGAIN}</Alert>
      <Typography>
        The key <strong>{created.key.name}</strong>:
      </Typography>
      <TextField
        label="API key"
        value={created.secret}
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
          {copied === 'failed' && 'The browser did not allow copying: select the key and copy it.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
