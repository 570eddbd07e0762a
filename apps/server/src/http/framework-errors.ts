import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@tsr/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify and Node answer before any route or error handler runs: a malformed
 * %-encoding, a path parameter longer than the router takes (414), and requests the HTTP parser
 * cannot read. They get the spec's error body like every other error (spec 8).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address of this request is not valid (a malformed %-encoding).'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address of this request is too long.'
        : 'This request could not be routed.';
  void reply.code(status).send({ status, message } satisfies ErrorBody);
}

const clientErrors: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'The address of this request is too long.'],
};

/** Requests Node's HTTP parser refuses: answered on the socket, which is then closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify({ status, message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
