import { type EditorPresence, PRESENCE_EXPIRY_SECONDS, type PresenceEditor } from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { assertAdmin } from '../http/policies';
import { PresenceRepository } from './presence-repository';

/**
 * Issue 34: two admins with the draft open in the same editor see each other, so they know whom
 * to talk to before typing (conflicting saves are refused anyway). An open editor says so every
 * 15 seconds; whoever has not for PRESENCE_EXPIRY_SECONDS has left. Admin-only, like every
 * editor call (the routes declare it too).
 *
 * The times are this server's clock, written and compared by the servers alike: servers behind one
 * load balancer keep their clocks in step far closer than the 45 seconds that count.
 */
export class PresenceService {
  private readonly presence: PresenceRepository;

  constructor(
    db: Db,
    /** The time now; tests pass their own clock, so the expiry is tested without waiting for it. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.presence = new PresenceRepository(db);
  }

  async heartbeat(p: Principal, editor: PresenceEditor): Promise<void> {
    assertAdmin(p);
    const now = this.now();
    await this.presence.heartbeat(p.userId, editor, now);
    await this.presence.forgetBefore(expiredAt(now));
  }

  async others(p: Principal, editor: PresenceEditor): Promise<EditorPresence> {
    assertAdmin(p);
    const names = await this.presence.others(editor, p.userId, expiredAt(this.now()));
    return { others: names.map((name) => ({ name })) };
  }
}

const expiredAt = (now: Date) => new Date(now.getTime() - PRESENCE_EXPIRY_SECONDS * 1000);
