import type { ErrorBody } from '@tsr/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost';
import { AppError } from './app-error';
import { loggableError } from './loggable-error';

const SERVICE_BUSY_MESSAGE = 'The service is busy for a moment. Please try again.';
const RETRY_AFTER_SECONDS = '1';

/**
 * Every non-2xx answer carries the spec's error body. Validation failures name the field;
 * unexpected errors become a 500 with the request id and nothing of the internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { status: error.status, message: error.message, ...error.details };
      return reply.code(error.status).send(body);
    }
    const notFound = request.routeOptions.config.route?.notFound;
    if (notFound && error.validationContext === 'params') {
      // A malformed id names nothing: the same answer as an id that is not there.
      return reply.code(404).send({ status: 404, message: notFound } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
      return reply.code(400).send({ status: 400, message } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send({ status, message: error.message } satisfies ErrorBody);
    }
    if (isConnectionLost(error)) {
      // The database dropped the connection under this request: nothing was committed, and the
      // same request a moment later meets a new connection (db/connection-lost.ts).
      request.log.warn({ err: loggableError(error) }, 'database connection lost during the request');
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ status: 503, message: SERVICE_BUSY_MESSAGE } satisfies ErrorBody);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({
      status: 500,
      message: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.',
      requestId: String(request.id),
    } satisfies ErrorBody);
  });
}
