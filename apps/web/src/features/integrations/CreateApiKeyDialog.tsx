import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { API_KEY_SCOPE_TITLES, API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@tsr/contract';
import { useState } from 'react';
import { createApiKey } from './api-keys-api';
import { ChoiceSet } from './ChoiceSet';
import { SecretDialog } from './SecretDialog';
import { ShownOnce } from './ShownOnce';

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

  const onSubmit = () => {
    const found = {
      ...(name.trim() === '' && { name: NAME_NEEDED }),
      ...(scopes.length === 0 && { scopes: SCOPE_NEEDED }),
    };
    setProblems(found);
    if (!found.name && !found.scopes) create.mutate({ name: name.trim(), scopes });
  };

  return (
    <SecretDialog
      title="Create API key"
      madeTitle="Your new API key"
      submitLabel="Create"
      made={
        created && (
          <ShownOnce warning={NOT_SHOWN_AGAIN} label="API key" secret={created.secret}>
            The key <strong>{created.key.name}</strong>:
          </ShownOnce>
        )
      }
      onSubmit={onSubmit}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
    >
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
      <ChoiceSet
        legend="Scopes"
        options={API_KEY_SCOPES}
        titles={API_KEY_SCOPE_TITLES}
        chosen={scopes}
        onChange={setScopes}
        problem={problems.scopes}
      />
    </SecretDialog>
  );
}
