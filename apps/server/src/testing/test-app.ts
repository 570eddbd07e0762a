import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@tsr/contract';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { DiskFileStore } from '../files/disk-file-store';
import type { Mail, Mailer } from '../mail/mailer';
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
  /** Signs in with a password and gives the ID token to call the API with. */
  signIn(email: string, password: string): Promise<string>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const mailer = new MemoryMailer();
  const config = loadConfig({ DATA_DIR: 'memory://', WEB_DIST: '/nonexistent', ...env });
  const filesDir = await mkdtemp(path.join(tmpdir(), 'tsr-test-files-'));
  const files = new DiskFileStore(filesDir);
  const app = await buildApp({ config, database, mailer, files, logger: false });
  const t: TestApp = {
    app,
    database,
    mailer,
    filesDir,
    async close() {
      await app.server.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
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
    async signIn(email, password) {
      const res = await t.call('POST', '/api/auth/login', { body: { username: email, password } });
      const body = res.json<LoginResponse>();
      if (body.kind !== 'tokens') throw new Error(`no tokens for ${email}: ${res.body}`);
      return body.tokens.id_token;
    },
  };
  return t;
}
