import { afterEach, expect, it } from 'vitest';
import { testWorkerEntry } from './test-workers';
import { type JobTiming, WorkerPool } from './worker-pool';

const TEXTS = { timeout: 'too long', busy: 'busy', failed: 'failed' };
const pools: WorkerPool<string, string>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** A pool of the test worker whose thread takes `startMs` to start (slow-start.test-worker.ts). */
function slowStartPool(startMs: number, timeoutMs: number): WorkerPool<string, string> {
  const entry = testWorkerEntry('slow-start', { startMs });
  const pool = new WorkerPool<string, string>(entry, { size: 1, timeoutMs, maxQueue: 4 }, TEXTS);
  pools.push(pool);
  return pool;
}

it('counts a job’s time limit from when its worker is ready, not while the thread starts', async () => {
  // The thread starts for twice the time limit; the job itself is instant, so it must not time out.
  const pool = slowStartPool(2_000, 1_000);
  const timings: JobTiming[] = [];
  pool.observe((timing) => timings.push(timing));
  await expect(pool.run('first')).resolves.toBe('first');
  await expect(pool.run('second')).resolves.toBe('second');
  expect(timings.map((t) => t.outcome)).toEqual(['ok', 'ok']);
  // The start counts as the first job's wait, not its run.
  expect(timings[0]?.waitMs).toBeGreaterThanOrEqual(2_000);
  expect(timings[0]?.runMs).toBeLessThan(1_000);
});

it('stops a job that overruns a ready worker, ends that worker, and starts another for the next job', async () => {
  const pool = new WorkerPool<string, string>(
    testWorkerEntry('never-ends'),
    { size: 1, timeoutMs: 50, maxQueue: 4 },
    TEXTS,
  );
  pools.push(pool);
  const timings: JobTiming[] = [];
  pool.observe((timing) => timings.push(timing));
  await expect(pool.run('first')).rejects.toThrow('too long');
  expect(pool.threads).toBe(0);
  await expect(pool.run('second')).rejects.toThrow('too long');
  expect(timings.map((t) => t.outcome)).toEqual(['timeout', 'timeout']);
});
