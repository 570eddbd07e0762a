// What if (issue 33): POST /api/review/{id}/whatif with one changed answer on a submitted review of
// 50 entities, 20 users at once for 10 s, against a bare Fastify + zod route echoing the same body
// in the same run (the machine's load moves both alike). Aim: p95 under 150 ms on PostgreSQL.
// Run alone with `npx tsx bench/what-if.ts`; `npm run bench` runs it with the others.
import {
  apiPath,
  type LoginResponse,
  type NextResponse,
  type Part,
  routes,
  type StartReviewResponse,
  type SurveyJson,
  type WhatIfQuestions,
} from '@tsr/contract';
import { answerPart, fiftyEntities, TEST_SCRIPT, testContent } from '@tsr/domain/testing';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../src/db/database';
import { seedDemoData } from '../src/demo/seed-demo';
import { publishVersion } from '../src/survey/survey-store';
import { buildBenchApp } from './bench-app';

const USERS = 20;
const SECONDS = 10;
const AIM_P95_MS = 150;

export const WHAT_IF_HEADER = ['database', 'route', 'req/s', 'p50', 'p95', 'p99', 'responses', 'aim'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `users` connections for SECONDS posting `body` to `path`, each sending the next as soon as the last
 * is answered (saturation: 20 people would read a result before changing the next answer): the row
 * of the table.
 */
async function drive(
  address: string,
  path: string,
  headers: Record<string, string>,
  body: string,
  users = USERS,
) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${path}`,
        method: 'POST',
        connections: users,
        duration: SECONDS,
        headers,
        body,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, t) => latencies.push(t));
  });
  latencies.sort((a, b) => a - b);
  const ok =
    result.non2xx === 0 && result.errors === 0
      ? 'all 2xx'
      : `${result.non2xx} non-2xx, ${result.errors} errors`;
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ok,
  };
}

async function call<T>(address: string, path: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${address}${path}`, init);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A submitted 50-entity review, answered part by part through the API as the questionnaire would. */
async function submittedReview(address: string, headers: Record<string, string>): Promise<string> {
  const start = await call<StartReviewResponse>(address, routes.startReview.path, {
    method: 'POST',
    headers,
    body: JSON.stringify({ structure: fiftyEntities() }),
  });
  let part: Part | null = start.part;
  let questions: SurveyJson | null = start.questions;
  while (part && questions) {
    const body = { part: { id: part.id, answers: answerPart(TEST_SCRIPT, part, questions) } };
    const step = await call<NextResponse>(address, apiPath(routes.next, { params: { id: start.reviewId } }), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    part = step.finished ? null : step.part;
    questions = step.questions;
  }
  // No body, so no content type: Fastify refuses an empty JSON body.
  const { authorization = '' } = headers;
  await call(address, apiPath(routes.submit, { params: { id: start.reviewId } }), {
    method: 'POST',
    headers: { authorization },
  });
  return start.reviewId;
}

/** One changed answer: the first question with choices, given another of its choices. */
function oneChange(questions: WhatIfQuestions): Record<string, Record<string, unknown>> {
  for (const part of questions.parts)
    for (const q of part.questions) {
      const other = q.choices.find((c) => JSON.stringify(c.value) !== JSON.stringify(q.value));
      if (q.type === 'radiogroup' && other) return { [part.partId]: { [q.name]: other.value } };
    }
  throw new Error('no question to change');
}

/** The peer: a bare Fastify + zod POST route echoing the same body. */
async function bare(body: string) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const Body = z.object({
    changes: z.object({ answers: z.record(z.string(), z.unknown()), dates: z.array(z.unknown()) }),
  });
  app.post('/echo', { schema: { body: Body, response: { 200: Body } } }, async (req) => req.body);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await drive(address, '/echo', { 'content-type': 'application/json' }, body);
  } finally {
    await app.close();
  }
}

export async function benchWhatIf(kind: string, database: Database): Promise<string[][]> {
  await seedDemoData(database.db);
  await publishVersion(database.db, testContent());
  const app = await buildBenchApp(database);
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await call<LoginResponse>(address, routes.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'approver@northbridge.example', password: 'Approver-demo-1' }),
    });
    if (login.kind !== 'tokens') throw new Error('no tokens');
    const headers = { authorization: `Bearer ${login.tokens.id_token}`, 'content-type': 'application/json' };
    const reviewId = await submittedReview(address, headers);
    const path = routes.whatIf.path.replace(':id', reviewId);
    const questions = await call<WhatIfQuestions>(
      address,
      apiPath(routes.whatIfQuestions, { params: { id: reviewId } }),
      {
        headers,
      },
    );
    const body = JSON.stringify({ changes: { answers: oneChange(questions), dates: [] } });
    // Warm: the worker compiles the version once, and the first requests fill the caches.
    for (let i = 0; i < 5; i += 1) await call(address, path, { method: 'POST', headers, body });
    const alone = await drive(address, path, headers, body, 1);
    const ours = await drive(address, path, headers, body);
    const peer = await bare(body);
    const row = (route: string, r: typeof ours, aim: string) => [
      kind,
      route,
      r.rps.toFixed(0),
      `${r.p50.toFixed(0)} ms`,
      `${r.p95.toFixed(0)} ms`,
      `${r.p99.toFixed(0)} ms`,
      r.ok,
      aim,
    ];
    const aim = (r: typeof ours) => `p95 < ${AIM_P95_MS} ms: ${r.p95 < AIM_P95_MS ? 'met' : 'not met'}`;
    return [
      row('POST whatif, 50 entities, 1 answer changed; 1 user', alone, aim(alone)),
      row(`the same, ${USERS} users at once`, ours, aim(ours)),
      row('bare Fastify + zod echo of the body (peer), saturation', peer, ''),
    ];
  } finally {
    await app.server.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { postgresDatabase } = await import('./bench-postgres');
  const { applyReportV8Flags } = await import('../src/v8-flags');
  applyReportV8Flags();
  const database = await postgresDatabase();
  if (!database) throw new Error('no PostgreSQL server on 127.0.0.1:5432');
  const rows = [WHAT_IF_HEADER, ...(await benchWhatIf('PostgreSQL', database))];
  for (const r of rows) console.log(r.join(' | '));
}
