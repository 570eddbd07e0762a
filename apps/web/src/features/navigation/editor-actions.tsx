import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error';

/** What an open editor does when an admin presses Save or Publish in the navigation (spec 2.11). */
export interface EditorActionHandlers {
  /** Resolves with the text to show (spec 8: 'Success', or 'No changes to save'); nothing means Success. */
  save: () => Promise<string | undefined>;
  publish: () => Promise<string | undefined>;
}

interface EditorActionsSlot {
  handlers: EditorActionHandlers | null;
  setHandlers: (handlers: EditorActionHandlers | null) => void;
}

const EditorActionsContext = createContext<EditorActionsSlot | null>(null);

export function EditorActionsProvider({ children }: { children: ReactNode }) {
  const [handlers, setHandlers] = useState<EditorActionHandlers | null>(null);
  const slot = useMemo(() => ({ handlers, setHandlers }), [handlers]);
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

type Status =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'success'; message: string }
  | { state: 'failure'; message: string };

/**
 * The admins' Save and Publish buttons (spec 2.2), with the status beside them (spec 8: the failure
 * text, or Success). They are enabled while an editor is open.
 */
export function EditorActions() {
  const { handlers } = useSlot();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const run = async (action: () => Promise<string | undefined>) => {
    setStatus({ state: 'pending' });
    try {
      const message = await action();
      setStatus({ state: 'success', message: message ?? 'Success' });
    } catch (error) {
      setStatus({ state: 'failure', message: errorMessage(error) });
    }
  };

  const disabled = !handlers || status.state === 'pending';
  return (
    <Stack spacing={1} sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={() => handlers && run(handlers.save)}
        >
          Save
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={disabled}
          onClick={() => handlers && run(handlers.publish)}
        >
          Publish
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" role="status">
        {!handlers && 'Open an editor to save or publish.'}
        {handlers && status.state === 'success' && status.message}
        {handlers && status.state === 'failure' && status.message}
      </Typography>
    </Stack>
  );
}
