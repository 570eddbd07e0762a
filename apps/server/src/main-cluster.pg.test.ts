import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './demo/demo-accounts';

/**
 * N servers behind a load balancer start together against one empty PostgreSQL (README, "Several
 * servers"): every first-start step (migrations, the first survey version, demo data) takes the
 * same lock, so all of them come up and the data is made once.
 */

const serverDir = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.TEST_POSTGRES_URL as string;
const name = `tsr_cluster_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function start() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'on',
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tsr-cluster-')),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (d: unknown) => {
    output += String(d);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves when it listens, with 'running'; or when it exits first, with its output. */
  const outcome = new Promise<string>((resolve) => {
    const check = () => {
      if (output.includes('is running at')) resolve('running');
    };
    child.stdout.on('data', check);
    void exited.then((code) => resolve(`exited ${code}: ${output}`));
  });
  return { child, exited, outcome };
}

beforeAll(() => admin((c) => c.query(`create database ${name}`)));
afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

describe('several servers starting at once on one empty PostgreSQL', () => {
  it('all come up, with the first survey version and the demo data made once', async () => {
    const servers = [start(), start(), start()];
    try {
      expect(await Promise.all(servers.map((s) => s.outcome))).toEqual(['running', 'running', 'running']);
      const counts = await admin(async () => {
        const db = new pg.Client({ connectionString: databaseUrl });
        await db.connect();
        try {
          const users = await db.query<{ n: string }>('select count(*) as n from users');
          const versions = await db.query<{ n: string }>('select count(*) as n from survey_versions');
          return { users: Number(users.rows[0]?.n), versions: Number(versions.rows[0]?.n) };
        } finally {
          await db.end();
        }
      });
      expect(counts).toEqual({ users: demoAccounts.length, versions: 1 });
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
    }
  }, 120_000);
});
