import type { ReportView } from '@tsr/contract';
import { vi } from 'vitest';
import { json } from '../../test/fake-api';

export interface ReportCall {
  method: string;
  url: string;
  accept: string | null;
}

type Answer = Response | Promise<Response>;

/**
 * The shared fake API keys handlers by path only; the report's calls differ by query
 * (?remediated=) and by Accept (the PDF). This wraps the fake fetch: report calls are answered
 * here by full URL, everything else goes on to the fake API.
 */
export function reportApi(
  views: { original: ReportView; remediated?: ReportView },
  extra: Record<string, () => Answer> = {},
) {
  const inner = globalThis.fetch;
  const calls: ReportCall[] = [];
  const handlers: Record<string, () => Answer> = {
    'GET /api/review/r-1/report?remediated=false': () => json(views.original),
    'GET /api/review/r-1/report?remediated=true': () => json(views.remediated ?? views.original),
    ...extra,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const accept = new Headers(init?.headers).get('Accept');
    const key = `${method} ${url.pathname}${url.search}`;
    calls.push({ method, url: `${url.pathname}${url.search}`, accept });
    const pdfKey = `PDF ${url.pathname}${url.search}`;
    const handler = accept === 'application/pdf' ? handlers[pdfKey] : handlers[key];
    return handler ? handler() : inner(input, init);
  });
  return { calls };
}
