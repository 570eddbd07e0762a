import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

/**
 * Backups of the embedded database (README, "Backups"): the PGlite database as PGlite dumps it
 * (one consistent archive, dumpDataDir) and the uploaded files (DATA_DIR/files), in a folder of
 * their own. PGlite's files change while a server writes to them, so a backup or a restore takes
 * the data folder's lock: while a server runs on it they refuse and say why. PostgreSQL and the S3
 * file store are backed up with their own tools (pg_dump, the bucket's versioning).
 */

export const BACKUP_MESSAGES = {
  serverRunning: (dataDir: string) =>
    `A server is running on ${dataDir}: the embedded database's files change while it writes, so a ` +
    'copy would not be consistent. Stop the server (SIGTERM lets it finish its requests), then run ' +
    'the backup again; to back up without stopping, run on PostgreSQL and use pg_dump.',
  noDatabase: (dataDir: string) => `There is no embedded database in ${dataDir} to back up.`,
  notABackup: (folder: string) => `${folder} is not a backup made by npm run backup (no backup.json).`,
  targetNotEmpty: (folder: string) => `${folder} is not empty: back up into a new folder.`,
  restoreNotEmpty: (dataDir: string) =>
    `${dataDir} already holds a database: restore into a new, empty DATA_DIR (move the current one away first).`,
} as const;

export class BackupError extends Error {}

const ARCHIVE = 'pglite.tar.gz';
const MANIFEST = 'backup.json';

/** Takes the data folder's lock, or says that a server runs on it. */
function lockOrRefuse(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(BACKUP_MESSAGES.serverRunning(dataDir));
    throw err;
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Backs up DATA_DIR (its database and files) into `target`, a new or empty folder. */
export async function backupDataDir(dataDir: string, target: string): Promise<{ files: boolean }> {
  const database = path.join(dataDir, 'pglite');
  if (isEmptyDir(database)) throw new BackupError(BACKUP_MESSAGES.noDatabase(dataDir));
  if (!isEmptyDir(target)) throw new BackupError(BACKUP_MESSAGES.targetNotEmpty(target));
  const lock = lockOrRefuse(dataDir);
  try {
    const client = await PGlite.create(database, { extensions: PGLITE_EXTENSIONS });
    try {
      const archive = await client.dumpDataDir('gzip');
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, ARCHIVE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
    const files = path.join(dataDir, 'files');
    const hasFiles = existsSync(files);
    if (hasFiles) cpSync(files, path.join(target, 'files'), { recursive: true });
    writeFileSync(
      path.join(target, MANIFEST),
      `${JSON.stringify({ kind: 'tsr-embedded-backup', createdAt: new Date().toISOString(), files: hasFiles }, null, 2)}\n`,
    );
    return { files: hasFiles };
  } finally {
    lock.release();
  }
}

/** Restores a backup folder into a new or empty DATA_DIR. */
export async function restoreDataDir(source: string, dataDir: string): Promise<void> {
  if (!existsSync(path.join(source, MANIFEST))) throw new BackupError(BACKUP_MESSAGES.notABackup(source));
  const database = path.join(dataDir, 'pglite');
  if (!isEmptyDir(database)) throw new BackupError(BACKUP_MESSAGES.restoreNotEmpty(dataDir));
  mkdirSync(database, { recursive: true });
  const lock = lockOrRefuse(dataDir);
  try {
    const archive = new Blob([readFileSync(path.join(source, ARCHIVE))]);
    const client = await PGlite.create(database, { loadDataDir: archive, extensions: PGLITE_EXTENSIONS });
    await client.close();
    const files = path.join(source, 'files');
    if (existsSync(files)) cpSync(files, path.join(dataDir, 'files'), { recursive: true });
  } finally {
    lock.release();
  }
}
