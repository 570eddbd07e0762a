import type { Config } from '../config/config';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

/** The store FILE_STORE selects (see the README's configuration table). */
export function createFileStore(config: Config): FileStore {
  const fs = config.fileStore;
  return fs.kind === 's3' ? new S3FileStore(fs) : new DiskFileStore(fs.dir);
}
