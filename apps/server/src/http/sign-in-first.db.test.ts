import { allRoutes, type RouteDefinition } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../testing/people';
import { createTestApp, type TestApp } from '../testing/test-app';

// The access check runs before the body is read and validated, so a caller who is not
// signed in gets 401 and learns nothing of what a route takes (validation messages, its 404 for a
// malformed id, its size limit). Every route of the table that is not public is walked.
let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'Sign-in First Provider', { isAdmin: true });
});
afterAll(() => t.close());

const signIn = { status: 401, message: 'Please sign in.' };
const expired = { status: 401, message: 'Your session has expired. Please sign in again.' };
const guarded = allRoutes.filter((r) => r.access !== 'public');

/** The route's address with every path parameter malformed and every query field of the wrong kind. */
function malformedUrl(route: RouteDefinition): string {
  const path = route.path.replace(/:\w+/g, 'not-a-uuid');
  const fields = Object.keys(route.query?.shape ?? {});
  return fields.length === 0 ? path : `${path}?${fields.map((f) => `${f}=%00%00`).join('&')}`;
}
/** A JSON body no route's schema takes (an object is what every body with a shape needs). */
const malformedBody = (route: RouteDefinition) => (route.body ? [{ structure: 5 }] : undefined);

describe('a caller who is not signed in', () => {
  it('walks more than forty routes of the table', () => {
    expect(guarded.length).toBeGreaterThan(40);
  });

  it('gets 401 from every route that is not public, whatever the params, query and body', async () => {
    const answers: string[] = [];
    for (const route of guarded) {
      const res = await t.call(route.method, malformedUrl(route), { body: malformedBody(route) });
      answers.push(`${route.method} ${route.path} ${res.statusCode} ${res.body}`);
    }
    expect(answers).toEqual(guarded.map((r) => `${r.method} ${r.path} 401 ${JSON.stringify(signIn)}`));
  });

  it('gets 401 with a token that is not valid, too', async () => {
    for (const route of guarded) {
      const res = await t.call(route.method, malformedUrl(route), {
        body: malformedBody(route),
        token: 'not.a.token',
      });
      expect(`${route.method} ${route.path} ${res.statusCode}`).toBe(`${route.method} ${route.path} 401`);
      expect(res.json()).toEqual(expired);
    }
  });

  it('is asked to sign in where a signed-in admin sending the same is told what is wrong', async () => {
    // The same requests are malformed: the admin, who passes every access check, reads why.
    const told: string[] = [];
    for (const route of guarded) {
      if (!route.params && !route.body && !route.query) continue;
      const res = await t.call(route.method, malformedUrl(route), {
        body: malformedBody(route),
        token: admin.token,
      });
      if (res.statusCode !== 400 && res.statusCode !== 404)
        told.push(`${route.method} ${route.path} ${res.statusCode}`);
    }
    expect(told).toEqual([]);
  });

  it('answers wrong bodies and a malformed id with 401 before reading the body', async () => {
    const examples = [
      ['POST', '/api/review/start', { structure: 5 }],
      ['POST', '/api/editor/rules/save', { baseRevision: 'x' }],
      ['PUT', `/api/users/user/${admin.id}`, { name: 5 }],
      ['POST', '/api/review/not-a-uuid/next', {}],
    ] as const;
    for (const [method, url, body] of examples) {
      const res = await t.call(method, url, { body });
      expect(`${method} ${url} ${res.statusCode} ${res.body}`).toBe(
        `${method} ${url} 401 ${JSON.stringify(signIn)}`,
      );
      // A signed-in caller is still told what is wrong.
      expect([400, 404]).toContain((await t.call(method, url, { body, token: admin.token })).statusCode);
    }
    // Nor does a body that is not JSON, or one over the size limit, tell anything.
    const notJson = await t.app.server.inject({
      method: 'POST',
      url: '/api/review/start',
      headers: { 'content-type': 'text/plain' },
      payload: '{"structure":',
    });
    expect([notJson.statusCode, notJson.json()]).toEqual([401, signIn]);
    const huge = await t.call('POST', '/api/review/start', { body: { structure: 'x'.repeat(1_200_000) } });
    expect([huge.statusCode, huge.json()]).toEqual([401, signIn]);
  });
});
