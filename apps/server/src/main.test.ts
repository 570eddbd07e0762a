import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += String(d);
  });
  child.stderr.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // The server says when it listens; a loaded machine may take long to get there, so the wait is
  // for that line (or the process's end), bounded only by the test's own time limit.
  const running = new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (output.includes('is running at')) resolve();
    };
    child.stdout.on('data', listening);
    child.stderr.on('data', listening);
    void exited.then((code) => reject(new Error(`The server stopped (${code}) before it ran:\n${output}`)));
  });
  running.catch(() => undefined);
  return { child, exited, running, output: () => output };
}

/** The time each test that starts servers may take, on a machine busy with other work too. */
const STARTS = 180_000;

describe('the server process', () => {
  it('stops with a message naming a bad configuration variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT:');
    expect(p.output()).toContain('The server did not start.');
  });

  it(
    'starts on a new data folder, prints the demo accounts, and drains and stops on SIGTERM',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
      const p = start({ DATA_DIR: dataDir, PORT: '0' });
      await p.running;
      expect(p.output()).toContain('admin@tsr.example');
      expect(p.output()).toContain('default content pack published as survey version 1');
      expect(p.output()).toContain(`E-mails are written to ${path.join(dataDir, 'outbox')}`);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain('shutting down: draining requests');
      expect(p.output()).toContain('"msg":"stopped"');
    },
    STARTS,
  );

  it(
    'refuses a second server on the same data folder while the first runs, and starts once it stopped',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
      const first = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
      try {
        await first.running;
        const second = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(
          `Another server (process ${first.child.pid}) is already running on the data folder ${dataDir}.`,
        );
        expect(second.output()).toContain('The server did not start.');
        expect(second.output()).not.toContain('is running at');
      } finally {
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
      }
      // A clean stop releases the folder.
      const third = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
      await third.running;
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    },
    STARTS,
  );

  it(
    'starts on a data folder whose previous server was killed without stopping',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
      const killed = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
      await killed.running;
      killed.child.kill('SIGKILL');
      await killed.exited;
      const next = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
      await next.running;
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    },
    STARTS,
  );
});
