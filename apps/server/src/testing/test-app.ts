import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPath,
  type InputArgs,
  type LoginResponse,
  type RouteDefinition,
  type RouteInput,
  routes,
} from '@tsr/contract';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { DiskFileStore } from '../files/disk-file-store';
import type { Mail, Mailer } from '../mail/mailer';
import type { WebhookOptions } from '../webhooks/webhooks-feature';
import { openTestDatabase } from './test-database';

/** A mailer that keeps what it sends, so tests read codes the way a user reads their inbox. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
  close() {}
  /** The newest six-digit code sent to an address. */
  codeFor(to: string): string {
    const mail = this.sent.filter((m) => m.to === to).at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code was mailed to ${to}`);
    return code;
  }
}

/** Who calls, beside what the route takes. */
interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** A route's params, query and body, and the caller's token; left out when the route takes nothing. */
type RequestArgs<R extends RouteDefinition> =
  object extends RouteInput<R> ? [input?: RouteInput<R> & CallOptions] : [input: RouteInput<R> & CallOptions];

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  mailer: MemoryMailer;
  /** The folder of the app's disk file store (a temporary folder removed on close). */
  filesDir: string;
  close(): Promise<void>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /**
   * Calls a route of the contract's table, its address made from the route's pattern and the params
   * and query given (a test that sends what the table cannot type, a malformed id or a body of the
   * wrong shape, uses `call` with the address written out).
   */
  request<R extends RouteDefinition>(route: R, ...input: RequestArgs<R>): Promise<LightMyRequestResponse>;
  /** Signs in with a password and gives the ID token to call the API with. */
  signIn(email: string, password: string): Promise<string>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  /** Pino options (a test that reads what the server logs); none by default. */
  logger: object | false = false,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', ...env });
  const filesDir = await mkdtemp(path.join(tmpdir(), 'tsr-test-files-'));
  const t = await testAppOn({ config, database, filesDir, logger });
  return {
    ...t,
    async close() {
      await t.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** The app on a database and files folder the test chose (a data folder on disk, as main.ts opens). */
export async function testAppOn(opts: {
  config: Config;
  database: Database;
  filesDir: string;
  logger?: object | false;
  /**
   * The webhook delivery loop's clock, schedule and poll, for the webhook tests; without them the
   * app runs no loop, so its polls never meet the statements another test counts.
   */
  webhooks?: WebhookOptions;
}): Promise<TestApp> {
  const { config, database, filesDir } = opts;
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    files: new DiskFileStore(filesDir),
    logger: opts.logger ?? false,
    webhooks: opts.webhooks ?? { deliver: false },
  });
  const t: TestApp = {
    app,
    database,
    mailer,
    filesDir,
    async close() {
      await app.server.close();
      await database.close();
    },
    async call(method, url, opts = {}) {
      const res = await app.server.inject({
        method,
        url,
        payload: opts.body as Record<string, unknown> | undefined,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      });
      // Like a user who reads the e-mail after the answer: work started after it has finished.
      await app.settled();
      return res;
    },
    request(route, ...[input]) {
      // Left out only where the route takes nothing, so an empty input is the route's input.
      const { token, headers, ...routeInput } = (input ?? {}) as RouteInput<typeof route> & CallOptions;
      const url = apiPath(route, ...([routeInput] as InputArgs<typeof route>));
      return t.call(route.method, url, {
        body: (routeInput as { body?: unknown }).body,
        ...(token ? { token } : {}),
        ...(headers ? { headers } : {}),
      });
    },
    async signIn(email, password) {
      const res = await t.request(routes.login, { body: { username: email, password } });
      const body = res.json<LoginResponse>();
      if (body.kind !== 'tokens') throw new Error(`no tokens for ${email}: ${res.body}`);
      return body.tokens.id_token;
    },
  };
  return t;
}
