import { z } from 'zod';
import { NavKey } from './site';

/**
 * Issue 34: which admins have the draft open in the same editor. The editors are named by their
 * navigation keys, so the browser titles them as the navigation does (an admin may retitle them).
 */
export const PresenceEditor = NavKey.extract([
  'RuleEditor',
  'ResponseEditor',
  'DefinitionEditor',
  'SurveyEditor',
]);
export type PresenceEditor = z.infer<typeof PresenceEditor>;

export const PresenceParams = z.object({ editor: PresenceEditor });
export type PresenceParams = z.infer<typeof PresenceParams>;

/** The other admins in an editor now, by the names the app shows users by; the caller is never listed. */
export const EditorPresence = z.object({
  others: z.array(z.object({ name: z.string() })),
});
export type EditorPresence = z.infer<typeof EditorPresence>;

/** An open editor says it is there this often, while its tab is visible. */
export const PRESENCE_HEARTBEAT_SECONDS = 15;
/**
 * An admin whose editor has not said so for this long has left it: three heartbeats, so one lost
 * or late call does not make them vanish, and a closed tab is gone within a minute.
 */
export const PRESENCE_EXPIRY_SECONDS = 45;
