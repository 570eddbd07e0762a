import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorMessage } from '../../api/api-error';

/** What an open editor does when an admin presses Save or Publish in the navigation (spec 2.11). */
export interface EditorActionHandlers {
  /** Resolves with the text to show (spec 8: 'Success', or 'No changes to save'); nothing means Success. */
  save: () => Promise<string | undefined>;
  publish: () => Promise<string | undefined>;
}

/**
 * Where Save or Publish was asked for: the navigation's buttons (spec 2.2), or the editor's own
 * toolbar and Ctrl+S (issue 34). The outcome is shown beside the buttons that were pressed.
 */
export type ActionPlace = 'navigation' | 'editor';

type Status =
  | { state: 'idle' }
  | { state: 'pending'; place: ActionPlace }
  | { state: 'success'; place: ActionPlace; message: string }
  | { state: 'failure'; place: ActionPlace; message: string };

interface EditorActionsSlot {
  handlers: EditorActionHandlers | null;
  setHandlers: (handlers: EditorActionHandlers | null) => void;
  /** One status for both places: while one runs, neither starts another save or publish. */
  status: Status;
  run: (action: keyof EditorActionHandlers, place: ActionPlace) => Promise<void>;
}

const EditorActionsContext = createContext<EditorActionsSlot | null>(null);

export function EditorActionsProvider({ children }: { children: ReactNode }) {
  const [handlers, setHandlers] = useState<EditorActionHandlers | null>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const pending = useRef(false);
  const run = useCallback(
    async (action: keyof EditorActionHandlers, place: ActionPlace) => {
      // A second Ctrl+S while the first save is on its way is not another save.
      if (!handlers || pending.current) return;
      pending.current = true;
      setStatus({ state: 'pending', place });
      try {
        const message = await handlers[action]();
        setStatus({ state: 'success', place, message: message ?? 'Success' });
      } catch (error) {
        setStatus({ state: 'failure', place, message: errorMessage(error) });
      } finally {
        pending.current = false;
      }
    },
    [handlers],
  );
  const slot = useMemo(() => ({ handlers, setHandlers, status, run }), [handlers, status, run]);
  return <EditorActionsContext.Provider value={slot}>{children}</EditorActionsContext.Provider>;
}

function useSlot(): EditorActionsSlot {
  const slot = useContext(EditorActionsContext);
  if (!slot) throw new Error('EditorActionsProvider is missing');
  return slot;
}

/** An editor screen calls this to connect the navigation's Save and Publish buttons while it is open. */
export function useEditorActions(handlers: EditorActionHandlers): void {
  const { setHandlers } = useSlot();
  useEffect(() => {
    setHandlers(handlers);
    return () => setHandlers(null);
  }, [handlers, setHandlers]);
}

/** The outcome to show at `place`: only the place that was pressed says Success or why not. */
function outcomeAt(status: Status, place: ActionPlace): string {
  return (status.state === 'success' || status.state === 'failure') && status.place === place
    ? status.message
    : '';
}

/**
 * The admins' Save and Publish buttons (spec 2.2), with the status beside them (spec 8: the failure
 * text, or Success). They are enabled while an editor is open.
 */
export function EditorActions() {
  const { handlers, status, run } = useSlot();
  const disabled = !handlers || status.state === 'pending';
  return (
    <Stack spacing={1} sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => run('save', 'navigation')}>
          Save
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={disabled}
          onClick={() => run('publish', 'navigation')}
        >
          Publish
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" role="status">
        {handlers ? outcomeAt(status, 'navigation') : 'Open an editor to save or publish.'}
      </Typography>
    </Stack>
  );
}

/** Issue 34: what the survey content's Publish does, beside it. */
export const PUBLISH_DRAFT_HELP =
  "Publish draft makes the saved draft of every editor the survey's new version: reviews started from then on use it, while reviews already started keep their version until an administrator updates them.";

/**
 * Save and Publish in the open editor's own toolbar, beside its form (issue 34): the same actions
 * as the navigation's buttons, named apart from them and from the form's own Save changes.
 */
export function EditorToolbarActions() {
  const { handlers, status, run } = useSlot();
  const disabled = !handlers || status.state === 'pending';
  const publishHelpId = useId();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={() => run('save', 'editor')}
          title="Ctrl+S"
          aria-keyshortcuts="Control+S Meta+S"
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={disabled}
          onClick={() => run('publish', 'editor')}
          aria-describedby={publishHelpId}
        >
          Publish draft
        </Button>
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {status.state === 'pending' && status.place === 'editor' ? 'Working…' : outcomeAt(status, 'editor')}
        </Typography>
      </Stack>
      <Typography id={publishHelpId} variant="caption" color="text.secondary">
        {PUBLISH_DRAFT_HELP}
      </Typography>
    </Stack>
  );
}

/**
 * Ctrl+S (Cmd+S on a Mac) saves the draft while an editor is open, instead of the browser's
 * "Save page" dialog. Listened for on the window in the capture phase, so a text field or the
 * logic editor that has the focus does not keep it from the editor. `first` runs before the save
 * (the editors keep the open form's edits: features/editor/open-form.ts).
 */
export function useSaveShortcut(first?: () => void): void {
  const { run } = useSlot();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      first?.();
      void run('save', 'editor');
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [run, first]);
}
