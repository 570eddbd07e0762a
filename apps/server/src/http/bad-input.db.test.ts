import {
  type LoginResponse,
  type ReportView,
  routes,
  type StartReviewResponse,
  type SubmitResponse,
  type SurveyStructure,
} from '@tsr/contract';
import { testStructure } from '@tsr/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { answerAll, publishTestContent } from '../testing/review-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Text PostgreSQL cannot store, text longer than anyone types, and values nested
 * thousands deep are refused with a 400 that names the field, never a 500 or a stored value.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await publishTestContent(t);
  const login = await t.request(routes.login, {
    body: { username: demo.approver.email, password: demo.approver.password },
  });
  const body = login.json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error('no tokens');
  token = body.tokens.id_token;
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE = '\ud800';
const start = (structure: SurveyStructure) => t.request(routes.startReview, { token, body: { structure } });

/** The test structure with one entity changed. */
function withEntity(change: (entity: SurveyStructure['entities'][string]) => void): SurveyStructure {
  const structure = testStructure();
  const first = Object.values(structure.entities)[0];
  if (!first) throw new Error('no entity');
  change(first);
  return structure;
}
const firstEntityId = () => Object.keys(testStructure().entities)[0] as string;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('names', () => {
  it('refuses a NUL character in the structure name with a 400 naming the field', async () => {
    const res = await start({ ...testStructure(), name: `Oak${NUL}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: 'structure.name: Please remove the invisible control character U+0000',
    });
  });

  it('refuses a lone surrogate in an entity name, naming the entity field', async () => {
    const res = await start(withEntity((e) => (e.name = `Oak${LONE} Ltd`)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `structure.entities.${firstEntityId()}.name: Please remove the broken character (an unpaired surrogate)`,
    );
  });

  it('takes names of 200 characters and refuses longer ones', async () => {
    expect((await start({ ...testStructure(), name: 'n'.repeat(200) })).statusCode).toBe(201);
    const res = await start({ ...testStructure(), name: 'n'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('structure.name: Please use at most 200 characters');
    const party = await start(
      withEntity((e) => {
        const first = e.children[0];
        if (first) first.name = 'p'.repeat(1_000_000);
      }),
    );
    expect(party.statusCode).toBe(400);
    expect(party.json().message).toMatch(/\.children\.0\.name: Please use at most 200 characters$/);
  });

  it('refuses a NUL character in an id or key no text schema covers', async () => {
    const structure = testStructure();
    const id = firstEntityId();
    const entity = structure.entities[id];
    if (!entity) throw new Error('no entity');
    structure.entities[`${id}${NUL}`] = entity;
    const res = await start(structure);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `structure.entities.${id}\\u0000: Please remove the NUL or broken (unpaired surrogate) character`,
    );
  });
});

describe('entity answers', () => {
  it('refuses answers nested 5,000 deep with a 400, and keeps serving', async () => {
    // Written out by hand: serialising a value this deep overflows the test client's own stack.
    const json = JSON.stringify({ structure: withEntity((e) => (e.answers = { q: 'DEEP' })) }).replace(
      '"DEEP"',
      `${'['.repeat(5_000)}1${']'.repeat(5_000)}`,
    );
    const res = await t.app.server.inject({
      method: 'POST',
      url: '/api/review/start',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: json,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
    expect((await t.request(routes.health)).statusCode).toBe(200);
  });

  it('takes answers nested like a dynamic panel of matrices, and refuses 11 levels', async () => {
    const panel = { panel: [{ matrix: [{ column: 'x' }] }] };
    expect((await start(withEntity((e) => (e.answers = panel)))).statusCode).toBe(201);
    const res = await start(withEntity((e) => (e.answers = { q: nested(11) })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `structure.entities.${firstEntityId()}.answers.q.0.0.0.0.0.0.0.0.0.0: Answers may be nested at most 10 levels deep`,
    );
  });
});

describe('answers of a part', () => {
  let review: StartReviewResponse;
  beforeAll(async () => {
    review = (await start(testStructure())).json<StartReviewResponse>();
  });
  const next = (answers: Record<string, unknown>) => {
    if (!review.part) throw new Error('the test structure starts with a part');
    return t.request(routes.next, {
      params: { id: review.reviewId },
      token,
      body: { part: { id: review.part.id, answers } },
    });
  };

  it('refuses a NUL character in a text answer, naming the question', async () => {
    const res = await next({ company_name_note: `a${NUL}b` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'part.answers.company_name_note: Please remove the invisible control character U+0000',
    );
  });

  it('takes a text answer of 5,000 characters with line breaks, and refuses 5,001', async () => {
    // 5,000 characters pass the size check; the questionnaire's own check then looks at the name
    // (the test content has no free-text question: 'note' is none of this part's).
    const within = await next({ note: `${'a'.repeat(4_998)}\r\n` });
    expect(within.json().message).toBe("'note' is not a question of this part");
    const res = await next({ note: 'a'.repeat(5_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('part.answers.note: Please use at most 5,000 characters');
  });

  it('refuses a lone surrogate inside a list answer', async () => {
    const res = await next({ choices: ['fine', `bad${LONE}`] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'part.answers.choices.1: Please remove the broken character (an unpaired surrogate)',
    );
  });
});

describe('remediation notes and the PDF file name', () => {
  const unsafeName = 'A<b>:c"d/e\\f|g?h*i\u202e';
  let reviewId: string;
  let report: ReportView;
  beforeAll(async () => {
    const started = (await start({ ...testStructure(), name: unsafeName })).json<StartReviewResponse>();
    await answerAll(t, token, started);
    reviewId = started.reviewId;
    const submitted = await t.request(routes.submit, { params: { id: reviewId }, token });
    expect(submitted.json<SubmitResponse>().report_id).toBeTruthy();
    report = (
      await t.request(routes.report, { params: { id: reviewId }, query: {}, token })
    ).json<ReportView>();
  });

  const firstRisk = () => {
    const cell = Object.values(report.table.values)
      .flatMap((row) => Object.values(row))
      .find((c) => c.score > 0 && c.explanation.length > 0);
    const e = cell?.explanation[0];
    if (!e) throw new Error('no risk');
    return { entityId: e.entityId, responseId: e.responseId };
  };
  const remediate = (text: string) =>
    t.request(routes.updateRemediation, {
      params: { id: reviewId },
      token,
      body: { selector: firstRisk(), action: 'resolved', text },
    });

  it('takes a note of 5,000 characters and refuses 5,001 or a NUL character', async () => {
    expect((await remediate('n'.repeat(5_000))).statusCode).toBe(200);
    const long = await remediate('n'.repeat(5_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('text: Please use at most 5,000 characters');
    const nul = await remediate(`fixed${NUL}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('text: Please remove the invisible control character U+0000');
  });

  it('names the PDF after the spec with the characters unsafe in file names replaced', async () => {
    const res = await t.request(routes.report, {
      params: { id: reviewId },
      query: {},
      token,
      headers: { accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="TSR Original Report - A_b__c_d_e_f_g_h_i_.pdf"',
    );
  });

  it('keeps the Content-Disposition header small for the longest name', async () => {
    const started = (
      await start({ ...testStructure(), name: '\u00e9'.repeat(200) })
    ).json<StartReviewResponse>();
    await answerAll(t, token, started);
    await t.request(routes.submit, { params: { id: started.reviewId }, token });
    const res = await t.request(routes.report, {
      params: { id: started.reviewId },
      query: {},
      token,
      headers: { accept: 'application/pdf' },
    });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header.length).toBeLessThan(1_024);
    // 75 two-byte characters fit the 150 bytes the structure name may take.
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe(
      `TSR Original Report - ${'\u00e9'.repeat(75)}.pdf`,
    );
  });
});
