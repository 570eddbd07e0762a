/**
 * The built product as the browser benches run it (apps/server/dist/main.js serving apps/web/dist,
 * or BENCH_WEB_DIST, on 127.0.0.1, on a fresh embedded database in a temporary folder with the
 * demo accounts, removed when stopped), and the browser they drive.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const serverMain = path.join(root, 'apps', 'server', 'dist', 'main.js');
export const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');

/** False when `npm run build` has not made the server and the web app yet. */
export function isBuilt(): boolean {
  return existsSync(serverMain) && existsSync(path.join(webDist, 'index.html'));
}

export interface BuiltServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Starts the server and resolves once /api/ready answers (the first start publishes the content pack). */
export async function startBuiltServer(port: number): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-bench-'));
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${baseURL}/api/ready`, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, stop };
}

async function waitReady(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}`);
}

/** Debian's Chromium (or CHROMIUM), headless, as the e2e journeys run it; never a downloaded one. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
