import { isDeepStrictEqual } from 'node:util';
import { type RouteDefinition, successStatus } from '@tsr/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

const checked = process.env.NODE_ENV === 'test';

/**
 * Sends JSON a worker has already written (a what-if's result), as it is: parsing it on the
 * server's thread only for the response serialiser to write it again cost more than the rest of the
 * call there. The serialiser's one other duty, writing only what the schema declares, is checked
 * under test instead, as response-serializer.ts checks the fast serialiser against zod.
 */
export function sendWrittenJson(reply: FastifyReply, route: RouteDefinition, json: Uint8Array): FastifyReply {
  const status = successStatus(route);
  const body = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  if (checked) {
    const schema = route.responses[status] as z.ZodType | undefined;
    const written: unknown = JSON.parse(body.toString());
    if (!schema || !isDeepStrictEqual(schema.parse(written), written))
      throw new Error(`${route.method} ${route.path}: the worker wrote what the route does not declare`);
  }
  // A Buffer is sent as it is: no serialiser runs.
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
