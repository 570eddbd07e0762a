import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { admin } from '../../test/fixtures';
import { signIn } from '../../test/render-app';
import { SAVE_PAYLOAD_THRESHOLD } from './draft-sections';
import { saveSection } from './editor-api';
import { sampleDraft } from './editor-fixtures';

const UPLOAD_ID = '0b6f4c9e-2f0a-4c8e-9d51-3f2b7a1c5e11';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('saving a section', () => {
  it('sends a payload under the spec 9 threshold in the body', async () => {
    const api = fakeApi({
      ...signIn(admin),
      'POST /api/editor/rules/save': () => json({ revision: 3, changed: true, message: 'Success' }),
    });
    const rules = sampleDraft().rules;
    expect(await saveSection('rules', 2, rules)).toEqual({ revision: 3, changed: true, message: 'Success' });
    expect(api.callsTo('POST', '/api/editor/rules/save')[0]?.body).toEqual({
      baseRevision: 2,
      content: rules,
    });
  });

  it('uploads a larger payload to the file store with the bearer token, then saves it by its key', async () => {
    const api = fakeApi({
      ...signIn(admin),
      'POST /api/editor/upload': () =>
        json({
          key: `editor-uploads/${UPLOAD_ID}.json`,
          url: `/api/editor/upload/${UPLOAD_ID}`,
          method: 'PUT',
          id: UPLOAD_ID,
        }),
      [`PUT /api/editor/upload/${UPLOAD_ID}`]: () => new Response(null, { status: 204 }),
      'POST /api/editor/responses/save': () => json({ revision: 5, changed: true, message: 'Success' }),
    });
    const responses = sampleDraft().responses;
    const first = responses.responses[0];
    if (!first) throw new Error('the sample has responses');
    first.text = 'x'.repeat(SAVE_PAYLOAD_THRESHOLD + 1);
    expect((await saveSection('responses', 4, responses)).revision).toBe(5);
    const [put] = api.callsTo('PUT', `/api/editor/upload/${UPLOAD_ID}`);
    expect(put?.authorization).toMatch(/^Bearer /);
    const uploaded = put?.body as typeof responses | undefined;
    expect(uploaded?.responses[0]?.text.length).toBe(SAVE_PAYLOAD_THRESHOLD + 1);
    const [save] = api.calls.filter((call) => call.path === '/api/editor/responses/save');
    expect(save?.body).toEqual({ baseRevision: 4 });
  });
});
