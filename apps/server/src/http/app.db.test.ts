import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), 'tsr-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>TSR</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'trial-terms.pdf'), '%PDF-1.4 sample');

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, HELP_CHAT_PROVIDER: 'crisp', HELP_CHAT_SITE_ID: 'site-123' });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await t.request(routes.health)).json()).toEqual({ status: 'ok' });
    const ready = (await t.request(routes.ready)).json();
    expect(ready.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(ready.database);
  });

  it('reports not ready while draining for shutdown', async () => {
    // Draining is for good: an app of its own, so the other tests' app stays ready.
    const draining = await createTestApp();
    onTestFinished(() => draining.close());
    draining.app.startDraining();
    const res = await draining.request(routes.ready);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 503, message: 'The server is shutting down.' });
  });
});

describe('API conventions', () => {
  it('publishes OpenAPI generated from the zod contracts', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['username', 'password'],
    );
    expect((await t.call('GET', '/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers an unknown API path with the error body', async () => {
    const res = await t.call('GET', '/api/no/such/thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No such API call: GET /api/no/such/thing' });
  });

  it('answers malformed JSON and oversized bodies with the error body', async () => {
    const bad = await t.app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe(400);
    const big = await t.request(routes.login, {
      body: { username: 'a@b.example', password: 'x'.repeat(1_100_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().status).toBe(413);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.request(routes.health, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers['x-request-id']).toBe('trace-abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The configured help chat provider, and only it, may load its script.
    expect(res.headers['content-security-policy']).toContain('https://client.crisp.chat');
    expect(res.headers['content-security-policy']).not.toContain('tawk.to');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the app, and only the app, show the trial terms PDF in a frame', async () => {
    const pdf = await t.call('GET', '/trial-terms.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pdf.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    const page = await t.call('GET', '/login');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('public configuration and content', () => {
  it('gives the browser its configuration and no secret', async () => {
    const res = await t.request(routes.config);
    expect(res.json()).toEqual({
      productName: 'Tax Structure Review',
      productShortName: 'TSR',
      environment: 'development',
      helpChat: { provider: 'crisp', siteId: 'site-123' },
    });
  });

  it('serves the shell content, and the content pack default of a type never published', async () => {
    const shell = (await t.request(routes.content, { params: { type: 'shell' }, query: {} })).json();
    expect(shell.footer.links.map((l: { title: string }) => l.title)).toContain('Privacy Policy');
    // The builder reads the 'survey' intro document on every load: never published, it is the pack's.
    expect((await t.request(routes.content, { params: { type: 'survey' }, query: {} })).json().title).toBe(
      'Describe the structure',
    );
    expect((await t.call('GET', '/api/content/nonsense')).statusCode).toBe(400);
  });
});

describe('the single-page app', () => {
  it('answers deep links with index.html (history fallback) and serves files as they are', async () => {
    const deep = await t.call('GET', '/review/42/report');
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    expect(deep.body).toContain('<div id="root">');
    const pdf = await t.call('GET', '/trial-terms.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
