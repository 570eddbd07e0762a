import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type DocumentedAnswer, operationDocs, type RouteLimits } from './openapi-operation';

type JsonObject = Record<string, unknown>;

/**
 * Writes each table route's operation from its entry (http/openapi-operation.ts). The answers are
 * the document's only: the route's Fastify schema keeps its success bodies alone, since an error
 * status there would also change how the error handler's bodies are serialised.
 */
export function createOpenApiTransform(defaultBodyLimit: number): SwaggerTransform {
  return (input) => {
    const entry = input.route.config?.route;
    // Swagger UI's own routes (hidden) and anything else not from the table.
    if (!entry) return jsonSchemaTransform(input);
    const { answers, ...fields } = operationDocs(entry, limitsOf(input.route, defaultBodyLimit));
    // The route's own response schemas are the run time's; the document's answers replace them.
    const { response: _runTime, ...request } = input.schema;
    // JSON bodies go through the zod transform, which turns schemas with an id into $refs.
    const jsonAnswers: Record<string, object> = {};
    for (const [status, { description, json }] of Object.entries(answers)) {
      if (json) jsonAnswers[status] = { description, content: { 'application/json': { schema: json } } };
    }
    const transformed = jsonSchemaTransform({
      ...input,
      schema: { ...request, ...fields, response: jsonAnswers },
    });
    const response = (transformed.schema.response ?? {}) as Record<string, JsonObject>;
    for (const [status, answer] of Object.entries(answers)) {
      if (!answer.json) response[status] = withoutJson(answer);
      if (answer.files) response[status] = withFiles(response[status] ?? {}, answer.files);
    }
    return { ...transformed, schema: { ...transformed.schema, response } };
  };
}

function limitsOf(route: RouteOptions, defaultBodyLimit: number): RouteLimits {
  const max = route.config?.rateLimit ? route.config.rateLimit.max : undefined;
  return {
    bodyLimit: route.bodyLimit ?? defaultBodyLimit,
    ...(typeof max === 'number' && { ratePerMinute: max }),
  };
}

/** @fastify/swagger writes no content for a response whose schema says `type: 'null'` (a 204, a 304). */
function withoutJson(answer: DocumentedAnswer): JsonObject {
  return { type: 'null', description: answer.description };
}

/** Adds the file's media types beside the JSON body, if any (a PDF is `format: binary`). */
function withFiles(response: JsonObject, files: readonly string[]): JsonObject {
  const content = { ...(response.content as JsonObject | undefined) };
  for (const type of files) content[type] = { schema: { type: 'string', format: 'binary' } };
  return { description: response.description, content };
}
