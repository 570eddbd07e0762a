/**
 * Bytes on the wire, read from the Chrome DevTools Protocol's Network events of one page: each
 * response's encoded length (headers and the body as sent, compressed or not) when it finishes,
 * and its decoded body length, by kind of resource.
 */
import type { CDPSession } from '@playwright/test';

export type ResourceKind = 'html' | 'js' | 'css' | 'api' | 'other';

export interface Transfer {
  url: string;
  kind: ResourceKind;
  /** Bytes received: headers and the body as sent. */
  wire: number;
  /** Bytes of the body once decoded. */
  decoded: number;
  /** The Content-Encoding it came with ('' when none). */
  encoding: string;
}

export function kindOf(url: string, mimeType: string): ResourceKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (mimeType === 'text/html') return 'html';
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return 'other';
}

export class WireLog {
  private readonly pending = new Map<string, Transfer>();
  private done: Transfer[] = [];

  /** Starts listening (Network must be enabled on the session). */
  constructor(cdp: CDPSession) {
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const header = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      this.pending.set(requestId, {
        url: response.url,
        kind: kindOf(response.url, response.mimeType),
        wire: 0,
        decoded: 0,
        encoding: header ? String(header[1]) : '',
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const transfer = this.pending.get(requestId);
      if (transfer) transfer.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const transfer = this.pending.get(requestId);
      if (!transfer) return;
      this.pending.delete(requestId);
      transfer.wire = encodedDataLength;
      this.done.push(transfer);
    });
  }

  /** The responses finished since the last call, and forgets them. */
  take(): Transfer[] {
    const taken = this.done;
    this.done = [];
    return taken;
  }
}

export interface WireSummary {
  requests: number;
  wire: number;
  decoded: number;
  byKind: Record<ResourceKind, number>;
  /** Content-Encodings seen, with how many responses came with each ('none' for plain ones). */
  encodings: Record<string, number>;
}

export function summarizeTransfers(transfers: readonly Transfer[]): WireSummary {
  const summary: WireSummary = {
    requests: transfers.length,
    wire: 0,
    decoded: 0,
    byKind: { html: 0, js: 0, css: 0, api: 0, other: 0 },
    encodings: {},
  };
  for (const t of transfers) {
    summary.wire += t.wire;
    summary.decoded += t.decoded;
    summary.byKind[t.kind] += t.wire;
    const encoding = t.encoding || 'none';
    summary.encodings[encoding] = (summary.encodings[encoding] ?? 0) + 1;
  }
  return summary;
}
