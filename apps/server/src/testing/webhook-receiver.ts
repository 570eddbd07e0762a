import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../webhooks/webhook-signature';

/** One POST the receiver was sent, and whether its signature held for the secret it was given. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; company_id: string; data: Record<string, unknown> };
  signed: boolean;
}

/**
 * A real HTTP receiver on 127.0.0.1 (port 0), as a company's system would run: it checks each
 * delivery's `X-TSR-Signature` against the secret the test gives it, and answers each request with
 * the next status of `answers` (the last one repeated). Tests wait for its requests, not for time.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** The webhook's secret, set once the webhook is created. */
  secret = '';
  /** The statuses to answer, in order; the last is repeated. */
  answers: number[] = [200];
  /** The clock signatures are checked against (the delivery loop's). */
  now: () => Date = () => new Date();
  private waiters: { count: number; resolve: () => void }[] = [];
  private readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = req.headers['x-tsr-signature'];
      this.received.push({
        headers: req.headers,
        body,
        json: JSON.parse(body),
        signed:
          typeof header === 'string' &&
          verifySignature(this.secret, header, body, { now: this.now(), toleranceSeconds: 300 }),
      });
      const status = this.answers[Math.min(this.received.length - 1, this.answers.length - 1)] ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
      for (const w of this.waiters.filter((w) => this.received.length >= w.count)) w.resolve();
      this.waiters = this.waiters.filter((w) => this.received.length < w.count);
    });
  });

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/tsr`;
  }

  /** Resolves once `count` requests in all have arrived. */
  requests(count: number): Promise<Received[]> {
    if (this.received.length >= count) return Promise.resolve(this.received);
    return new Promise((resolve) => {
      this.waiters.push({ count, resolve: () => resolve(this.received) });
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
