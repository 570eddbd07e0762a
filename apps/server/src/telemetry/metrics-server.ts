import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Telemetry } from './telemetry';

/**
 * GET /metrics on its own port (METRICS_PORT), for Prometheus to scrape from inside the network:
 * the API's port never serves them. Anything else is 404.
 */
export async function startMetricsServer(
  telemetry: Telemetry,
  options: { port: number; host: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    telemetry.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': telemetry.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
