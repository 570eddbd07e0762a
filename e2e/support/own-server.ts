import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built server, started by a journey on a data folder and port of its own. */
export interface OwnServer {
  readonly url: string;
  /** Stops it (as a deploy would), so the next one can open the same data folder. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const clock = fileURLToPath(new URL('./shifted-clock.mjs', import.meta.url));

/**
 * Starts `apps/server/dist/main.js` on 127.0.0.1:`port` over `dataDir`, with its clock moved by
 * `shiftDays` (shifted-clock.mjs), and waits until it is ready: a journey that needs time to pass
 * (a year between two reviews) runs its own server rather than the shared one.
 */
export async function startOwnServer(opts: {
  port: number;
  dataDir: string;
  shiftDays: number;
}): Promise<OwnServer> {
  // The embedded database in its own folder, mail written to the outbox there: nothing shared.
  const { SMTP_URL: _smtp, DATABASE_URL: _database, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', clock, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      E2E_CLOCK_SHIFT_DAYS: String(opts.shiftDays),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
