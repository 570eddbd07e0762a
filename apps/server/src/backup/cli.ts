import path from 'node:path';
import { BackupError, backupDataDir, restoreDataDir } from './backup';

/**
 * npm run backup -- <folder>   backs up DATA_DIR (default ./data) into a new folder
 * npm run restore -- <folder>  restores a backup into DATA_DIR, which must be new or empty
 */
async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    process.stderr.write('Usage: npm run backup -- <backup folder> | npm run restore -- <backup folder>\n');
    process.exit(2);
  }
  const target = path.resolve(folder);
  try {
    if (command === 'backup') {
      const { files } = await backupDataDir(dataDir, target);
      process.stdout.write(`Backed up ${dataDir} (database${files ? ' and files' : ''}) to ${target}\n`);
    } else {
      await restoreDataDir(target, dataDir);
      process.stdout.write(`Restored ${target} into ${dataDir}\n`);
    }
  } catch (err) {
    if (err instanceof BackupError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

void main();
