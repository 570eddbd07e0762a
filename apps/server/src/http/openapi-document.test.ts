import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { allRoutes, ErrorBody, type RouteDefinition, routes, routeTags } from '@tsr/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The served OpenAPI document is one standard tools accept (swagger-parser, Redocly's recommended
 * rules) and says on every operation what docs/decisions/0022 asks for. The document
 * does not depend on the database, so this suite runs once, on PGlite (not a *.db.test.ts).
 */

let t: TestApp;
let document: OpenAPIV3.Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  document = res.json<OpenAPIV3.Document>();
});
afterAll(() => t.close());

/**
 * Redocly's recommended warnings the document keeps, and why. A new kind of warning fails the test
 * so that someone decides about it.
 */
const acceptedWarnings: Record<string, string> = {
  'info-license': 'The API is not published under a licence; there is none to name.',
  'no-ambiguous-paths':
    "Paths such as /api/users/user/{id} and /api/users/{id}/reviews are the spec's; Fastify routes the static segment first.",
  'operation-4xx-response': '/api/health, /api/ready and /api/config take no input and answer no 4xx.',
  'no-illogical-composition-keywords':
    'zod writes an optional $ref with a description as a one-schema allOf (OpenAPI 3.0 has no $ref siblings).',
};

/** The calls auth/auth-routes.ts registers with a rate limit. */
const rateLimited = [
  '/api/auth/login',
  '/api/auth/newpassword',
  '/api/auth/refresh',
  '/api/auth/signup',
  '/api/auth/confirmsignup',
  '/api/auth/resetpassword',
  '/api/auth/confirmpasswordreset',
];

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: RouteDefinition): OpenAPIV3.OperationObject => {
  const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
  if (!operation) throw new Error(`${route.method} ${route.path} is not in the document`);
  return operation;
};
const responseOf = (route: RouteDefinition, status: number) =>
  operationOf(route).responses[String(status)] as OpenAPIV3.ResponseObject | undefined;

describe('the OpenAPI document', () => {
  it('validates with swagger-parser: every $ref resolves, the structure is OpenAPI 3.0', async () => {
    // swagger-parser dereferences the object it is given: a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(document.openapi).toMatch(/^3\.0\./);
  });

  it("lints without errors under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const said = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`;
    expect(problems.filter((p) => p.severity === 'error').map(said)).toEqual([]);
    const unexpected = problems.filter((p) => p.severity === 'warn' && !(p.ruleId in acceptedWarnings));
    expect(unexpected.map(said)).toEqual([]);
  });

  it('declares the schemas the operations refer to as components', () => {
    const schemas = document.components?.schemas ?? {};
    for (const name of [
      'SurveyStructureInput',
      'StartReviewResponse',
      'NextAnswer',
      'NextResponse',
      'CompactNextResponse',
      'ReportView',
      'ErrorBody',
    ])
      expect(Object.keys(schemas)).toContain(name);
    expect(
      responseOf(allRoutes.find((r) => r.path === '/api/review/:id/next') as RouteDefinition, 200),
    ).toEqual(
      expect.objectContaining({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/NextAnswer' } } },
      }),
    );
  });

  it('gives every operation its id, tag, description with who may call it, and security', () => {
    const declaredTags = (document.tags ?? []).map((tag) => tag.name);
    expect(declaredTags.sort()).toEqual(Object.keys(routeTags).sort());
    const ids = new Set<string>();
    for (const route of allRoutes) {
      const operation = operationOf(route);
      expect(operation.operationId).toMatch(/^[A-Za-z]+$/);
      ids.add(operation.operationId as string);
      expect(operation.tags).toEqual([route.tag]);
      expect(operation.description).toMatch(/Who may call: .+\.$/);
      if (route.description) expect(operation.description).toContain(route.description);
      const keys = route.keyScopes?.length ? [{ apiKey: [] }] : [];
      expect(operation.security).toEqual(route.access === 'public' ? [] : [{ bearer: [] }, ...keys]);
    }
    expect(ids.size).toBe(allRoutes.length);
  });

  it('answers every error status a route can give with the error body', () => {
    const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
    for (const route of allRoutes) {
      const expected = [500];
      if (route.params || route.query || route.body) expected.push(400);
      if (route.access !== 'public') expected.push(401);
      // An API key is refused (403) on every route that is not public, or lacks the route's scope.
      if (route.access !== 'public') expected.push(403);
      if (route.notFound || route.path.includes(':id')) expected.push(404);
      if (route.body) expected.push(413, 415);
      if (rateLimited.includes(route.path)) expected.push(429);
      for (const status of Object.keys(route.otherStatuses ?? {}).map(Number)) {
        if (status >= 400) expected.push(status);
      }
      const statuses = Object.keys(operationOf(route).responses).map(Number);
      const name = `${route.method} ${route.path}`;
      expect(statuses.filter((s) => s >= 400).sort(), name).toEqual([...new Set(expected)].sort());
      for (const status of expected) {
        const response = responseOf(route, status);
        expect(response?.description, `${name} ${status}`).toBeTruthy();
        expect(response?.content, `${name} ${status}`).toEqual(errorBody);
      }
    }
  });

  it('answers 204 and 304 with no body, and types the PDF and attachments as files', () => {
    for (const route of allRoutes) {
      for (const status of [204, 304]) {
        const response = responseOf(route, status);
        if (response) expect(response.content, `${route.method} ${route.path} ${status}`).toBeUndefined();
      }
    }
    const pdf = { schema: { type: 'string', format: 'binary' } };
    const report = allRoutes.filter((r) => r.path === '/api/review/:id/report');
    expect(report).toHaveLength(2);
    for (const route of report) expect(responseOf(route, 200)?.content?.['application/pdf']).toEqual(pdf);
    const attachment = allRoutes.find((r) => r.path === '/api/content/files/:id/:name') as RouteDefinition;
    expect(Object.keys(responseOf(attachment, 200)?.content ?? {})).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
    ]);
  });

  it('documents generic errors the server does answer, with the error body', async () => {
    const answers = [
      await t.call('POST', '/api/auth/refresh', { body: {} }),
      await t.request(routes.me),
      await t.call('GET', '/api/content/files/not-an-id/terms.pdf'),
      await t.app.server.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/xml' },
        payload: '<refresh_token/>',
      }),
      await t.request(routes.logout, { body: { refresh_token: 'x'.repeat(1_100_000) } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 401, 404, 415, 413]);
    for (const res of answers) expect(ErrorBody.strict().parse(res.json()).status).toBe(res.statusCode);
  });
});
