import { WEBHOOK_PAYLOADS } from '@tsr/contract';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The served document names every webhook payload and the signature header (issue 35), under
 * `x-webhooks` (OpenAPI 3.0 has no `webhooks`), each body a component that exists.
 */
let t: TestApp;
let document: OpenAPIV3.Document & { 'x-webhooks'?: Record<string, { post: OpenAPIV3.OperationObject }> };

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.call('GET', '/api/docs/json')).json();
});
afterAll(() => t.close());

describe('the webhooks in the OpenAPI document', () => {
  it('describe each event: its payload schema, its type and the signature header', () => {
    const hooks = document['x-webhooks'] ?? {};
    expect(Object.keys(hooks).sort()).toEqual(Object.keys(WEBHOOK_PAYLOADS).sort());
    for (const [type, { post }] of Object.entries(hooks)) {
      const body = post.requestBody as OpenAPIV3.RequestBodyObject;
      const ref =
        (body.content['application/json']?.schema as OpenAPIV3.ReferenceObject | undefined)?.$ref ?? '';
      const schema = document.components?.schemas?.[
        ref.replace('#/components/schemas/', '')
      ] as OpenAPIV3.SchemaObject;
      expect(schema, type).toBeDefined();
      expect(schema.required).toEqual(
        expect.arrayContaining(['id', 'type', 'created_at', 'company_id', 'data']),
      );
      expect(JSON.stringify(schema.properties?.type)).toContain(type);
      expect(post.parameters).toEqual([
        expect.objectContaining({ name: 'X-TSR-Signature', in: 'header', required: true }),
      ]);
    }
  });
});
