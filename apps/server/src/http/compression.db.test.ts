import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type LoginResponse, routes, type StartReviewResponse, type Tokens } from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

// What Chromium sends over HTTPS (and to 127.0.0.1).
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  token = await t.signIn(demo.approver.email, demo.approver.password);
});
afterAll(() => t.close());

const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(body.toString());
};

describe('API answers', () => {
  it('a next answer is brotli for a browser, gzip for a gzip-only client, plain JSON when none is asked', async () => {
    const start = await t.request(routes.startReview, {
      token,
      body: { structure: testStructure() },
      headers: { 'accept-encoding': BROWSER },
    });
    expect(start.statusCode).toBe(201);
    expect(start.headers['content-encoding']).toBe('br');
    expect(start.headers.vary).toContain('accept-encoding');
    const body = decoded(start) as StartReviewResponse;
    expect(body.part).not.toBeNull();

    const next = (encoding?: string) =>
      t.request(routes.next, {
        params: { id: body.reviewId },
        token,
        body: { resume: true },
        ...(encoding && { headers: { 'accept-encoding': encoding } }),
      });
    const gzip = await next('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await next();
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Two calls: the same part, whatever else the answer carries about the call itself.
    expect(decoded(gzip).part).toEqual(plain.json().part);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('an error body still reads as the error body, compressed or not', async () => {
    const res = await t.call('POST', '/api/review/start', {
      token,
      body: { structure: { ...testStructure(), entities: [] } },
      headers: { 'accept-encoding': BROWSER },
    });
    expect(res.statusCode).toBe(400);
    expect(decoded(res)).toMatchObject({ status: 400 });
  });

  it('a cached document: 200 compressed, then 304 with no body while its ETag holds', async () => {
    const first = await t.request(routes.content, {
      params: { type: 'shell' },
      query: {},
      headers: { 'accept-encoding': BROWSER },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(decoded(first).footer).toBeDefined();
    const again = await t.request(routes.content, {
      params: { type: 'shell' },
      query: {},
      headers: { 'accept-encoding': BROWSER, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});

describe('answers that are never compressed', () => {
  it('sign-in, refresh and the new-password challenge: tokens beside what the caller sent (BREACH)', async () => {
    const login = (email: string, password: string) =>
      t.request(routes.login, {
        body: { username: email, password },
        headers: { 'accept-encoding': BROWSER },
      });
    const signedIn = await login(demo.approver.email, demo.approver.password);
    expect(signedIn.headers['content-encoding']).toBeUndefined();
    const tokens = signedIn.json<LoginResponse>();
    if (tokens.kind !== 'tokens') throw new Error('no tokens');

    const refreshed = await t.request(routes.refresh, {
      body: { refresh_token: tokens.tokens.refresh_token },
      headers: { 'accept-encoding': BROWSER },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['content-encoding']).toBeUndefined();
    expect(refreshed.json<Tokens>().id_token).toBeTruthy();

    const challenge = await login(demo.newUser.email, demo.newUser.password);
    expect(challenge.headers['content-encoding']).toBeUndefined();
    const session = challenge.json<LoginResponse>();
    if (session.kind !== 'challenge') throw new Error('no challenge');
    const set = await t.request(routes.newPassword, {
      body: { session: session.session, new_password: 'Brand-new-pass-9' },
      headers: { 'accept-encoding': BROWSER },
    });
    expect(set.statusCode).toBe(200);
    expect(set.headers['content-encoding']).toBeUndefined();
  });

  it('a report PDF: pdfkit deflated it already, so it goes as rendered', async () => {
    const start = (
      await t.request(routes.startReview, { token, body: { structure: testStructure() } })
    ).json<StartReviewResponse>();
    await answerAll(t, token, start);
    expect((await t.request(routes.submit, { params: { id: start.reviewId }, token })).statusCode).toBe(200);
    const pdf = await t.request(routes.report, {
      params: { id: start.reviewId },
      query: {},
      token,
      headers: { accept: 'application/pdf', 'accept-encoding': BROWSER },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The JSON form of the same call is compressed.
    const json = await t.request(routes.report, {
      params: { id: start.reviewId },
      query: {},
      token,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(json.headers['content-encoding']).toBe('br');
    expect(decoded(json).score).toBeTypeOf('number');
  });
});
