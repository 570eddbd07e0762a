import { routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { MemoryMailer } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { startMetricsServer } from './metrics-server';
import { Telemetry } from './telemetry';

/** The operator scrapes METRICS_PORT (README, "Metrics"): every family is there, with what happened. */
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let metrics: Awaited<ReturnType<typeof startMetricsServer>>;
const account = demoAccounts[0];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  const telemetry = new Telemetry();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
  });
  app = await buildApp({ config, database, mailer: new MemoryMailer(), logger: false, telemetry });
  metrics = await startMetricsServer(telemetry, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics.close();
  await app.server.close();
  await database.close();
});

const signIn = (password: string) =>
  app.server.inject({
    method: 'POST',
    url: routes.login.path,
    payload: { username: account?.email, password },
  });

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('the metrics for Prometheus', () => {
  it('has every family, and counts requests, failed and throttled sign-ins', async () => {
    expect((await app.server.inject(routes.ready.path)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn('wrong-password-1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    for (const family of [
      'tsr_http_request_duration_seconds',
      'tsr_sign_in_failures_total',
      'tsr_sign_in_throttled_total',
      'tsr_worker_job_wait_seconds',
      'tsr_worker_job_run_seconds',
      'tsr_worker_pool_jobs',
      'tsr_database_pool_connections',
      'tsr_nodejs_eventloop_lag_seconds',
      'tsr_process_resident_memory_bytes',
    ])
      expect(text, family).toContain(`# TYPE ${family} `);
    expect(text).toMatch(
      /tsr_http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="200"\} 1/,
    );
    expect(text).toMatch(
      /tsr_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status="401"\} 3/,
    );
    expect(text).toContain('tsr_sign_in_failures_total 3');
    expect(text).toContain('tsr_sign_in_throttled_total 1');
    expect(text).toContain('tsr_worker_pool_jobs{pool="pdf",state="queued"} 0');
    expect(text).toContain('tsr_worker_pool_jobs{pool="report",state="running"} 0');
    if (database.kind === 'postgres')
      expect(text).toMatch(/tsr_database_pool_connections\{state="total"\} \d+/);
  });

  it('serves nothing else on its port, and nothing of it on the API’s', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/api/ready`)).status).toBe(404);
    expect((await app.server.inject('/metrics')).body).not.toContain('# TYPE');
  });
});
