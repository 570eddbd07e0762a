import type { ErrorBody, SaveSectionResponse } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { newDraft } from '../testing/editor-draft';

/**
 * What the survey designer's autosave sends (the whole questions section, one chunk changed) is
 * checked with the content schema, and bad input is refused with a clear 400. Each test opens a
 * draft of its own.
 */

describe('saving the survey designer’s chunk', () => {
  it('keeps a new question with its customLogic, and the next reader sees it', async () => {
    const { read, save } = await newDraft();
    const draft = await read('questions');
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
    const res = await save('questions', draft.revision, content);
    expect(res.statusCode).toBe(200);
    expect(res.json<SaveSectionResponse>().revision).toBe(draft.revision + 1);
    const after = await read('questions');
    expect(after.content.contribution?.post?.pages[0]?.elements.at(-1)).toEqual(question);
  });

  it('refuses a chunk the content schema does not accept with 400 naming the path, and keeps the draft', async () => {
    const { read, save } = await newDraft();
    const draft = await read('questions');
    const broken = {
      ...draft.content,
      trust: { pre: { pages: [{ name: 'p1', elements: [{ type: 'text' }] }] } },
    };
    const res = await save('questions', draft.revision, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^content\.trust\.pre\.pages\.0\.elements\.0\.name: /);
    const noPages = await save('questions', draft.revision, { ...draft.content, trust: { pre: {} } });
    expect(noPages.statusCode).toBe(400);
    expect(noPages.json<ErrorBody>().message).toMatch(/^content\.trust\.pre\.pages: /);
    expect(await read('questions')).toEqual(draft);
  });

  it('refuses a body that is not JSON with a clear 400', async () => {
    const { t, admin } = await newDraft();
    const res = await t.call('POST', '/api/editor/questions/save', {
      token: admin,
      body: '{"baseRevision": 1, "content": {',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).not.toBe('');
  });
});
