import { WEBHOOK_RETRY_HOURS } from '@tsr/contract';
import type { Db } from '../db/database';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  recordAttempt,
} from './webhook-repository';
import type { WebhookSecrets } from './webhook-secrets';
import { type SendResult, sendDelivery } from './webhook-sender';

/** What a deployment never changes but a test does: the clock, the retry schedule, the poll. */
export interface DeliveryTuning {
  /** Now; the delivery loop's only clock (due rows, signatures, give-up). */
  clock: () => Date;
  /** The wait before attempt `attempt + 1`, after `attempt` attempts failed. */
  retryDelayMs: (attempt: number) => number;
  /** How long after the event a delivery is still tried. */
  giveUpAfterMs: number;
  /** How often the loop looks for due deliveries when it has none. */
  pollIntervalMs: number;
  /** Deliveries sent at once by this server. */
  concurrency: number;
  /** The time limit of one attempt, connection to answer. */
  timeoutMs: number;
}

/**
 * Exponential: 1 minute, then 3, 9, 27, 81 and 243 minutes, then every 6 hours until a day has
 * passed since the event (about 9 attempts).
 */
export const exponentialRetryDelayMs = (attempt: number): number =>
  Math.min(60_000 * 3 ** (attempt - 1), 6 * 3_600_000);

export const DEFAULT_DELIVERY_TUNING: DeliveryTuning = {
  clock: () => new Date(),
  retryDelayMs: exponentialRetryDelayMs,
  giveUpAfterMs: WEBHOOK_RETRY_HOURS * 3_600_000,
  pollIntervalMs: 1_000,
  concurrency: 4,
  timeoutMs: 10_000,
};

/** A claimed delivery is not claimed again for this long: longer than any attempt takes. */
const LEASE_MS = 60_000;

interface Log {
  error(details: object, message: string): void;
}

/**
 * The delivery loop (issue 35): in every server process, it claims due deliveries (several servers
 * on one PostgreSQL claim different rows: webhook-repository.ts), sends them a few at a time and
 * records each attempt: delivered, due again after the retry delay, or failed once a day has
 * passed. Started with the app and stopped when it closes, after the attempts in flight; rows
 * still pending are picked up by the next start, so a restart loses none.
 */
export class WebhookDeliveryRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: {
      db: Db;
      secrets: WebhookSecrets;
      allowLoopback: boolean;
      tuning: DeliveryTuning;
      log: Log;
    },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due deliveries now rather than at the next poll (a test event was just written). */
  wake(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((err: unknown) => this.deps.log.error({ err }, 'webhook deliveries could not be sent'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped)
          this.timer = setTimeout(() => this.wake(), this.deps.tuning.pollIntervalMs).unref();
      });
  }

  /** Stops claiming; resolves when the attempts in flight are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Claims and sends batches while there are due deliveries. */
  private async drain(): Promise<void> {
    const { db, tuning } = this.deps;
    while (!this.stopped) {
      const now = tuning.clock();
      const claimed = await claimDueDeliveries(
        db,
        now,
        new Date(now.getTime() + LEASE_MS),
        tuning.concurrency,
      );
      await Promise.all(claimed.map((d) => this.attempt(d)));
      if (claimed.length < tuning.concurrency) return;
    }
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const { db, tuning } = this.deps;
    const secret = this.deps.secrets.decrypt(d.secretEncrypted);
    const result: SendResult = secret
      ? await sendDelivery(
          { id: d.id, eventId: d.eventId, event: d.event, url: d.url, body: d.body, secret },
          { now: tuning.clock(), timeoutMs: tuning.timeoutMs, allowLoopback: this.deps.allowLoopback },
        )
      : {
          ok: false,
          status: null,
          error:
            "The webhook's secret cannot be read (the encryption key was changed): delete the webhook and create it again.",
        };
    await recordAttempt(db, d.id, d.attempts + 1, this.outcome(d, result));
  }

  private outcome(d: ClaimedDelivery, result: SendResult): AttemptOutcome {
    const { tuning } = this.deps;
    const now = tuning.clock();
    if (result.ok) return { status: 'delivered', responseStatus: result.status, at: now };
    const next = new Date(now.getTime() + tuning.retryDelayMs(d.attempts + 1));
    if (next.getTime() - d.createdAt.getTime() > tuning.giveUpAfterMs) {
      const attempts = d.attempts + 1;
      return {
        status: 'failed',
        responseStatus: result.status,
        error: `${result.error} Given up after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}.`,
      };
    }
    return { status: 'pending', responseStatus: result.status, error: result.error, nextAttemptAt: next };
  }
}
