import path from 'node:path';
import { z } from 'zod';
import { defaultWebDist } from './paths';

/**
 * Every configuration variable of the server, parsed once at start into a frozen object.
 * A bad value stops the start with a message naming the variable (see loadConfig).
 * The README's configuration table lists the same variables and defaults.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tax Structure Review <no-reply@tsr.local>'),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  APP_ENV: z.enum(['development', 'production']).default('development'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SIGNUP_REVIEW_CAP: z.coerce.number().int().min(-1).default(5),
  HELP_CHAT_PROVIDER: z.enum(['crisp', 'tawk']).optional(),
  HELP_CHAT_SITE_ID: z.string().min(1).optional(),
  PRODUCT_NAME: z.string().min(1).default('Tax Structure Review'),
  PRODUCT_SHORT_NAME: z.string().min(1).default('TSR'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  appEnv: 'development' | 'production';
  publicUrl: string;
  jwtSecret: string | undefined;
  idTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  signupReviewCap: number;
  helpChat: { provider: 'crisp' | 'tawk'; siteId: string } | null;
  productName: string;
  productShortName: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  authRateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDist: string;
  trustProxy: boolean;
}>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` does not fail on a blank value.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if ((e.HELP_CHAT_PROVIDER === undefined) !== (e.HELP_CHAT_SITE_ID === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  HELP_CHAT_PROVIDER and HELP_CHAT_SITE_ID must be set together',
    );
  }
  const demoData = e.DEMO_DATA === 'on' || (e.DEMO_DATA === 'auto' && e.DATABASE_URL === undefined);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoData,
    appEnv: e.APP_ENV,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET,
    idTokenTtlSeconds: e.ID_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    signupReviewCap: e.SIGNUP_REVIEW_CAP,
    helpChat:
      e.HELP_CHAT_PROVIDER && e.HELP_CHAT_SITE_ID
        ? { provider: e.HELP_CHAT_PROVIDER, siteId: e.HELP_CHAT_SITE_ID }
        : null,
    productName: e.PRODUCT_NAME,
    productShortName: e.PRODUCT_SHORT_NAME,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    trustProxy: e.TRUST_PROXY === 'true',
  });
}
