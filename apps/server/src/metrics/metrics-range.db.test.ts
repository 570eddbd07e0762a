import { METRICS_RANGE_MAX_SECONDS, METRICS_RANGE_MESSAGES, routes } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The server keeps the five-year limit of the metrics range whatever the client checked, and says
 * why in the sentence the metrics screen shows, naming no schema field ("filter: …").
 */
let t: TestApp;
let lead: Person;

beforeAll(async () => {
  t = await createTestApp();
  lead = await person(t, 'Metrics Range Ltd', { isAccountLead: true });
});
afterAll(() => t.close());

const ask = (startDate: number, endDate: number) =>
  t.request(routes.customerMetrics, { token: lead.token, body: { filter: { startDate, endDate } } });

describe('POST /api/metrics/customermetrics: the range', () => {
  const start = Date.UTC(2020, 0, 1) / 1000;

  it('reads a range of exactly the limit', async () => {
    const res = await ask(start, start + METRICS_RANGE_MAX_SECONDS);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a range one second longer in a plain sentence', async () => {
    const res = await ask(start, start + METRICS_RANGE_MAX_SECONDS + 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: METRICS_RANGE_MESSAGES.tooLong });
  });

  it('refuses an end before the start in a plain sentence', async () => {
    const res = await ask(start, start - 1);
    expect(res.json()).toEqual({ status: 400, message: METRICS_RANGE_MESSAGES.reversed });
  });

  it('still names the field of a value of the wrong kind', async () => {
    const res = await ask(start + 0.5, start + 86400);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^filter\.startDate: /);
  });
});
