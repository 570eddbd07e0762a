import {
  type LoginResponse,
  type ReportView,
  routes,
  type StartReviewResponse,
  type SubmitResponse,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A property-based fuzz of every route with a body, params or a query. Each try sends
 * one request built from a valid one with one place changed (wrong types, huge and deep values,
 * control characters, lone surrogates, unknown fields) or with one of its strings or keys extended
 * by nasty text, or a body of random JSON, random text or a
 * wrong content type, with and without a session. Whatever comes in, the server never answers
 * 5xx, and every error answer has the spec's error body. Bounded in time (FUZZ_SECONDS, default 15
 * per database); the number of tries is printed.
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 15);

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let valid: Record<string, unknown> = {};

beforeAll(async () => {
  // Generous limits, so the fuzz reaches the handlers instead of the rate limiter.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  for (const role of ['admin', 'approver', 'plain user']) {
    const a = demoAccounts.find((x) => x.role.startsWith(role));
    if (!a) throw new Error(role);
    const body = (
      await t.request(routes.login, { body: { username: a.email, password: a.password } })
    ).json<LoginResponse>();
    if (body.kind !== 'tokens') throw new Error(role);
    tokens[role] = body.tokens.id_token;
    if (role === 'approver') tokens.refresh = body.tokens.refresh_token;
  }
  const start = (
    await t.request(routes.startReview, { token: tokens.approver, body: { structure: testStructure() } })
  ).json<StartReviewResponse>();
  ids.open = start.reviewId;
  const done = (
    await t.request(routes.startReview, { token: tokens.approver, body: { structure: testStructure() } })
  ).json<StartReviewResponse>();
  await answerAll(t, tokens.approver as string, done);
  ids.submitted = done.reviewId;
  ids.report = (
    await t.request(routes.submit, { params: { id: done.reviewId }, token: tokens.approver })
  ).json<SubmitResponse>().report_id;
  const report = (
    await t.request(routes.report, { params: { id: done.reviewId }, query: {}, token: tokens.approver })
  ).json<ReportView>();
  const cell = Object.values(report.table.values)
    .flatMap((row) => Object.values(row))
    .find((c) => c.explanation.length > 0);
  const risk = cell?.explanation[0];
  const approver = demoAccounts.find((x) => x.role.startsWith('approver'));
  valid = {
    start: { structure: testStructure(), preview: false },
    next: { part: { id: start.part?.id, answers: { q: 'yes', n: 1, list: ['a'] } }, back: false },
    remediation: {
      selector: { entityId: risk?.entityId, responseId: risk?.responseId },
      action: 'resolved',
      text: 'Fixed',
    },
    pdf: { remediated: true, id: ids.submitted, structure: 'x' },
    login: { username: approver?.email, password: 'wrong-password-1' },
    signup: { email: 'fuzz@example.com', password: 'Fuzzing-pass-1' },
    confirmsignup: { email: 'fuzz@example.com', code: '123456' },
    resetpassword: { email: 'fuzz@example.com' },
    confirmpasswordreset: { email: 'fuzz@example.com', code: '123456', password: 'Fuzzing-pass-1' },
    newpassword: { session: 'x', new_password: 'Fuzzing-pass-1' },
    refresh: { refresh_token: 'not-a-token' },
    logout: { refresh_token: 'not-a-token' },
    changepassword: { current_password: 'wrong-password-1', new_password: 'Fuzzing-pass-2' },
    verify: { userName: approver?.email },
    termsagreed: { userName: approver?.email, terms_agreed: 'yes', trial_follow_up: 'no' },
  };
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  path: string;
  body?: string;
  query?: Record<string, string>;
}

