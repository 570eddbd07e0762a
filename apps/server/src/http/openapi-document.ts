import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routeTags } from '@tsr/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { createOpenApiTransform } from './openapi-transform';
import { webhookDocs } from './openapi-webhooks';

/**
 * The OpenAPI document at /api/docs/json (and Swagger UI at /api/docs), made from the route table:
 * each operation by http/openapi-transform.ts, the zod schemas with an id (`.meta({ id })`) as
 * components. Tested by http/openapi-document.test.ts and openapi-client.db.test.ts
 * (docs/decisions/0022).
 */
export async function registerOpenApi(server: FastifyInstance, config: Config): Promise<void> {
  await server.register(swagger, {
    openapi: {
      info: {
        title: `${config.productName} API`,
        description:
          'Every call of the product. Send the ID token from /api/auth/login as `Authorization: Bearer <token>`, or where an operation accepts one an API key (`apiKey`); every error answer has the ErrorBody shape.',
        version: '1',
      },
      // Relative: the document describes the server it is read from.
      servers: [{ url: '/', description: 'The server this document is served by' }],
      tags: Object.entries(routeTags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // docs/decisions/0040: a company's key, sent the same way; each operation says which scope it needs.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tsr_…',
            description:
              "An API key made on the Integrations screen, sent as `Authorization: Bearer tsr_…`. It acts as its creator, within its company and its scopes (Read reports, Start reviews); an operation's description says whether a key may call it and with which scope. A revoked key, or one whose creator is disabled or no longer an account lead or admin, answers 401.",
          },
        },
      },
    },
    transform: createOpenApiTransform(config.bodyLimitBytes),
    transformObject: withUsedComponents,
  });
  await server.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * The registry holds every schema with an id, each as read (`…Input`) and as written; the document
 * keeps the ones an operation reaches (the content pack's schema is large and no call answers it).
 */
const withUsedComponents: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject);
  // Narrows to OpenAPI 3 (the zod transform refuses Swagger 2 documents).
  if (!('components' in document) || !document.components?.schemas) return document;
  // Before the unused components go: the webhook payloads are reached from here only.
  Object.assign(document, { 'x-webhooks': webhookDocs() });
  const schemas: Record<string, unknown> = document.components.schemas;
  const used = new Set<string>();
  const queue = referencedSchemas({ ...document, components: {} });
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...referencedSchemas(schemas[name]));
  }
  // The zod transform made this schemas object for this document alone.
  for (const name of Object.keys(schemas)) if (!used.has(name)) Reflect.deleteProperty(schemas, name);
  return document;
};

const SCHEMA_REF = '#/components/schemas/';

/** The component schemas a value refers to. */
function referencedSchemas(value: unknown): string[] {
  const found: string[] = [];
  JSON.stringify(value, (key, v: unknown) => {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF))
      found.push(v.slice(SCHEMA_REF.length));
    return v;
  });
  return found;
}
