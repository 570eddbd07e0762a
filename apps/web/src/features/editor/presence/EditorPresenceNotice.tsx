import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { PRESENCE_HEARTBEAT_SECONDS, type PresenceEditor } from '@tsr/contract';
import { useLocation } from 'react-router';
import { navTitle } from '../../navigation/nav-entries';
import { useSite } from '../../site/site-query';
import { presenceKey, presentIn } from './presence-api';

/** The editors' addresses (spec 2.1) and their navigation keys, which name them in the notice. */
const EDITOR_AT: Readonly<Record<string, PresenceEditor>> = {
  '/admin/editor/rules': 'RuleEditor',
  '/admin/editor/response': 'ResponseEditor',
  '/admin/editor/definition': 'DefinitionEditor',
  '/admin/editor/survey': 'SurveyEditor',
};

/** 'Anna', 'Anna and Ben', 'Anna, Ben and Cara'. */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Issue 34: who else has the draft open in this editor, so an admin knows whom to talk to before
 * typing. While the editor is open and its tab visible, it says it is here and reads the others
 * every 15 seconds (react-query pauses the interval in a hidden tab and stops it when the editor
 * closes); the others are those heard from in the last 45 seconds.
 */
export function EditorPresenceNotice() {
  const editor = EDITOR_AT[useLocation().pathname.replace(/\/$/, '')];
  return editor ? <PresenceOf editor={editor} /> : null;
}

function PresenceOf({ editor }: { editor: PresenceEditor }) {
  const { shell } = useSite();
  const presence = useQuery({
    queryKey: presenceKey(editor),
    queryFn: () => presentIn(editor),
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: false,
    // Back in a visible tab, say so at once rather than at the next interval.
    refetchOnWindowFocus: true,
    // A failed heartbeat is tried again at the next interval, not at once.
    retry: false,
  });
  const names = presence.data?.others.map((other) => other.name) ?? [];
  if (names.length === 0) return null;
  const verb = names.length === 1 ? 'is' : 'are';
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {namesList(names)} {verb} also editing in the {navTitle(shell, editor)}.
    </Alert>
  );
}
