import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@tsr/contract';
import { ADDRESS_MESSAGES, guardedLookup, hostOf, isForbiddenAddress } from './webhook-address';
import { signatureHeader } from './webhook-signature';

/** How one POST to a receiver ended: its status, or why there was none. */
export type SendResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** The most of a receiver's answer read (it is not kept): the rest is dropped with the connection. */
const ANSWER_LIMIT_BYTES = 4096;

export interface Delivery {
  id: string;
  eventId: string;
  event: string;
  url: string;
  body: string;
  secret: string;
}

/**
 * POSTs one delivery, signed, with a time limit for the whole exchange. Redirects are not followed
 * (the address was checked, where it points was not); the connection's DNS lookup refuses private
 * addresses (webhook-address.ts).
 */
export function sendDelivery(
  d: Delivery,
  opts: { now: Date; timeoutMs: number; allowLoopback: boolean },
): Promise<SendResult> {
  const url = new URL(d.url);
  const host = hostOf(url);
  if (isIP(host) && isForbiddenAddress(host, opts.allowLoopback))
    return Promise.resolve({ ok: false, status: null, error: ADDRESS_MESSAGES.forbidden(host) });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(url, {
      method: 'POST',
      lookup: guardedLookup(opts.allowLoopback),
      signal: AbortSignal.timeout(opts.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(d.body),
        'user-agent': 'TSR-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(d.secret, Math.floor(opts.now.getTime() / 1000), d.body),
        'X-TSR-Event': d.event,
        'X-TSR-Event-Id': d.eventId,
        'X-TSR-Delivery': d.id,
      },
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_LIMIT_BYTES) res.destroy();
      });
      const done = () =>
        resolve(
          status >= 200 && status < 300
            ? { ok: true, status }
            : {
                ok: false,
                status,
                error:
                  status >= 300 && status < 400
                    ? `The receiver answered ${status}: redirects are not followed.`
                    : `The receiver answered ${status}.`,
              },
        );
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', (err) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
      resolve({
        ok: false,
        status: null,
        error: timedOut
          ? `No answer within ${opts.timeoutMs / 1000} seconds.`
          : `The receiver could not be reached: ${err.message}`,
      });
    });
    req.end(d.body);
  });
}
