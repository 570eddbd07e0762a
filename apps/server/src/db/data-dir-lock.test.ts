import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const folder = () => mkdtempSync(path.join(tmpdir(), 'tsr-lock-'));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

describe('the data folder lock', () => {
  it('writes this process id into the lock file and removes it on release', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second lock on the same folder, naming the holder and what to do', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${process.pid}) is already running`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses while a live process other than this one holds the folder', () => {
    const dir = folder();
    // The parent of this test runner is alive for the whole test.
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = folder();
    const dead = deadPid();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${dead}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with its own pid that it did not take (a restarted container)', () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });
});
