import type { Config } from '../config/config';

/**
 * The server's log settings: JSON at the configured level, with the credentials a request carries
 * (the ID token or API key in `Authorization`, cookies) redacted wherever a request's headers are
 * logged. Fastify's request lines carry no headers at all; this covers a log that adds them.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
}
