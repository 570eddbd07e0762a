import { allRoutes, type LoginResponse, routes } from '@tsr/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registerAccessControl } from './access';
import { requireRouteTable } from './register-route';

let t: TestApp;
let adminToken = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  const body = (
    await t.request(routes.login, { body: { username: demo.admin.email, password: demo.admin.password } })
  ).json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error('admin sign-in');
  adminToken = body.tokens.id_token;
});
afterAll(() => t.close());

/** Fastify's `/api/review/:id` as OpenAPI writes it: `/api/review/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the route table', () => {
  it('publishes every call of the table in OpenAPI, with its tag and whether it needs a bearer token', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json();
    const published = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(published.sort()).toEqual(allRoutes.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
    for (const route of allRoutes) {
      const operation = doc.paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect(operation.tags).toEqual([route.tag]);
      expect(operation.summary).toBe(route.summary);
      // An API key is a second scheme, on the routes the table opens to a key's scope.
      const keys = route.keyScopes?.length ? [{ apiKey: [] }] : [];
      expect(operation.security).toEqual(route.access === 'public' ? [] : [{ bearer: [] }, ...keys]);
    }
  });

  it('refuses to start when an API route is registered without the table', async () => {
    const app = Fastify();
    registerAccessControl(app, async () => {
      throw new Error('not called');
    });
    requireRouteTable(app);
    expect(() => app.get('/api/by-hand', { config: { access: 'public' } }, async () => 'x')).toThrow(
      /not declared in the contract's route table/,
    );
  });

  it("answers every id that is not a UUID as not found, with the route's message", async () => {
    const idRoutes = allRoutes.filter((r) => r.path.includes(':id'));
    expect(idRoutes.length).toBeGreaterThan(10);
    // The last one passed the old loose check of report ids and failed in the database (500).
    for (const id of ['not-a-uuid', 'x'.repeat(100), '-'.repeat(36)]) {
      for (const route of idRoutes) {
        const res = await t.call(route.method, route.path.replace(':id', id), {
          token: adminToken,
          body: route.body ? {} : undefined,
        });
        expect(`${route.method} ${route.path} ${res.statusCode}`).toBe(`${route.method} ${route.path} 404`);
        expect(res.json()).toEqual({ status: 404, message: route.notFound });
      }
    }
  });
});
