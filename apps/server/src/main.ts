import path from 'node:path';
import { defaultSurveyContent } from '@tsr/content';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { demoAccountsTable, seedDemoData } from './demo/seed-demo';
import { createMailer } from './mail/mailer';
import { startPreviewSweep, sweepPreviews } from './reviews/preview-sweep';
import { ensureFirstSurvey } from './survey/survey-store';
import { startMetricsServer } from './telemetry/metrics-server';
import { Telemetry } from './telemetry/telemetry';
import { applyReportV8Flags } from './v8-flags';

/** Starts the product: configuration, database and migrations, demo data, HTTP server, shutdown. */
async function main(): Promise<void> {
  applyReportV8Flags();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(
        `${err.message}\nThe server did not start. See the configuration table in README.md.\n`,
      );
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.logLevel });
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
      log,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`${err.message}\nThe server did not start.\n`);
      process.exit(1);
    }
    throw err;
  }
  log.info({ database: database.kind }, 'database ready (migrations applied)');
  // Every first-start step takes the lock the migrations take: servers starting together on one
  // PostgreSQL take turns, and each finds what the one before it made.
  await database.withStartLock(async () => {
    if (await ensureFirstSurvey(database.db, defaultSurveyContent())) {
      log.info('default content pack published as survey version 1');
    }
    if (config.demoData && (await seedDemoData(database.db))) log.info('demo data created');
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const telemetry = config.metricsPort === undefined ? undefined : new Telemetry();
  const app = await buildApp({ config, database, mailer, ...(telemetry ? { telemetry } : {}) });
  await app.server.listen({ port: config.port, host: config.host });
  const metrics = telemetry
    ? await startMetricsServer(telemetry, { port: config.metricsPort ?? 0, host: config.host })
    : null;
  app.warmWorkers();
  // Previews of the draft are deleted after a day: now, and every hour.
  const previewSweep = startPreviewSweep({ sweep: (now) => sweepPreviews(database.db, now), log });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests');
    app.startDraining();
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.server.close(); // waits for in-flight requests
      await metrics?.close();
      await previewSweep.stop();
      mailer.close();
      await database.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Said once a stop is handled: whoever starts the server on this line may stop it at once.
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const lines = [`\n${config.productName} is running at ${url}`];
  if (config.demoData) lines.push('Demo accounts (e-mail, password, role):', demoAccountsTable());
  if (metrics) lines.push(`Metrics for Prometheus: http://${config.host}:${metrics.port}/metrics`);
  if (!config.smtpUrl)
    lines.push(`E-mails are written to ${path.join(config.dataDir, 'outbox')} (SMTP_URL is not set).`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  process.stderr.write(`The server could not start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
