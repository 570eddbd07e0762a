import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two servers on one DATA_DIR each keep their own copy in
 * memory and overwrite each other's acknowledged writes. The first server takes DATA_DIR/server.lock
 * (created exclusively, holding its pid); a second one refuses to start while that pid lives.
 * A lock left by a process that died (kill -9, power loss) is taken over. See docs/decisions/0011.
 */
export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'server.lock';

/** Lock files this process holds, so that opening the same folder twice in one process is refused too. */
const heldHere = new Set<string>();

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(path.resolve(dataDir), LOCK_FILE_NAME);
  // Two tries: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (create(file)) {
      heldHere.add(file);
      return { file, release: () => release(file) };
    }
    const holder = readHolder(file);
    if (holder === undefined) continue; // removed between our create and read: try again
    if (holderIsAlive(holder, file)) {
      throw new DataDirLockedError(
        `Another server (process ${holder}) is already running on the data folder ${path.dirname(file)}. ` +
          'Two servers on one embedded database lose each other’s writes: stop the other server, ' +
          'give this one its own DATA_DIR, or use DATABASE_URL (PostgreSQL) to run several servers. ' +
          `If no other server is running, delete ${file}.`,
      );
    }
    removeIfStill(file, holder);
  }
  throw new DataDirLockedError(
    `The data folder ${path.dirname(file)} is being locked by another server starting at the same time.`,
  );
}

function create(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The pid in the lock file; NaN for an unreadable or half-written one; undefined when it is gone. */
function readHolder(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function holderIsAlive(pid: number, file: string): boolean {
  // A file another server is still writing its pid into: treat it as held, never take it over.
  if (!Number.isInteger(pid) || pid <= 0) return true;
  // Our own pid: held by this process if we took it, else a leftover of an earlier life of this pid
  // (containers restart with the same small pids).
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a stale lock only if it still names the dead holder, so a lock just taken by another server stays. */
function removeIfStill(file: string, deadPid: number): void {
  if (readHolder(file) !== deadPid) return;
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function release(file: string): void {
  if (!heldHere.delete(file)) return;
  if (readHolder(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
