import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_SCOPE_TITLES, type ApiKey } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { useState } from 'react';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { Loading } from '../shell/Loading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { apiKeyKeys, fetchApiKeys, revokeApiKey } from './api-keys-api';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const HEADING_ID = 'api-keys-heading';

export const REVOKE_TEXT =
  'Every system that uses this key will be refused from now on. A revoked key cannot be used again.';

/** The scopes in words, in the order of the list: "Read reports, Start reviews". */
export const scopesText = (key: Pick<ApiKey, 'scopes'>) =>
  key.scopes.map((scope) => API_KEY_SCOPE_TITLES[scope]).join(', ');

/**
 * The company's API keys (issue 35): each with its scopes, the start of its secret, who made it and
 * when, its last use (recorded to the minute) and Revoke, asked first; Create API key shows a new
 * key's secret once.
 */
export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeyKeys.all, queryFn: fetchApiKeys });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    onSettled: () => setRevoking(null),
  });

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography variant="h2" id={HEADING_ID} gutterBottom>
        API keys
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A key lets another system call the API as the person who created it, for this company only, within its
        scopes: Read reports (reviews, reports, structures and the portfolio) and Start reviews (start, answer
        and submit them). Send it as <code>Authorization: Bearer</code> followed by the key.
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        Create API key
      </Button>
      <ApiErrorAlert error={keys.error} />
      <ApiErrorAlert error={revoke.error} />
      {keys.isPending ? <Loading /> : keys.data && <KeyTable keys={keys.data.keys} onRevoke={setRevoking} />}
      {creating && (
        <CreateApiKeyDialog
          onClose={() => setCreating(false)}
          onCreated={() => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all })}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}`}
        text={REVOKE_TEXT}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Box>
  );
}

function KeyTable({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  if (keys.length === 0)
    return <Typography color="text.secondary">No API key has been created for this company yet.</Typography>;
  return (
    <ScrollableTable label="API keys">
      <Table size="small" aria-labelledby={HEADING_ID}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Scopes</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {key.name}
              </TableCell>
              <TableCell>{scopesText(key)}</TableCell>
              <TableCell>
                <code>{key.prefix}…</code>
              </TableCell>
              <TableCell>
                {ukDateTime(key.createdAt)} by {key.createdBy}
              </TableCell>
              <TableCell>{key.lastUsedAt ? ukDateTime(key.lastUsedAt) : 'Never'}</TableCell>
              <TableCell>
                {key.revokedAt ? (
                  `Revoked ${ukDateTime(key.revokedAt)}`
                ) : (
                  <Button
                    color="error"
                    size="small"
                    onClick={() => onRevoke(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
