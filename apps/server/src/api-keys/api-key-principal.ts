import { ApiKeyScope, type Group } from '@tsr/contract';
import type { PrincipalReader, PrincipalRow } from '../auth/principal-read';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { type KeyForCall, keyForCallReader, recordApiKeyUse } from './api-key-repository';
import { apiKeyDigest } from './api-key-secret';

/** A key's last use is written at most this often, so a busy key does not write on every call. */
export const LAST_USE_INTERVAL_MS = 60_000;

const NOT_VALID =
  'This API key is not valid: it is unknown or revoked, or who created it can no longer use it.';

/** Whether a call at `now` records the key's use: never used, or last recorded a minute or more ago. */
export const lastUseDue = (lastUsedAt: Date | null, now: Date): boolean =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USE_INTERVAL_MS;

/**
 * The principal of a call made with an API key (docs/decisions/0040): the key's creator, in the
 * key's company, as an account lead of it and never as an admin, so a key reads its company's
 * reviews, reports, structures and portfolio and no other company's, and passes no admin check.
 * The creator's row is read fresh on every call, as for an ID token: a creator disabled, moved
 * or no longer an account lead or admin stops their keys at once (401).
 */
export class ApiKeyAuthenticator {
  private readonly readKey: (secretHash: string) => Promise<KeyForCall | undefined>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.readKey = keyForCallReader(db);
  }

  async principalFor(secret: string, readUser: PrincipalReader): Promise<Principal> {
    const key = await this.readKey(apiKeyDigest(secret));
    if (!key || key.revokedAt) throw new AppError('UNAUTHENTICATED', NOT_VALID);
    const user = await readUser(key.createdBy);
    if (!user || !mayStillUseKeys(user, key.companyId)) throw new AppError('UNAUTHENTICATED', NOT_VALID);
    const now = this.now();
    if (lastUseDue(key.lastUsedAt, now)) {
      await recordApiKeyUse(this.db, key.id, now, new Date(now.getTime() - LAST_USE_INTERVAL_MS));
    }
    return {
      userId: user.id,
      email: user.email,
      companyId: key.companyId,
      groups: keyGroups(user),
      // Only account leads and admins create keys, and neither is a trial user with terms to agree.
      termsAgreed: 'yes',
      sessionId: `api-key:${key.id}`,
      apiKey: {
        id: key.id,
        scopes: key.scopes.filter((s) => ApiKeyScope.safeParse(s).success) as ApiKeyScope[],
      },
    };
  }
}

/** The creator still manages keys of the key's company: enabled, in it, an account lead or admin. */
const mayStillUseKeys = (user: PrincipalRow, companyId: string): boolean =>
  user.isEnabled && user.companyId === companyId && (user.isAccountLead || user.isAdmin);

/** An account lead of the company, with the creator's own approval and submitter rights. */
function keyGroups(user: PrincipalRow): Group[] {
  const groups: Group[] = ['accountlead'];
  if (user.isApprover) groups.push('approval');
  if (user.isUser) groups.push('submitter');
  return groups;
}
