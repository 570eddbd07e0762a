import type { ReportView } from '@tsr/contract';
import { vi } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { causesOf, cellOf, entityOf, keyDatesOf, summaryOf } from './report-fixtures';

export interface ReportCall {
  method: string;
  url: string;
  accept: string | null;
}

type Answer = Response | Promise<Response>;

const ENTITY = /^\/api\/review\/r-1\/report\/entities\/([^/]+)$/;
const CELL = /^\/api\/review\/r-1\/report\/cells\/([^/]+)\/([^/]+)$/;

/**
 * The shared fake API keys handlers by path only; the report's calls differ by query
 * (?remediated=) and by Accept (the PDF), and name entities and cells in their paths. This wraps
 * the fake fetch: report calls are answered here by full URL (an `extra` handler first), from the
 * given views cut as the server cuts them; everything else goes on to the fake API.
 */
export function reportApi(
  views: { original: ReportView; remediated?: ReportView },
  extra: Record<string, () => Answer> = {},
) {
  const inner = globalThis.fetch;
  const calls: ReportCall[] = [];
  const remediated = views.remediated ?? views.original;
  const viewOf = (search: string) =>
    new URLSearchParams(search).get('remediated') === 'true' ? remediated : views.original;
  const handlers: Record<string, () => Answer> = {
    'GET /api/review/r-1/report?remediated=false': () => json(views.original),
    'GET /api/review/r-1/report?remediated=true': () => json(remediated),
    'GET /api/review/r-1/report/summary?remediated=false': () => json(summaryOf(views.original)),
    'GET /api/review/r-1/report/summary?remediated=true': () => json(summaryOf(remediated)),
    'GET /api/review/r-1/report/causes': () => json(causesOf(views.original)),
    'GET /api/review/r-1/report/key-dates': () => json(keyDatesOf(views.original)),
    // A structure's first review: nothing changed since an earlier one.
    'GET /api/review/r-1/report/changes': () => json({ changes: null }),
    // Nor were answers carried forward into it.
    'GET /api/review/r-1/report/carried': () => json({ carried: null }),
    ...extra,
  };
  /** An entity's responses (the same in both views) and an opened cell, by their paths. */
  const part = (method: string, url: URL): Answer | undefined => {
    if (method !== 'GET') return undefined;
    const entity = ENTITY.exec(url.pathname);
    if (entity) {
      const found = entityOf(views.original, decodeURIComponent(entity[1] ?? ''));
      return found ? json(found) : errorBody(404, 'This entity has no responses in this report.');
    }
    const cell = CELL.exec(url.pathname);
    if (cell) {
      const found = cellOf(
        viewOf(url.search),
        decodeURIComponent(cell[1] ?? ''),
        decodeURIComponent(cell[2] ?? ''),
      );
      return found ? json(found) : errorBody(404, "This cell is not in the report's risk table.");
    }
    return undefined;
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const accept = new Headers(init?.headers).get('Accept');
    const key = `${method} ${url.pathname}${url.search}`;
    calls.push({ method, url: `${url.pathname}${url.search}`, accept });
    const pdfKey = `PDF ${url.pathname}${url.search}`;
    const handler = accept === 'application/pdf' ? handlers[pdfKey] : handlers[key];
    if (handler) return handler();
    return part(method, url) ?? inner(input, init);
  });
  return { calls };
}
