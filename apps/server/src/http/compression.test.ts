import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { allRoutes, type RouteDefinition } from '@tsr/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, mayCompress, registerCompression } from './compression';

describe('which routes may be compressed', () => {
  it('none of the auth routes: their answers hold tokens or answer passwords and codes (decision 0023)', () => {
    const auth = allRoutes.filter((r) => r.tag === 'auth');
    expect(auth.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/newpassword',
        '/api/auth/refresh',
        '/api/auth/confirmsignup',
        '/api/auth/confirmpasswordreset',
      ]),
    );
    for (const route of auth) expect(mayCompress(route.path, route), route.path).toBe(false);
  });

  it('every other API call, and no file of the built web app', () => {
    for (const route of allRoutes.filter((r) => r.tag !== 'auth'))
      expect(mayCompress(route.path, route), route.path).toBe(true);
    expect(mayCompress('/assets/index-abc123.js', undefined)).toBe(false);
    expect(mayCompress('/index.html', undefined)).toBe(false);
  });
});

describe('compressed answers', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Entity number ${i}` })) };
  const bigJson = JSON.stringify(big);
  const token = { tokens: { id_token: 'x'.repeat(4 * COMPRESS_THRESHOLD_BYTES), refresh_token: 'r' } };
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * COMPRESS_THRESHOLD_BYTES, 32)]);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    const authRoute = { tag: 'auth' } as RouteDefinition;
    app.get('/api/big', async () => big);
    app.get('/api/small', async () => ({ ok: true }));
    app.post('/api/auth/login', { config: { route: authRoute } }, async () => token);
    app.get('/api/pdf', async (_req, reply) => reply.type('application/pdf').send(pdf));
    app.get('/api/fails', async (_req, reply) =>
      reply.code(400).send({ status: 400, message: 'm'.repeat(2_000) }),
    );
    app.get('/app.js', async (_req, reply) => reply.type('text/javascript').send('x'.repeat(5_000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('brotli when the client takes it, gzip when it takes only that, with Vary: Accept-Encoding', async () => {
    const br = await get('/api/big', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(bigJson.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await get('/api/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('plain JSON when the client asks for none, and for answers under 1 KB', async () => {
    for (const res of [await get('/api/big'), await get('/api/big', 'identity')]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(big);
    }
    const small = await get('/api/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('never an auth answer, however large', async () => {
    const res = await get('/api/auth/login', 'gzip, deflate, br', 'POST');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(token);
  });

  it('never a PDF: it is deflated inside already', async () => {
    const res = await get('/api/pdf', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('error bodies too, and they read back as sent', async () => {
    const res = await get('/api/fails', 'br');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).message).toHaveLength(2_000);
  });

  it('not files outside /api/, which the web build compressed', async () => {
    const res = await get('/app.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toHaveLength(5_000);
  });
});
