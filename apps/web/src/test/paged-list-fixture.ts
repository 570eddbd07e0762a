import type { AnswerListEntry, UserReports } from '@tsr/contract';
import { json, type RecordedCall } from './fake-api';

/** A company of `count` incomplete reviews, newest first, as the server holds them. */
export function company(count: number): AnswerListEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    survey_answer_id: `r-${i}`,
    structure_name: `Structure ${String(i + 1).padStart(4, '0')}`,
    last_modified: 1_800_000_000 - i * 60,
    created_by: i % 2 === 0 ? 'pat@example.com' : 'lee@example.com',
    is_own: i % 2 === 0,
    finished: false,
  }));
}

/** GET /api/user/reports as the server answers it: searched, then the page from offset, with has_more. */
export function pagedList(all: AnswerListEntry[]) {
  return ({ query }: RecordedCall) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter(
      (a) => !search || a.structure_name.toLowerCase().includes(search) || a.created_by.includes(search),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 1000);
    const body: UserReports = {
      reports: [],
      answers: found.slice(offset, offset + limit),
      has_more: found.length > offset + limit,
    };
    return json(body);
  };
}

/** The query strings the list asked with, in order. */
export const listCalls = (api: { calls: RecordedCall[] }) =>
  api.calls.filter((c) => c.path === '/api/user/reports').map((c) => c.query.toString());
