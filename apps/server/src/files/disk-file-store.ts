import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidFileKey } from './file-key';
import type { FileStore, StoredFile, StoredFileInfo } from './file-store';

/**
 * Files on the local disk: the bytes under `<root>/blobs/<key>`, the content type and size under
 * `<root>/meta/<key>.json`. Both are written to a temporary file in the same folder and renamed
 * into place (rename is atomic on one file system), so a crash or a concurrent reader never sees
 * half a file. The bytes are renamed last: a file is there once its bytes are.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  async put(key: string, body: Uint8Array, options: { contentType: string }): Promise<StoredFileInfo> {
    assertValidFileKey(key);
    const info: StoredFileInfo = { contentType: options.contentType, size: body.byteLength };
    await atomicWrite(this.metaPath(key), JSON.stringify(info));
    await atomicWrite(this.blobPath(key), body);
    return info;
  }

  async get(key: string): Promise<StoredFile | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = await readOrNull(this.blobPath(key));
    return body ? { ...info, body, size: body.byteLength } : null;
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    assertValidFileKey(key);
    const [meta, exists] = await Promise.all([readOrNull(this.metaPath(key)), this.blobExists(key)]);
    if (!meta || !exists) return null;
    return JSON.parse(meta.toString('utf8')) as StoredFileInfo;
  }

  async delete(key: string): Promise<void> {
    assertValidFileKey(key);
    // Bytes first: a file without its metadata is invisible, like one never written.
    await rm(this.blobPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  private blobPath(key: string): string {
    return path.join(this.root, 'blobs', ...key.split('/'));
  }

  private metaPath(key: string): string {
    return `${path.join(this.root, 'meta', ...key.split('/'))}.json`;
  }

  private async blobExists(key: string): Promise<boolean> {
    return stat(this.blobPath(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }
}

async function atomicWrite(target: string, data: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
