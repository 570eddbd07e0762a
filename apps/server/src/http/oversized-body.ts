import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { errorCodes, type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * A body over the route's limit is read to its end and thrown away before the 413 goes out, up to
 * this much beyond the limit and this long. Fastify answered at once and closed the connection
 * while the client was still sending; the client's next write then met a closed socket, and Node's
 * fetch reported EPIPE or a reset instead of the answer (up to half of 8 MB bodies from another
 * process). Reading on costs bandwidth only (nothing is kept); beyond the cap, or from a
 * client too slow to finish in time, the answer goes at once and such a client may still see a
 * reset. Figures: docs/decisions/0011.
 */
export const OVERSIZE_DRAIN_BYTES = 32 * 1024 * 1024;
export const OVERSIZE_DRAIN_MS = 10_000;

const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

/**
 * Registered after the access check, so a caller who may not call the route gets its 401 or 403
 * without any of the body being read for it.
 */
export function registerOversizedBodyDrain(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const length = request.headers['content-length'];
    if (length === undefined) {
      // A chunked body announces no size: it is counted as it arrives.
      if (request.headers['transfer-encoding'] === undefined) return;
      return countedBody(payload, request.routeOptions.bodyLimit);
    }
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(length);
    if (!(declared > limit)) return;
    if (declared - limit > OVERSIZE_DRAIN_BYTES || !(await readToEnd(payload))) closeAfter(reply);
    throw tooLarge();
  });
}

/** Reads and discards the rest of the body; false when it did not end in time (or was cut off). */
async function readToEnd(payload: Readable): Promise<boolean> {
  payload.resume();
  try {
    await finished(payload, { signal: AbortSignal.timeout(OVERSIZE_DRAIN_MS) });
    return true;
  } catch {
    payload.pause();
    return false;
  }
}

/** The answer ends the connection: more of the body may follow, and nobody reads it. */
function closeAfter(reply: FastifyReply): void {
  reply.header('connection', 'close');
}

/**
 * Passes a chunked body on while it is within the limit; past it, reads on without passing
 * anything and fails with 413 at the end, so Fastify answers once the client has sent everything.
 */
function countedBody(payload: Readable, limit: number): Readable {
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      if (received - limit > OVERSIZE_DRAIN_BYTES) return callback(tooLarge());
      timer ??= setTimeout(() => counted.destroy(tooLarge()), OVERSIZE_DRAIN_MS).unref();
      callback();
    },
    flush(callback) {
      clearTimeout(timer);
      callback(received > limit ? tooLarge() : null);
    },
  });
  payload.on('error', (err) => counted.destroy(err));
  return payload.pipe(counted);
}
