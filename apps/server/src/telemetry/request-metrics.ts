import type { FastifyInstance } from 'fastify';
import type { Telemetry } from './telemetry';

/** The sign-in route: its 401s are failed sign-ins, its 429s throttled ones. */
const SIGN_IN = '/api/auth/login';

/** Every answer is counted by route pattern (bounded labels: no ids, no query strings) and status. */
export function registerRequestMetrics(app: FastifyInstance, telemetry: Telemetry): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    telemetry.requests.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (route === SIGN_IN && request.method === 'POST') {
      if (status === 401) telemetry.signInFailures.inc();
      else if (status === 429) telemetry.signInThrottled.inc();
    }
  });
}
