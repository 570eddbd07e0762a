import type { PresenceEditor } from '@tsr/contract';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { editorPresence, users } from '../db/schema';

/** Issue 34: the editor_presence rows, one per admin and editor they have open. */
export class PresenceRepository {
  constructor(private readonly db: Db) {}

  /** The admin has the editor open at `at`: one row per admin and editor, its time moved on. */
  async heartbeat(userId: string, editor: PresenceEditor, at: Date): Promise<void> {
    await this.db
      .insert(editorPresence)
      .values({ userId, editor, lastSeen: at })
      .onConflictDoUpdate({ target: [editorPresence.userId, editorPresence.editor], set: { lastSeen: at } });
  }

  /**
   * The names of the admins other than `userId` heard from in the editor since `since`, by name.
   * A user no longer an admin or enabled is left out at once, not after the expiry.
   */
  async others(editor: PresenceEditor, userId: string, since: Date): Promise<string[]> {
    const rows = await this.db
      .select({ name: users.userName })
      .from(editorPresence)
      .innerJoin(users, eq(users.id, editorPresence.userId))
      .where(
        and(
          eq(editorPresence.editor, editor),
          ne(editorPresence.userId, userId),
          gte(editorPresence.lastSeen, since),
          eq(users.isAdmin, true),
          eq(users.isEnabled, true),
        ),
      )
      .orderBy(asc(users.userName));
    return rows.map((row) => row.name);
  }

  /** Deletes the rows of editors left before `before`, so the table holds only who is there. */
  async forgetBefore(before: Date): Promise<void> {
    await this.db.delete(editorPresence).where(lt(editorPresence.lastSeen, before));
  }
}
