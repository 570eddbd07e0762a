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
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('stops with a message naming a bad configuration variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('PORT:');
    expect(p.output()).toContain('The server did not start.');
  });

  it('starts on a new data folder, prints the demo accounts, and drains and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
    const p = start({ DATA_DIR: dataDir, PORT: '0' });
    await expect.poll(p.output, { timeout: 30_000 }).toContain('is running at');
    expect(p.output()).toContain('admin@tsr.example');
    expect(p.output()).toContain('default content pack published as survey version 1');
    expect(p.output()).toContain(`E-mails are written to ${path.join(dataDir, 'outbox')}`);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('shutting down: draining requests');
    expect(p.output()).toContain('"msg":"stopped"');
  }, 40_000);

  it('refuses a second server on the same data folder while the first runs, and starts once it stopped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
    const first = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
    try {
      await expect.poll(first.output, { timeout: 30_000 }).toContain('is running at');
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
    await expect.poll(third.output, { timeout: 30_000 }).toContain('is running at');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('starts on a data folder whose previous server was killed without stopping', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsr-main-'));
    const killed = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
    await expect.poll(killed.output, { timeout: 30_000 }).toContain('is running at');
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'off' });
    await expect.poll(next.output, { timeout: 30_000 }).toContain('is running at');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 90_000);
});
