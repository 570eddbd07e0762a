import { defaultSurveyContent } from '@tsr/content';
import type { EditorQuestions, ErrorBody, LoginResponse, SaveSectionResponse } from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { ensureFirstSurvey } from '../survey/survey-store';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 14: what the survey designer's autosave sends (the whole questions section, one chunk
 * changed) is checked with the content schema, and bad input is refused with a clear 400.
 */
let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await ensureFirstSurvey(t.database.db, defaultSurveyContent());
  const body = (
    await t.call('POST', '/api/auth/login', {
      body: { username: demo.admin.email, password: demo.admin.password },
    })
  ).json<LoginResponse>();
  if (body.kind !== 'tokens') throw new Error('no tokens for the admin');
  admin = body.tokens.id_token;
});
afterAll(() => t.close());

const questions = async (): Promise<EditorQuestions> =>
  (await t.call('GET', '/api/editor/draft/questions', { token: admin })).json<EditorQuestions>();
const save = (baseRevision: number, content: unknown) =>
  t.call('POST', '/api/editor/questions/save', { token: admin, body: { baseRevision, content } });

describe('saving the survey designer’s chunk', () => {
  it('keeps a new question with its customLogic, and the next reader sees it', async () => {
    const draft = await questions();
    const chunk = draft.content.contribution?.post;
    if (!chunk) throw new Error('the default pack has a contribution post chunk');
    const question = {
      type: 'boolean',
      name: 'contribution_loan_repaid',
      title: 'Has the loan been repaid?',
      customLogic: "{contribution_form} = 'loan'",
    };
    const [first, ...rest] = chunk.pages;
    if (!first) throw new Error('the chunk has a page');
    const content = {
      ...draft.content,
      contribution: {
        ...draft.content.contribution,
        post: { ...chunk, pages: [{ ...first, elements: [...first.elements, question] }, ...rest] },
      },
    };
    const res = await save(draft.revision, content);
    expect(res.statusCode).toBe(200);
    expect(res.json<SaveSectionResponse>().revision).toBe(draft.revision + 1);
    const after = await questions();
    expect(after.content.contribution?.post?.pages[0]?.elements.at(-1)).toEqual(question);
  });

  it('refuses a chunk the content schema does not accept with 400 naming the path, and keeps the draft', async () => {
    const draft = await questions();
    const broken = {
      ...draft.content,
      trust: { pre: { pages: [{ name: 'p1', elements: [{ type: 'text' }] }] } },
    };
    const res = await save(draft.revision, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^content\.trust\.pre\.pages\.0\.elements\.0\.name: /);
    const noPages = await save(draft.revision, { ...draft.content, trust: { pre: {} } });
    expect(noPages.statusCode).toBe(400);
    expect(noPages.json<ErrorBody>().message).toMatch(/^content\.trust\.pre\.pages: /);
    expect(await questions()).toEqual(draft);
  });

  it('refuses a body that is not JSON with a clear 400', async () => {
    const res = await t.call('POST', '/api/editor/questions/save', {
      token: admin,
      body: '{"baseRevision": 1, "content": {',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).not.toBe('');
  });
});
