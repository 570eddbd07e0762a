import { and, eq, lt, notExists } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reviews, surveyVersions } from '../db/schema';
import { PREVIEW_SNAPSHOT } from '../survey/survey-store';

/** A preview lives a day, counted from its start. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How often a running server sweeps: an hour, so no preview outlives its day by more than that. */
export const PREVIEW_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweptPreviews {
  reviews: number;
  snapshots: number;
}

/**
 * Deletes the previews started more than a day before `now`, with their reports (and so their
 * remediations, which are the report's comments) by the reports' cascade; previews have no charge
 * and no usage event. Then the draft snapshots they ran on, once no review uses them: a snapshot
 * is only deleted once it is a day old too, so one taken a moment ago for a preview whose row is
 * being inserted is never taken from under it. Real reviews and published versions are never
 * touched: every statement names the preview flag or the snapshot status.
 */
export async function sweepPreviews(db: Db, now: Date): Promise<SweptPreviews> {
  const before = new Date(now.getTime() - PREVIEW_LIFETIME_MS);
  const gone = await db
    .delete(reviews)
    .where(and(eq(reviews.preview, true), lt(reviews.createdAt, before)))
    .returning({ id: reviews.id });
  const snapshots = await db
    .delete(surveyVersions)
    .where(
      and(
        eq(surveyVersions.status, PREVIEW_SNAPSHOT),
        lt(surveyVersions.createdAt, before),
        notExists(db.select().from(reviews).where(eq(reviews.surveyVersionId, surveyVersions.id))),
      ),
    )
    .returning({ id: surveyVersions.id });
  return { reviews: gone.length, snapshots: snapshots.length };
}

/** Where the sweep reports (a pino logger fits). */
export interface SweepLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PreviewSweepOptions {
  /** One sweep: `(now) => sweepPreviews(db, now)`. */
  sweep: (now: Date) => Promise<SweptPreviews>;
  log: SweepLog;
  /** The time now; tests pass their own clock. */
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Sweeps at once (server start) and then every interval on an unref'd timer, so it never keeps
 * the process alive. A failed sweep (the database briefly away) is logged and tried again at the
 * next tick; it never rejects, so it cannot crash the process. Runs never overlap. `stop` ends the
 * timer and resolves when a sweep under way has finished, so shutdown can close the database after.
 */
export function startPreviewSweep(options: PreviewSweepOptions): { stop(): Promise<void> } {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = Promise.resolve()
      .then(() => options.sweep(now()))
      .then(
        (swept) => {
          if (swept.reviews > 0 || swept.snapshots > 0)
            options.log.info({ ...swept }, 'old previews deleted');
        },
        (err: unknown) => options.log.warn({ err }, 'deleting old previews failed; trying again later'),
      )
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? PREVIEW_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
