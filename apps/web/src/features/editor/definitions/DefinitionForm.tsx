import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDefinition,
  deleteDefinition,
  type EditResult,
  nameFeedback,
  saveDefinitionId,
  updateDefinition,
} from '@tsr/domain/editor';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { useDraft } from '../draft-context';
import { LogicField } from '../LogicField';
import { definitionUses } from '../logic-uses';
import { usePublishFormValues } from '../try/form-values';

/**
 * The add or edit form of a definition (spec 2.11, 5.3): the name's invalid feedback while typing,
 * Save disabled while invalid, the id lower-cased on save. A rename rewrites every `@id` that uses
 * it (after saying how many); a delete first lists who still uses it.
 */
export function DefinitionForm({
  group,
  definitionId,
  onDone,
  run,
}: {
  group: string;
  definitionId: string | null;
  onDone: (id: string | null) => void;
  /** Keeps an operation's content or shows its error (the editor's banner): true when kept. */
  run: (result: EditResult) => boolean;
}) {
  const { content } = useDraft();
  const existing =
    definitionId === null ? undefined : content.definitions.definitions.find((d) => d.id === definitionId);
  const [name, setName] = useState(existing?.id ?? definitionId ?? '');
  const [logic, setLogic] = useState(existing?.logic ?? '');
  const [confirm, setConfirm] = useState<'rename' | 'delete' | null>(null);
  // Try it reads the form as typed (try/form-values.ts).
  usePublishFormValues(useMemo(() => ({ id: name, logic }), [name, logic]));

  const feedback = nameFeedback(content, { kind: 'definition', name, current: definitionId ?? undefined });
  const renamed = definitionId !== null && saveDefinitionId(name) !== saveDefinitionId(definitionId);
  const uses = definitionId === null ? [] : definitionUses(content, definitionId);

  const save = () => {
    const result =
      definitionId === null
        ? addDefinition(content, group, { id: name, logic })
        : updateDefinition(content, definitionId, { id: name, logic });
    if (run(result)) onDone(saveDefinitionId(name));
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={definitionId === null ? 'New definition' : `Definition ${definitionId}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (feedback !== null) return;
        if (renamed && uses.length > 0) setConfirm('rename');
        else save();
      }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {definitionId === null ? 'New definition' : `Edit ${definitionId}`}
      </Typography>
      <TextField
        label="Definition name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={name !== '' && feedback !== null}
        helperText={(name !== '' && feedback) || 'Letters, digits and _; saved in lower case'}
      />
      <LogicField label="Definition logic" value={logic} onChange={setLogic} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={feedback !== null}>
          Save definition
        </Button>
        <Button onClick={() => onDone(null)}>Cancel</Button>
        {definitionId !== null && (
          <Button color="error" onClick={() => setConfirm('delete')}>
            Delete definition
          </Button>
        )}
      </Stack>
      {confirm === 'rename' && (
        <ConfirmDialog
          title={`Rename @${definitionId} to @${saveDefinitionId(name)}?`}
          confirmLabel="Rename and rewrite"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            save();
          }}
        >
          <Typography>These logic texts use it and will be rewritten:</Typography>
          <ul>
            {uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
      {confirm === 'delete' && definitionId !== null && (
        <ConfirmDialog
          title={`Delete @${definitionId}?`}
          confirmLabel="Delete definition"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            if (run(deleteDefinition(content, definitionId))) onDone(null);
          }}
        >
          {uses.length === 0 ? (
            <Typography>No logic text uses it.</Typography>
          ) : (
            <>
              <Typography>These logic texts still use it and will report an unknown definition:</Typography>
              <ul>
                {uses.map((use) => (
                  <li key={use}>{use}</li>
                ))}
              </ul>
            </>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