/** Every route of the API with a body, params or a query; the key of its valid body. */
const fuzzedRoutes: Route[] = [
  { method: 'POST', path: '/api/auth/login', body: 'login' },
  { method: 'POST', path: '/api/auth/newpassword', body: 'newpassword' },
  { method: 'POST', path: '/api/auth/refresh', body: 'refresh' },
  { method: 'POST', path: '/api/auth/logout', body: 'logout' },
  { method: 'POST', path: '/api/auth/signup', body: 'signup' },
  { method: 'POST', path: '/api/auth/confirmsignup', body: 'confirmsignup' },
  { method: 'POST', path: '/api/auth/resetpassword', body: 'resetpassword' },
  { method: 'POST', path: '/api/auth/confirmpasswordreset', body: 'confirmpasswordreset' },
  { method: 'POST', path: '/api/auth/changepassword', body: 'changepassword' },
  { method: 'POST', path: '/api/user/verify', body: 'verify' },
  { method: 'POST', path: '/api/user/termsagreed', body: 'termsagreed' },
  { method: 'POST', path: '/api/review/start', body: 'start' },
  { method: 'POST', path: '/api/review/:id/next', body: 'next' },
  { method: 'GET', path: '/api/review/:id/answersummary' },
  { method: 'DELETE', path: '/api/review/:id/deletereview' },
  { method: 'POST', path: '/api/review/:id/submit' },
  { method: 'GET', path: '/api/review/:id/report', query: { remediated: 'true' } },
  { method: 'POST', path: '/api/review/:id/report', body: 'pdf' },
  { method: 'GET', path: '/api/survey/report/:id' },
  { method: 'POST', path: '/api/review/:id/updateremediation', body: 'remediation' },
  { method: 'GET', path: '/api/review/:id/resetscore' },
  { method: 'POST', path: '/api/review/:id/resubmit' },
  { method: 'POST', path: '/api/review/:id/return' },
  { method: 'PUT', path: '/api/review/:id/latestsurvey' },
  { method: 'DELETE', path: '/api/review/:id' },
  { method: 'GET', path: '/api/user/reports', query: { createdBy: 'company', limit: '10' } },
  { method: 'GET', path: '/api/content/:type' },
];

/** A value nested `depth` deep, written out as JSON text (serialising it would overflow the stack). */
class Deep {
  constructor(readonly depth: number) {}
}

