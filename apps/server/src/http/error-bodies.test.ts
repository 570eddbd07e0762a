import { connect } from 'node:net';
import { routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Spec 8: every error answer has the error body {status, message}, also the ones Fastify and Node give. */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes and returns the whole answer, as a client with a broken HTTP library would. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (d) => {
      answer += String(d);
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('error bodies Fastify and Node would write themselves', () => {
  it('answers a malformed %-encoding in the path with 400 and the error body', async () => {
    const res = await t.call('GET', '/api/review/%E0%A4%A/answersummary');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'The address of this request is not valid (a malformed %-encoding).',
    });
  });

  it('answers a path parameter longer than the router takes with 414 and the error body', async () => {
    const res = await t.request(routes.answerSummary, { params: { id: 'a'.repeat(500) } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: 414, message: 'The address of this request is too long.' });
  });

  it('answers a request Node cannot parse with 400 and the error body', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ status: 400, message: 'The request could not be read.' });
  });

  it('answers headers larger than Node takes with 431 and the error body', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ status: 431, message: 'The request headers are too large.' });
  });

  it('answers an address longer than Node takes (it counts as header size) with 431 and the error body', async () => {
    const answer = await raw(`GET /api/health?${'q'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ status: 431, message: 'The request headers are too large.' });
  });
});
