import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * Failed sign-ins slow down the pair of account and address they come from, with delays that grow
 * with each failure, so a stranger cannot lock an owner out of their own account by guessing. The
 * account's failures from every address together slow it the same way (guessing spread over many
 * addresses), and one address's failures over many accounts are limited; both hold only
 * for addresses the owner has not signed in from before, so the owner at such an address passes.
 * See docs/decisions/0012-sessions-and-sign-in-throttling.md.
 */
export const throttlePolicy = {
  /** Failures of one account from one address before the delays start. */
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A pair's failures are forgotten after a quiet day, or at once on success. */
  pairWindowSeconds: 24 * 3600,
  /**
   * An account's failures from any address are forgotten after a quiet day or a password reset,
   * not on a successful sign-in (the owner signing in says nothing about who else is guessing).
   * They delay the account as a pair's delay the pair (delayAfterFailure), for addresses not known.
   */
  accountWindowSeconds: 24 * 3600,
  /** Failures from one address (any account) per hour before unknown pairs are refused. */
  addressLimit: 100,
  wideWindowSeconds: 3600,
  /** How long a successful sign-in lets its address pass the wide limits. */
  knownPairSeconds: 90 * 24 * 3600,
} as const;

/** The delay after the nth failure of a pair or account: none, then 30 s doubling up to 15 minutes. */
export function delayAfterFailure(failures: number): number {
  if (failures < throttlePolicy.freeFailures) return 0;
  const doubling = 2 ** Math.min(failures - throttlePolicy.freeFailures, 10);
  return Math.min(throttlePolicy.firstDelaySeconds * doubling, throttlePolicy.maxDelaySeconds);
}

export class SignInThrottle {
  private readonly pairFailures: RateLimiterDrizzle;
  private readonly pairDelay: RateLimiterDrizzle;
  private readonly addressFailures: RateLimiterDrizzle;
  private readonly accountFailures: RateLimiterDrizzle;
  private readonly accountDelay: RateLimiterDrizzle;
  private readonly knownPairs: RateLimiterDrizzle;

  constructor(db: Db) {
    // All limiters share one table; one of them sweeps expired rows for all.
    const store = (keyPrefix: string, points: number, duration: number, sweeps = false) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix,
        points,
        duration,
        clearExpiredByTimeout: sweeps,
      });
    const p = throttlePolicy;
    this.pairFailures = store('signin:pair', Number.MAX_SAFE_INTEGER, p.pairWindowSeconds, true);
    this.pairDelay = store('signin:delay', 1, p.maxDelaySeconds);
    this.addressFailures = store('signin:address', p.addressLimit, p.wideWindowSeconds);
    // New prefixes: the old 'signin:account' rows counted by the hour against a limit of 50.
    this.accountFailures = store('signin:account-failures', Number.MAX_SAFE_INTEGER, p.accountWindowSeconds);
    this.accountDelay = store('signin:account-delay', 1, p.maxDelaySeconds);
    this.knownPairs = store('signin:known', 1, p.knownPairSeconds);
  }

  /**
   * Refuses with 429 while the pair waits out its delay, or, for a pair that has not signed in
   * before, while the account waits out its delay or the address is over its limit.
   */
  async assertMayTry(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    const [delay, address, accountDelay, known] = await Promise.all([
      this.pairDelay.get(pair),
      this.addressFailures.get(ip),
      this.accountDelay.get(accountKey(email)),
      this.knownPairs.get(pair),
    ]);
    const waits = [blockedMs(delay, 1)];
    if (!known) {
      waits.push(blockedMs(address, throttlePolicy.addressLimit));
      waits.push(blockedMs(accountDelay, 1));
    }
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    const account = accountKey(email);
    const [pairFailures, , accountFailures] = await Promise.all([
      this.pairFailures.penalty(pair),
      this.addressFailures.penalty(ip),
      this.accountFailures.penalty(account),
    ]);
    const pairDelay = delayAfterFailure(pairFailures.consumedPoints);
    const accountDelay = delayAfterFailure(accountFailures.consumedPoints);
    await Promise.all([
      pairDelay > 0 && this.pairDelay.block(pair, pairDelay),
      accountDelay > 0 && this.accountDelay.block(account, accountDelay),
    ]);
  }

  /** A right password: the pair starts afresh and passes the wide limits from now on. */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    await Promise.all([
      this.pairFailures.delete(pair),
      this.pairDelay.delete(pair),
      this.knownPairs.set(pair, 1, throttlePolicy.knownPairSeconds),
    ]);
  }

  /** A password reset proves the mailbox: the account's failures and delay and this address's delay end. */
  async clearAccount(email: string, ip: string): Promise<void> {
    const pair = pairKey(email, ip);
    await Promise.all([
      this.accountFailures.delete(accountKey(email)),
      this.accountDelay.delete(accountKey(email)),
      this.pairFailures.delete(pair),
      this.pairDelay.delete(pair),
    ]);
  }
}

const accountKey = (email: string) => email.toLowerCase();
const pairKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

/** How long a key stays over its limit; 0 when it is not. */
function blockedMs(res: RateLimiterRes | null, limit: number): number {
  return res && res.consumedPoints > limit ? res.msBeforeNext : 0;
}
