import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from './disk-file-store';
import { InvalidFileKeyError } from './file-key';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';

/**
 * One contract, two stores: the disk store in a temporary folder, and the S3 store against a real
 * S3-protocol server (s3rver) started here on 127.0.0.1 on a random port.
 */
interface Harness {
  store: FileStore;
  stop(): Promise<void>;
}

const stores: Record<string, () => Promise<Harness>> = {
  disk: async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tsr-files-'));
    return { store: new DiskFileStore(dir), stop: () => rm(dir, { recursive: true, force: true }) };
  },
  s3: async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tsr-s3rver-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'tsr-test' }],
    });
    const address: AddressInfo = await server.run();
    const store = new S3FileStore({
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: 'tsr-test',
      region: 'us-east-1',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    return {
      store,
      async stop() {
        store.close();
        await server.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.keys(stores))('file store: %s', (kind) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await (stores[kind] as () => Promise<Harness>)();
  });
  afterAll(() => harness.stop());

  it('gives back the bytes, content type and size that were put', async () => {
    const body = Buffer.from('%PDF-1.7 terms', 'utf8');
    const info = await harness.store.put('site/shell/terms.pdf', body, { contentType: 'application/pdf' });
    expect(info).toEqual({ contentType: 'application/pdf', size: body.byteLength });
    expect(await harness.store.head('site/shell/terms.pdf')).toEqual(info);
    const got = await harness.store.get('site/shell/terms.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(got?.size).toBe(body.byteLength);
    expect(got?.body.equals(body)).toBe(true);
  });

  it('keeps binary bytes exactly, including a large file', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < body.length; i++) body[i] = (i * 31) % 256;
    await harness.store.put('big/blob.bin', body, { contentType: 'application/octet-stream' });
    const got = await harness.store.get('big/blob.bin');
    expect(got?.body.equals(body)).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    await harness.store.put('img/logo.png', Buffer.from('old'), { contentType: 'image/png' });
    await harness.store.put('img/logo.png', Buffer.from('newer'), { contentType: 'image/jpeg' });
    const got = await harness.store.get('img/logo.png');
    expect(got?.body.toString()).toBe('newer');
    expect(got?.contentType).toBe('image/jpeg');
    expect(got?.size).toBe(5);
  });

  it('answers null for a key that holds nothing, and deletes (twice without error)', async () => {
    expect(await harness.store.get('nothing/here.pdf')).toBeNull();
    expect(await harness.store.head('nothing/here.pdf')).toBeNull();
    await harness.store.put('gone/soon.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await harness.store.delete('gone/soon.txt');
    expect(await harness.store.get('gone/soon.txt')).toBeNull();
    expect(await harness.store.head('gone/soon.txt')).toBeNull();
    await expect(harness.store.delete('gone/soon.txt')).resolves.toBeUndefined();
  });

  it('stores an empty file as an empty file', async () => {
    await harness.store.put('empty.txt', new Uint8Array(), { contentType: 'text/plain' });
    expect(await harness.store.head('empty.txt')).toEqual({ contentType: 'text/plain', size: 0 });
  });

  it('refuses keys that could escape the store before touching it', async () => {
    for (const op of [
      () => harness.store.put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' }),
      () => harness.store.get('a/../../etc/passwd'),
      () => harness.store.head('/etc/passwd'),
      () => harness.store.delete('..'),
    ]) {
      await expect(op()).rejects.toThrow(InvalidFileKeyError);
    }
  });
});

describe('disk file store', () => {
  it('leaves no temporary files behind and writes only under its folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tsr-files-'));
    try {
      const store = new DiskFileStore(path.join(dir, 'files'));
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.put('same/key.txt', Buffer.from(`version ${i}`), { contentType: 'text/plain' }),
        ),
      );
      const got = await store.get('same/key.txt');
      expect(got?.body.toString()).toMatch(/^version \d+$/);
      const all = await readdir(dir, { recursive: true });
      expect(all.filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(all.sort()).toEqual(
        [
          'files',
          'files/blobs',
          'files/blobs/same',
          'files/blobs/same/key.txt',
          'files/meta',
          'files/meta/same',
          'files/meta/same/key.txt.json',
        ].sort(),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
