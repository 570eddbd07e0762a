import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { EditorToolbarActions } from '../navigation/editor-actions';
import { ErrorBanner } from './ErrorBanner';
import type { SectionEditor } from './use-section-editor';

/** The confirmation of a delete: its title and button, what else goes, and the delete itself. */
export interface DeleteConfirmation {
  title: string;
  confirmLabel: string;
  text: string;
  onConfirm: () => void;
}

/**
 * The frame of the rule, response and definition editors: the banner with the last operation's
 * error (spec 2.11 and 8), the editor itself, its own Save and Publish (issue 34: below the form,
 * kept in view at the bottom of the window while the lists above it scroll), and the confirmation
 * of the delete it waits for.
 */
export function SectionEditorLayout<L extends string>({
  editor,
  confirmation,
  children,
}: {
  editor: SectionEditor<L>;
  /** What deleting `editor.deleting` asks; shown while it waits. */
  confirmation: (deleting: L) => DeleteConfirmation;
  children: ReactNode;
}) {
  const asked = editor.deleting === null ? null : confirmation(editor.deleting);
  return (
    <Box>
      <ErrorBanner error={editor.error} onClose={() => editor.setError(null)} />
      {children}
      <Box
        role="toolbar"
        aria-label="Draft"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mt: 2,
          py: 1,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <EditorToolbarActions />
      </Box>
      {asked && (
        <ConfirmDialog
          title={asked.title}
          confirmLabel={asked.confirmLabel}
          onCancel={() => editor.setDeleting(null)}
          onConfirm={asked.onConfirm}
        >
          <Typography>{asked.text}</Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}
