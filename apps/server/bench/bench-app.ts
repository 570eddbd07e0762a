import { tmpdir } from 'node:os';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import type { RequestTimings } from '../src/http/server-timing';
import { createMailer } from '../src/mail/mailer';

/** The app as the benches run it: silent, no web build, sign-in throttling out of the way. */
export function buildBenchApp(database: Database, timings?: (t: RequestTimings) => void) {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'x <x@x.example>',
    outboxDir: tmpdir(),
    log: pino({ level: 'silent' }),
  });
  return buildApp({ config, database, mailer, logger: false, ...(timings && { timings }) });
}
