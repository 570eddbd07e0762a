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
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
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
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SURVEYJS_LICENSE_KEY: z.string().min(1).optional(),
  WEBHOOKS_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false']).default('false'),
  WEBHOOK_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
});

/**
 * Where uploaded files are kept (files/file-store.ts). The S3 secret is a non-enumerable
 * property: JSON.stringify, pino and util.inspect skip it, so logging the configuration never
 * prints it.
 */
export type FileStoreConfig =
  | Readonly<{ kind: 'disk'; dir: string }>
  | Readonly<{
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    }>;

export type Config = Readonly<{
  port: number;
  /** The port the operator's Prometheus metrics are served on (on `host`); undefined: none. */
  metricsPort: number | undefined;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL at most (unused on PGlite). */
  databasePoolSize: number;
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
  fileStore: FileStoreConfig;
  /** The SurveyJS Creator's licence key, given to admins who open the survey editor; null: the banner shows. */
  surveyJsLicenseKey: string | null;
  /** Webhooks may be sent to http://127.0.0.1 or localhost (a receiver on this machine: tests, trials). */
  webhooksAllowLoopbackHttp: boolean;
  /** The key webhook signing secrets are encrypted with; undefined: one generated and kept in the database. */
  webhookEncryptionKey: string | undefined;
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
  const dataDir = path.resolve(e.DATA_DIR);
  const demoData = e.DEMO_DATA === 'on' || (e.DEMO_DATA === 'auto' && e.DATABASE_URL === undefined);
  return Object.freeze({
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
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
    fileStore: fileStoreConfig(e, dataDir),
    surveyJsLicenseKey: e.SURVEYJS_LICENSE_KEY ?? null,
    webhooksAllowLoopbackHttp: e.WEBHOOKS_ALLOW_LOOPBACK_HTTP === 'true',
    webhookEncryptionKey: e.WEBHOOK_ENCRYPTION_KEY,
  });
}

function fileStoreConfig(e: z.infer<typeof Env>, dataDir: string): FileStoreConfig {
  if (e.FILE_STORE === 'disk') return Object.freeze({ kind: 'disk', dir: path.join(dataDir, 'files') });
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => e[name] === undefined,
  );
  if (missing.length > 0 || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(`Invalid configuration:\n  FILE_STORE=s3 needs ${missing.join(', ')}`);
  }
  const s3 = {
    kind: 's3' as const,
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: '',
  };
  Object.defineProperty(s3, 'secretAccessKey', { value: e.S3_SECRET_ACCESS_KEY, enumerable: false });
  return Object.freeze(s3);
}