const nastyString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\u202e',
      '\u001b',
      '%00',
      '../..',
      '__proto__',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.nat({ max: 2_000 }).map((n) => '\u00e9🌳'.repeat(n)) },
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.nat({ max: 3_000 }).map((n) => new Deep(n)),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Every place in a JSON value: the paths of its objects' and arrays' members. */
function places(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      places(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function replaced(value: unknown, path: (string | number)[], by: unknown, unknownKey?: string): unknown {
  if (path.length === 0) {
    if (unknownKey !== undefined && value && typeof value === 'object' && !Array.isArray(value)) {
      return { ...value, [unknownKey]: by };
    }
    return by;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = replaced(copy[Number(head)], rest, by, unknownKey);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[String(head)] = replaced(copy[String(head)], rest, by, unknownKey);
  return copy;
}

/** The value at a path. */
function at(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);
}

/** The value with one of its strings, or one key, extended by `suffix`: the rest stays valid. */
function oneStringExtended(value: unknown, pick: number, suffix: string, key: boolean): unknown {
  const all = places(value);
  if (key) {
    const objects = all.filter((p) => p.length > 0 && typeof p.at(-1) === 'string');
    const path = objects[pick % Math.max(1, objects.length)];
    if (!path) return value;
    const parent = path.slice(0, -1);
    const name = String(path.at(-1));
    const object = { ...(at(value, parent) as Record<string, unknown>) };
    object[name + suffix] = object[name];
    delete object[name];
    return replaced(value, parent, object);
  }
  const strings = all.filter((p) => typeof at(value, p) === 'string');
  const path = strings[pick % Math.max(1, strings.length)];
  return path ? replaced(value, path, `${at(value, path)}${suffix}`) : value;
}

function toJson(value: unknown): string {
  const deep: number[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Deep) {
      deep.push(v.depth);
      return `\u0001DEEP${deep.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001DEEP(\d+)\\u0001"/g, (_m, i) => {
    const n = deep[Number(i)] ?? 0;
    return `${'['.repeat(n)}1${']'.repeat(n)}`;
  });
}

const request = fc.record({
  // The review routes that store what users type are tried more often.
  route: fc.oneof(
    ...fuzzedRoutes.map((route) => ({
      weight: ['start', 'next', 'remediation'].includes(route.body ?? '') ? 5 : 1,
      arbitrary: fc.constant(route),
    })),
  ),
  who: fc.constantFrom('admin', 'approver', 'plain user', 'garbage', 'none'),
  id: fc.oneof(
    fc.constantFrom('open', 'submitted', 'report', 'shell', 'review'),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '%zz', '%E0%A4%A', 'a'.repeat(150)),
    // Every byte %-encoded (a lone surrogate becomes U+FFFD), as encodeURIComponent refuses those.
    nastyString.map((s) =>
      [...Buffer.from(s.slice(0, 120), 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
    ),
  ),
  body: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('mutated' as const),
        place: fc.nat(),
        value: nastyValue,
        unknownKey: fc.option(nastyString, { nil: undefined }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), value: nastyValue }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('strings' as const),
        pick: fc.nat(),
        suffix: nastyString.map((x) => x.slice(0, 6_000)),
        keys: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.string({ unit: 'binary', maxLength: 200 }),
        type: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ),
      }),
    },
  ),
  query: fc.option(
    fc.dictionary(fc.constantFrom('remediated', 'createdBy', 'limit', 'x'), nastyString, { maxKeys: 3 }),
    { nil: undefined },
  ),
  accept: fc.constantFrom(undefined, 'application/pdf', 'text/html', '*/*'),
});

function idFor(key: string): string {
  return ids[key] ?? key;
}

describe('fuzzing every route with a body, params or a query', () => {
  it(
    'never answers 5xx, and every error has the spec error body',
    async () => {
      let tries = 0;
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          tries += 1;
          const headers: Record<string, string> = {};
          if (r.who === 'garbage') headers.authorization = 'Bearer not.a.token';
          else if (r.who !== 'none') headers.authorization = `Bearer ${tokens[r.who]}`;
          if (r.accept) headers.accept = r.accept;
          let payload: string | undefined;
          if (r.route.body || r.body.kind !== 'mutated') {
            if (r.body.kind === 'text') {
              payload = r.body.text;
              headers['content-type'] = r.body.type;
            } else {
              const base = valid[r.route.body ?? ''] ?? {};
              let value: unknown = r.body.kind === 'strings' ? base : r.body.value;
              if (r.body.kind === 'mutated') {
                const all = places(base);
                const at = all[r.body.place % all.length] ?? [];
                value = replaced(base, at, r.body.value, r.body.unknownKey);
              } else if (r.body.kind === 'strings') {
                value = oneStringExtended(base, r.body.pick, r.body.suffix, r.body.keys);
              }
              payload = toJson(value);
              headers['content-type'] = 'application/json';
            }
          }
          const query = new URLSearchParams({ ...r.route.query, ...r.query }).toString();
          const url = `${r.route.path.replace(':id', idFor(r.id)).replace(':type', idFor(r.id))}${query ? `?${query}` : ''}`;
          const res = await t.app.server.inject({
            method: r.route.method,
            url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          if (res.statusCode >= 500) {
            throw new Error(
              `${r.route.method} ${url.slice(0, 200)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
            );
          }
          if (res.statusCode >= 400) {
            const body = res.json();
            expect(body.status).toBe(res.statusCode);
            expect(typeof body.message).toBe('string');
          }
        }),
        { numRuns: 1_000_000, interruptAfterTimeLimit: SECONDS * 1000 },
      );
      console.log(`fuzz (${t.database.kind}): ${tries} requests in ${SECONDS} s, no 5xx`);
      expect(tries).toBeGreaterThan(50);
    },
    SECONDS * 1000 + 60_000,
  );
});
