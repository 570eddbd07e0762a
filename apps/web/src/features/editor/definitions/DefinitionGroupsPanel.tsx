import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DefinitionGroup } from '@tsr/contract';
import {
  addDefinitionGroup,
  nameFeedback,
  renameDefinitionGroup,
  reorderDefinitionGroups,
} from '@tsr/domain/editor';
import { useState } from 'react';
import { SelectableList } from '../SelectableList';
import type { SectionEditor } from '../use-section-editor';
import { DefinitionPanel } from './DefinitionPanel';
import type { DEFINITION_LEVELS } from './linked-selection';

/**
 * The definition groups (spec 2.11, 5.3): choose one (clicking the chosen group again deselects
 * it), reorder them, add one by a name not in use, and rename or delete the chosen group.
 */
export function DefinitionGroupsPanel({
  editor,
  selectedGroup,
  renaming,
  onRenaming,
}: {
  editor: SectionEditor<(typeof DEFINITION_LEVELS)[number]>;
  selectedGroup: DefinitionGroup | null;
  /** The group's new name while a rename is under way; null otherwise. */
  renaming: string | null;
  onRenaming: (name: string | null) => void;
}) {
  const { content, run, choose } = editor;
  const [newGroup, setNewGroup] = useState('');
  const newGroupFeedback =
    newGroup === '' ? null : nameFeedback(content, { kind: 'adding-group', name: newGroup });
  const renameFeedback =
    renaming === null || !selectedGroup
      ? null
      : nameFeedback(content, { kind: 'renaming-group', name: renaming, current: selectedGroup.id });

  return (
    <DefinitionPanel title="Definition groups">
      <SelectableList
        label="Definition groups"
        items={content.definitions.groups.map((group) => ({ id: group.id, label: group.id }))}
        selected={selectedGroup?.id ?? null}
        onSelect={(id) => choose('group', id)}
        onMove={(from, to) => run(reorderDefinitionGroups(content, from, to))}
      />
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (run(addDefinitionGroup(content, newGroup))) {
            choose('group', newGroup);
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
          <Button type="submit" variant="outlined" disabled={newGroup === '' || newGroupFeedback !== null}>
            Add group
          </Button>
        </Stack>
      </Box>
      {selectedGroup && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {renaming === null ? (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => onRenaming(selectedGroup.id)}>
                Rename group
              </Button>
              <Button size="small" color="error" onClick={() => editor.setDeleting('group')}>
                Delete group
              </Button>
            </Stack>
          ) : (
            <Box
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                if (run(renameDefinitionGroup(content, selectedGroup.id, renaming)))
                  choose('group', renaming);
              }}
            >
              <TextField
                size="small"
                label="Group name"
                value={renaming}
                onChange={(event) => onRenaming(event.target.value)}
                error={renameFeedback !== null}
                helperText={renameFeedback ?? ' '}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" size="small" variant="contained" disabled={renameFeedback !== null}>
                  Save group name
                </Button>
                <Button size="small" onClick={() => onRenaming(null)}>
                  Cancel
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      )}
    </DefinitionPanel>
  );
}
