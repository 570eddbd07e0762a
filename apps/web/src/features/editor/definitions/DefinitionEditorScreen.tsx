import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deleteDefinitionGroup, reorderDefinitions } from '@tsr/domain/editor';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { countOf } from '../../../shared/count-words';
import { SectionEditorLayout } from '../SectionEditorLayout';
import { SelectableList } from '../SelectableList';
import { TryDefinition } from '../try/TryIt';
import { useSectionEditor } from '../use-section-editor';
import { DefinitionForm } from './DefinitionForm';
import { DefinitionGroupsPanel } from './DefinitionGroupsPanel';
import { DefinitionPanel } from './DefinitionPanel';
import { DEFINITION_LEVELS, linkedSelection } from './linked-selection';

/**
 * Spec 2.11 definition editor: groups on the left, the selected group's definitions next, and the
 * add or edit form. `?group=` and `?definition=` select from a link (the Problems panel's).
 */
export function DefinitionEditorScreen() {
  // A link (the Problems panel's) may pick the first selection; later clicks stay in the screen,
  // since a navigation would refresh the viewer on every click.
  const [params] = useSearchParams();
  const [renaming, setRenaming] = useState<string | null>(null);
  const editor = useSectionEditor({
    levels: DEFINITION_LEVELS,
    // A link to a group or definition that is no longer there (renamed or deleted since the link
    // was made) opens nothing and says so, with spec 5.3's messages.
    initial: (content) => linkedSelection(content, params.get('group'), params.get('definition')),
    onChoose: () => setRenaming(null),
  });
  const { content, selection, run, choose } = editor;
  const { groups } = content.definitions;
  const selectedGroup = groups.find((group) => group.id === selection.group) ?? null;
  const selectedDefinition = selection.definition;

  return (
    <SectionEditorLayout
      editor={editor}
      confirmation={() => ({
        title: `Delete group ${selection.group}?`,
        confirmLabel: 'Delete group',
        text: `The group and every definition no other group lists are deleted (${countOf(selectedGroup?.definitions.length ?? 0, 'definition')} listed).`,
        onConfirm: () => editor.confirmDelete(deleteDefinitionGroup(content, selection.group ?? '')),
      })}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DefinitionGroupsPanel
          editor={editor}
          selectedGroup={selectedGroup}
          renaming={renaming}
          onRenaming={setRenaming}
        />
        <DefinitionPanel title={selectedGroup ? `Definitions of ${selectedGroup.id}` : 'Definitions'}>
          {!selectedGroup && (
            <Typography color="text.secondary">Select a group to see its definitions.</Typography>
          )}
          {selectedGroup && (
            <>
              <SelectableList
                label={`Definitions of ${selectedGroup.id}`}
                items={selectedGroup.definitions.map((id) => ({ id, label: id }))}
                selected={selectedDefinition}
                onSelect={(id) => choose('definition', id)}
                onMove={(from, to) => run(reorderDefinitions(content, selectedGroup.id, from, to))}
              />
              <Button variant="outlined" onClick={() => choose('definition', '')}>
                New definition
              </Button>
            </>
          )}
        </DefinitionPanel>
        {selectedGroup && selectedDefinition !== null && (
          <Paper variant="outlined" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
            <DefinitionForm
              key={`${selectedGroup.id}|${selectedDefinition}`}
              group={selectedGroup.id}
              definitionId={selectedDefinition === '' ? null : selectedDefinition}
              onDone={(id) => choose('definition', id)}
              run={run}
            />
            <TryDefinition definitionId={selectedDefinition === '' ? null : selectedDefinition} />
          </Paper>
        )}
      </Stack>
    </SectionEditorLayout>
  );
}
