import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobTiming } from '../workers/worker-pool';

/**
 * What an operator watches (README, "Metrics"), as Prometheus metrics in a registry of this
 * server's own: requests by route and status with their latency, the database pool, the PDF and
 * report worker pools (queue, wait and run times), sign-in failures and throttles, and Node's own
 * (event-loop lag, memory, CPU). Served on METRICS_PORT only (metrics-server.ts), never on the
 * API's port, so they are not public.
 */

/** A pool's state now, read at each scrape. */
export interface PoolState {
  readonly queued: number;
  readonly busy: number;
  readonly threads: number;
}

export interface DatabasePoolState {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Seconds: from a millisecond to a minute, the range a request or a PDF falls in. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class Telemetry {
  readonly registry = new Registry();
  private readonly pools = new Map<string, () => PoolState>();
  private databasePool: (() => DatabasePoolState | null) | null = null;

  readonly requests = new Histogram({
    name: 'tsr_http_request_duration_seconds',
    help: 'API and page requests by method, route (the route pattern, not the URL) and status, with their latency.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly signInFailures = new Counter({
    name: 'tsr_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong e-mail or password, a disabled or unconfirmed account.',
    registers: [this.registry],
  });

  readonly signInThrottled = new Counter({
    name: 'tsr_sign_in_throttled_total',
    help: 'Sign-ins refused because the account or the address was slowed after failures (429).',
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'tsr_worker_job_wait_seconds',
    help: 'Time a job waited in a worker pool’s queue (pool: pdf, report).',
    labelNames: ['pool'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly jobRun = new Histogram({
    name: 'tsr_worker_job_run_seconds',
    help: 'Time a job ran in a worker thread, by pool and outcome (ok, failed, timeout).',
    labelNames: ['pool', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'tsr_' });
    const pools = this.pools;
    new Gauge({
      name: 'tsr_worker_pool_jobs',
      help: 'Jobs of each worker pool now, queued or running (state), and its threads.',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const [pool, state] of pools) {
          const now = state();
          this.set({ pool, state: 'queued' }, now.queued);
          this.set({ pool, state: 'running' }, now.busy);
          this.set({ pool, state: 'threads' }, now.threads);
        }
      },
    });
    const database = () => this.databasePool?.() ?? null;
    new Gauge({
      name: 'tsr_database_pool_connections',
      help: 'PostgreSQL connections of this server: total, idle, and requests waiting for one (state).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const now = database();
        if (!now) return;
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  /** Reads a worker pool's state at each scrape, and its jobs' times as they end. */
  watchPool(
    name: string,
    pool: { state(): PoolState; observe(observer: (t: JobTiming) => void): void },
  ): void {
    this.pools.set(name, () => pool.state());
    pool.observe(({ waitMs, runMs, outcome }) => {
      this.jobWait.observe({ pool: name }, waitMs / 1000);
      this.jobRun.observe({ pool: name, outcome }, runMs / 1000);
    });
  }

  /** The database pool's connections (PostgreSQL; PGlite has no pool). */
  watchDatabase(state: () => DatabasePoolState | null): void {
    this.databasePool = state;
  }
}
