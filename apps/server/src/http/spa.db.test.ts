import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { IMMUTABLE, REVALIDATE } from './spa';

// A built web app as the web build leaves it (apps/web/build/precompress.ts): brotli and gzip
// copies beside the files worth compressing, none beside the small or binary ones.
const webDist = mkdtempSync(path.join(tmpdir(), 'tsr-web-precompressed-'));
const INDEX = `<!doctype html><title>TSR</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = 'export const screen = () => "the sign-in screen";\n'.repeat(200);
const ASSET = '/assets/index-Abc123.js';
function write(name: string, content: string | Buffer, copies = false): void {
  const file = path.join(webDist, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
const SIGN_IN = INDEX.replace('<div id="root">', '<div id="first-paint"><form></form></div><div id="root">');
// A route's page: index.html asking for its screen too (apps/web/build/route-pages.ts).
const REPORT_PAGE = INDEX.replace(
  '<title>',
  '<link rel="modulepreload" href="/assets/ReviewReport-Abc.js"><title>',
);
write('index.html', INDEX, true);
write('login.html', SIGN_IN, true);
write('pages/review-id-report.html', REPORT_PAGE, true);
write(
  'route-pages.json',
  JSON.stringify([
    { path: '/login', page: 'login.html' },
    { path: '/review/:id/report', page: 'pages/review-id-report.html' },
  ]),
);
write(ASSET, SCRIPT, true);
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('trial-terms.pdf', '%PDF-1.4 sample');

// What Chromium sends (over HTTPS, and to 127.0.0.1).
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.call('GET', url, { headers });

describe('the built web app, compressed at build time', () => {
  it('sends the brotli copy of a hashed file to a browser, to keep for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither', async () => {
    const gz = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get(ASSET, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      // A shared cache must not hand this plain copy to a browser that takes brotli.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers 304 to a browser that has the file, and nothing is compressed again on the way', async () => {
    const first = await get(ASSET, { 'accept-encoding': BROWSER });
    const again = await get(ASSET, {
      'accept-encoding': BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('index.html and every deep link: the compressed page, revalidated on each load, with the security headers', async () => {
    for (const url of ['/', '/index.html', '/review/42', '/loginx']) {
      const res = await get(url, { 'accept-encoding': BROWSER });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/review/42');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it("a route's own page at every path of its route, compressed and revalidated; at no address of its own", async () => {
    for (const url of ['/review/42/report', '/review/abc-9/report/', '/review/42/report?view=remediated']) {
      const res = await get(url, { 'accept-encoding': BROWSER });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(REPORT_PAGE);
    }
    expect((await get('/review/42/report')).body).toBe(REPORT_PAGE);
    for (const url of [
      '/review/report',
      '/review/42/report/x',
      '/pages/review-id-report.html',
      '/route-pages.json',
    ])
      expect((await get(url)).body, url).toBe(INDEX);
  });

  it('/login: the page with the sign-in form in plain HTML, compressed and revalidated; at no other address', async () => {
    for (const url of ['/login', '/login?next=%2Fuser%2Fdashboard']) {
      const res = await get(url, { 'accept-encoding': BROWSER });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SIGN_IN);
    }
    expect((await get('/login')).body).toBe(SIGN_IN);
    expect((await get('/login.html')).body).toBe(INDEX);
    expect((await get('/user/dashboard')).body).toBe(INDEX);
  });

  it('files the build left as they are go as they are: small ones, and the trial terms PDF', async () => {
    const icon = await get('/favicon.svg', { 'accept-encoding': BROWSER });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe(REVALIDATE);
    const pdf = await get('/trial-terms.pdf', { 'accept-encoding': BROWSER });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pdf.body).toBe('%PDF-1.4 sample');
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await get(`${ASSET}.br`);
    // The history fallback: the app's page, not the brotli bytes.
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX);
  });

  it('still answers an unknown API path with the error body', async () => {
    const res = await get('/api/no/such/thing', { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No such API call: GET /api/no/such/thing' });
  });
});
