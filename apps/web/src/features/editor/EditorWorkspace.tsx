import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentFinding } from '@tsr/contract';
import type { EditResult } from '@tsr/domain/editor';
import { loadContent } from '@tsr/domain/editor';
import { type ReactNode, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { useEditorActions, useSaveShortcut } from '../navigation/editor-actions';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { publishDraftFlow, saveEdits } from './draft-actions';
import { type Draft, DraftContext } from './draft-context';
import { changedSections, currentContent, recordEdits, type ServerDraft } from './draft-sections';
import { goldenComparison, loadDraft, publishDraft, saveSection } from './editor-api';
import { readEdits, subscribeEdits, writeEdits } from './edits-storage';
import { GoldenDialog } from './GoldenDialog';
import type { GoldenComparison } from './golden';
import { MergeNotice } from './MergeNotice';
import { commitOpenForm } from './open-form';
import { EditorPresenceNotice } from './presence/EditorPresenceNotice';

export const DRAFT_QUERY_KEY = ['editor', 'draft'] as const;

/** Spec 5.3: the draft as the editors show it, with NOT WORKING and unreferenced items dropped on load. */
async function loadCleanDraft(): Promise<ServerDraft> {
  const draft = await loadDraft();
  return { ...draft, content: loadContent(draft.content) };
}

/** The navigation between the editors and the screens beside them. */
const EDITOR_LINKS = [
  ['/admin/editor/rules', 'Rules'],
  ['/admin/editor/response', 'Responses'],
  ['/admin/editor/definition', 'Definitions'],
  ['/admin/editor', 'Problems'],
  ['/admin/editor/versions', 'Versions'],
  ['/admin/content', 'Site content'],
] as const;

type GoldenView = { comparison: GoldenComparison; resolve?: (confirmed: boolean) => void };

/**
 * The frame of every editor screen: loads the draft, lays the tab's unsaved edits over it, wires
 * the navigation's Save and Publish, and shows the golden comparison (the gate of Publish, or on
 * its own from the button).
 */
export function EditorWorkspace({
  title,
  children,
  loadingView,
}: {
  title: string;
  children: ReactNode;
  /** Shown while the draft loads (the response editor's 'Loading categories...'); a spinner otherwise. */
  loadingView?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const server = useQuery({ queryKey: DRAFT_QUERY_KEY, queryFn: loadCleanDraft, staleTime: Infinity });
  const edits = useSyncExternalStore(subscribeEdits, readEdits);
  const [golden, setGolden] = useState<GoldenView | null>(null);
  const [goldenError, setGoldenError] = useState<string | null>(null);
  const [findings, setFindings] = useState<ContentFinding[]>([]);

  const save = useCallback(async () => {
    const base = queryClient.getQueryData<ServerDraft>(DRAFT_QUERY_KEY);
    if (!base) throw new Error('The draft has not loaded yet');
    const message = await saveEdits(readEdits(), {
      saveSection,
      saved: (section, revision, sent) => {
        const current = readEdits();
        const edit = current[section];
        const now = queryClient.getQueryData<ServerDraft>(DRAFT_QUERY_KEY) ?? base;
        const next: ServerDraft = {
          content: { ...now.content, [section]: sent },
          revisions: { ...now.revisions, [section]: revision },
        };
        queryClient.setQueryData(DRAFT_QUERY_KEY, next);
        const { [section]: _saved, ...rest } = current;
        // An edit made while the save was on its way (the survey designer's autosave) stays an
        // edit, now based on the revision just saved.
        const newer = edit && JSON.stringify(edit.content) !== JSON.stringify(sent);
        writeEdits(newer ? { ...rest, [section]: { ...edit, baseRevision: revision } } : rest);
      },
    }).catch(async (error: unknown) => {
      // Another admin saved meanwhile: read the draft they saved, so this tab can merge onto it.
      if (error instanceof ApiError && error.status === 409)
        await queryClient.refetchQueries({ queryKey: DRAFT_QUERY_KEY });
      throw error;
    });
    // Problems and completion names are read from the saved draft: read them again.
    void queryClient.invalidateQueries({ queryKey: ['editor', 'problems'] });
    void queryClient.invalidateQueries({ queryKey: ['editor', 'vocabulary'] });
    return message;
  }, [queryClient]);

  const publish = useCallback(async () => {
    setFindings([]);
    // Publishing takes the saved draft: unsaved edits are saved first, or nothing is published.
    if (changedSections(readEdits()).length > 0) await save();
    return publishDraftFlow({
      publish: publishDraft,
      showFindings: setFindings,
      confirm: (comparison) =>
        new Promise<boolean>((resolve) => {
          setGolden({ comparison, resolve });
        }),
    });
  }, [save]);

  useEditorActions(useMemo(() => ({ save, publish }), [save, publish]));
  useSaveShortcut(commitOpenForm);

  const apply = useCallback(
    (result: EditResult): string | null => {
      if (!result.ok) return result.error;
      const base = queryClient.getQueryData<ServerDraft>(DRAFT_QUERY_KEY);
      if (base) writeEdits(recordEdits(base, readEdits(), result.content));
      return null;
    },
    [queryClient],
  );

  const draft = useMemo<Draft | null>(
    () =>
      server.data
        ? {
            content: currentContent(server.data.content, edits),
            apply,
            unsaved: changedSections(edits),
            save,
          }
        : null,
    [server.data, edits, apply, save],
  );

  const compare = async () => {
    setGoldenError(null);
    try {
      setGolden({ comparison: await goldenComparison() });
    } catch (error) {
      setGoldenError(errorMessage(error));
    }
  };

  const closeGolden = (confirmed: boolean) => {
    golden?.resolve?.(confirmed);
    setGolden(null);
  };

  return (
    <Box>
      <ScreenHeading>{title}</ScreenHeading>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap' }}
        component="nav"
        aria-label="Editors"
      >
        {EDITOR_LINKS.map(([to, label]) => (
          <Button key={to} component={RouterLink} to={to} size="small">
            {label}
          </Button>
        ))}
        <Button size="small" variant="outlined" onClick={compare}>
          Compare golden results
        </Button>
      </Stack>
      <EditorPresenceNotice />
      {draft && draft.unsaved.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Unsaved changes in {draft.unsaved.join(', ')}: they are kept in this tab until you save.
        </Alert>
      )}
      {draft && server.data && <MergeNotice server={server.data} edits={edits} />}
      {goldenError && (
        <Alert severity="error" onClose={() => setGoldenError(null)} sx={{ mb: 2 }}>
          {goldenError}
        </Alert>
      )}
      {findings.length > 0 && (
        <Alert severity="error" onClose={() => setFindings([])} sx={{ mb: 2 }}>
          Publishing needs these fixed first:
          <ul>
            {findings.map((finding) => (
              <li key={`${finding.path}|${finding.code}`}>
                {finding.message} ({finding.path})
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {server.isPending && (loadingView ?? <Loading />)}
      {server.isError && <Alert severity="error">{errorMessage(server.error)}</Alert>}
      {draft && <DraftContext.Provider value={draft}>{children}</DraftContext.Provider>}
      {golden && (
        <GoldenDialog
          comparison={golden.comparison}
          onClose={() => closeGolden(false)}
          onConfirm={golden.resolve ? () => closeGolden(true) : undefined}
        />
      )}
    </Box>
  );
}
