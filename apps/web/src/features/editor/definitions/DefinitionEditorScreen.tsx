import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SurveyContent } from '@tsr/contract';
import {
  addDefinitionGroup,
  DEFINITION_MESSAGES,
  deleteDefinitionGroup,
  nameFeedback,
  renameDefinitionGroup,
  reorderDefinitionGroups,
  reorderDefinitions,
} from '@tsr/domain/editor';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { useDraft } from '../draft-context';
import { ErrorBanner } from '../ErrorBanner';
import { SortableList } from '../SortableList';
import { DefinitionForm } from './DefinitionForm';

/**
 * Spec 2.11 definition editor: groups on the left, the selected group's definitions next, and the
 * add or edit form. `?group=` and `?definition=` select from a link (the Problems panel's).
 */
export function DefinitionEditorScreen() {
  const { content, apply } = useDraft();
  // A link (the Problems panel's) may pick the first selection; later clicks stay in the screen,
  // since a navigation would refresh the viewer on every click.
  const [params] = useSearchParams();
  // A link to a group or definition that is no longer there (renamed or deleted since the link was
  // made) opens nothing and says so, with spec 5.3's messages.
  const [linked] = useState(() => linkedSelection(content, params.get('group'), params.get('definition')));
  const [selection, setSelection] = useState<{ group: string | null; definition: string | null }>(
    linked.selection,
  );
  const [error, setError] = useState<string | null>(linked.error);
  const [newGroup, setNewGroup] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const { groups } = content.definitions;

  const selectedGroup = groups.find((group) => group.id === selection.group) ?? null;
  const selectedDefinition = selection.definition;
  const select = (group: string | null, definition: string | null = null) => {
    setSelection({ group, definition });
    setRenaming(null);
  };
  const run = (result: Parameters<typeof apply>[0]): boolean => {
    const failure = apply(result);
    setError(failure);
    return failure === null;
  };

  const newGroupFeedback =
    newGroup === '' ? null : nameFeedback(content, { kind: 'adding-group', name: newGroup });
  const renameFeedback =
    renaming === null || !selectedGroup
      ? null
      : nameFeedback(content, { kind: 'renaming-group', name: renaming, current: selectedGroup.id });

  const definitionIds = selectedGroup?.definitions ?? [];
  return (
    <Box>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, width: { md: 300 }, flexShrink: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Definition groups
          </Typography>
          <SortableList
            items={groups.map((group) => ({ id: group.id, label: group.id }))}
            label="Definition groups"
            onMove={(from, to) => run(reorderDefinitionGroups(content, from, to))}
          >
            {(group) => (
              <ListItemButton
                selected={group.id === selectedGroup?.id}
                aria-current={group.id === selectedGroup?.id ? 'true' : undefined}
                // Spec 2.11: clicking the selected group again deselects it.
                onClick={() => select(group.id === selectedGroup?.id ? null : group.id)}
              >
                <ListItemText primary={group.id} />
              </ListItemButton>
            )}
          </SortableList>
          <Box
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (run(addDefinitionGroup(content, newGroup))) {
                select(newGroup);
                setNewGroup('');
              }
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label="New group name"
                value={newGroup}
                onChange={(event) => setNewGroup(event.target.value)}
                error={newGroupFeedback !== null}
                helperText={newGroupFeedback ?? ' '}
              />
              <Button
                type="submit"
                variant="outlined"
                disabled={newGroup === '' || newGroupFeedback !== null}
              >
                Add group
              </Button>
            </Stack>
          </Box>
          {selectedGroup && (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {renaming === null ? (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setRenaming(selectedGroup.id)}>
                    Rename group
                  </Button>
                  <Button size="small" color="error" onClick={() => setConfirmDelete(selectedGroup.id)}>
                    Delete group
                  </Button>
                </Stack>
              ) : (
                <Box
                  component="form"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (run(renameDefinitionGroup(content, selectedGroup.id, renaming))) select(renaming);
                  }}
                >
                  <TextField
                    size="small"
                    label="Group name"
                    value={renaming}
                    onChange={(event) => setRenaming(event.target.value)}
                    error={renameFeedback !== null}
                    helperText={renameFeedback ?? ' '}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button type="submit" size="small" variant="contained" disabled={renameFeedback !== null}>
                      Save group name
                    </Button>
                    <Button size="small" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </Stack>
                </Box>
              )}
            </Stack>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, width: { md: 300 }, flexShrink: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {selectedGroup ? `Definitions of ${selectedGroup.id}` : 'Definitions'}
          </Typography>
          {!selectedGroup && (
            <Typography color="text.secondary">Select a group to see its definitions.</Typography>
          )}
          {selectedGroup && (
            <>
              <SortableList
                items={definitionIds.map((id) => ({ id, label: id }))}
                label={`Definitions of ${selectedGroup.id}`}
                onMove={(from, to) => run(reorderDefinitions(content, selectedGroup.id, from, to))}
              >
                {(item) => (
                  <ListItemButton
                    selected={item.id === selectedDefinition}
                    aria-current={item.id === selectedDefinition ? 'true' : undefined}
                    onClick={() => select(selectedGroup.id, item.id === selectedDefinition ? null : item.id)}
                  >
                    <ListItemText primary={item.id} />
                  </ListItemButton>
                )}
              </SortableList>
              <Button variant="outlined" onClick={() => select(selectedGroup.id, '')}>
                New definition
              </Button>
            </>
          )}
        </Paper>
        {selectedGroup && selectedDefinition !== null && (
          <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
            <DefinitionForm
              key={`${selectedGroup.id}|${selectedDefinition}`}
              group={selectedGroup.id}
              definitionId={selectedDefinition === '' ? null : selectedDefinition}
              onDone={(id) => select(selectedGroup.id, id)}
              onError={setError}
            />
          </Paper>
        )}
      </Stack>
      {confirmDelete !== null && (
        <ConfirmDialog
          title={`Delete group ${confirmDelete}?`}
          confirmLabel="Delete group"
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            if (run(deleteDefinitionGroup(content, confirmDelete))) select(null);
            setConfirmDelete(null);
          }}
        >
          <Typography>
            The group and every definition no other group lists are deleted (
            {groups.find((group) => group.id === confirmDelete)?.definitions.length ?? 0} definitions listed).
          </Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}

/**
 * The selection a link (`?group=`, `?definition=`) asks for. A link may name only the definition:
 * the first group that lists it opens. A group or definition that does not exist is not opened.
 */
export function linkedSelection(
  content: SurveyContent,
  group: string | null,
  definition: string | null,
): { selection: { group: string | null; definition: string | null }; error: string | null } {
  const { groups, definitions } = content.definitions;
  if (group !== null && !groups.some((g) => g.id === group))
    return { selection: { group: null, definition: null }, error: DEFINITION_MESSAGES.noGroup(group) };
  const opened =
    group ?? (definition ? (groups.find((g) => g.definitions.includes(definition))?.id ?? null) : null);
  if (definition && !definitions.some((d) => d.id === definition))
    return {
      selection: { group: opened, definition: null },
      error: DEFINITION_MESSAGES.noDefinition(definition),
    };
  return { selection: { group: opened, definition }, error: null };
}
