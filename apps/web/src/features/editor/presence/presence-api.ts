import { type EditorPresence, type PresenceEditor, routes } from '@tsr/contract';
import { call } from '../../../api/client';

export const presenceKey = (editor: PresenceEditor) => ['editor', 'presence', editor] as const;

/** Says this admin has the editor open, then reads who else has (issue 34). */
export async function presentIn(editor: PresenceEditor): Promise<EditorPresence> {
  await call(routes.editorPresenceHeartbeat, { params: { editor } });
  return call(routes.editorPresence, { params: { editor } });
}
