import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'tsr-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const script = 'export const answer = () => "a long enough line of JavaScript";\n'.repeat(100);

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that give the file back', async () => {
    const root = folder({
      'assets/index-abc123.js': script,
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(200)}`,
    });
    const done = await precompressFolder(root);
    expect(done.map((d) => path.relative(root, d.file)).sort()).toEqual([
      'assets/index-abc123.js',
      'index.html',
    ]);
    const file = path.join(root, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('leaves small files, binary formats and Vite’s own folder alone', async () => {
    const root = folder({
      'favicon.svg': '<svg/>'.repeat(10),
      'trial-terms.pdf': Buffer.alloc(4 * MIN_BYTES, 1),
      '.vite/manifest.json': JSON.stringify({ entries: script }),
    });
    expect(await precompressFolder(root)).toEqual([]);
    for (const name of ['favicon.svg', 'trial-terms.pdf', '.vite/manifest.json'])
      expect(existsSync(path.join(root, `${name}.br`))).toBe(false);
  });

  it('keeps no copy that is not smaller than its file', async () => {
    // Random bytes do not compress: a copy would only cost the client time.
    const root = folder({ 'data.json': randomBytes(2 * MIN_BYTES) });
    expect(await precompressFolder(root)).toEqual([
      { file: path.join(root, 'data.json'), bytes: 2 * MIN_BYTES },
    ]);
    expect(existsSync(path.join(root, 'data.json.br'))).toBe(false);
    expect(existsSync(path.join(root, 'data.json.gz'))).toBe(false);
  });
});
