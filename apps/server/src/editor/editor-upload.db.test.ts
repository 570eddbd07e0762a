import { randomUUID } from 'node:crypto';
import type { ErrorBody, UploadUrlResponse } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { newDraft } from '../testing/editor-draft';

/**
 * Spec 7.3 and 9: a payload too large for one request is uploaded to the file store first and the
 * save names it with requestS3Key (here the test app's disk store in a temporary folder). Each
 * test opens a draft of its own.
 */

describe('a save through the file store', () => {
  it('stores the uploaded JSON and saves it with requestS3Key, once', async () => {
    const { t, admin, read } = await newDraft();
    const draft = await read('rules');
    const changed = {
      ...draft.content,
      rules: draft.content.rules.map((r) => ({ ...r, context: `${r.context} (uploaded)` })),
    };
    const bytes = Buffer.byteLength(JSON.stringify(changed));
    const where = await t.call('POST', '/api/editor/upload', { token: admin, body: { bytes } });
    expect(where.statusCode).toBe(200);
    const upload = where.json<UploadUrlResponse>();
    expect(upload.method).toBe('PUT');
    expect(upload.key).toMatch(/^editor-uploads\/[0-9a-f-]{36}\.json$/);

    const put = await t.call('PUT', upload.url, { token: admin, body: changed });
    expect(put.statusCode).toBe(204);
    const save = () =>
      t.call('POST', `/api/editor/rules/save?requestS3Key=${encodeURIComponent(upload.key)}`, {
        token: admin,
        body: { baseRevision: draft.revision },
      });
    const saved = await save();
    expect(saved.json()).toEqual({ revision: draft.revision + 1, changed: true, message: 'Success' });
    const after = await read('rules');
    expect(after.content.rules.every((r) => r.context.endsWith('(uploaded)'))).toBe(true);

    // The upload was used up: saving it again names the problem.
    const again = await save();
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().message).toContain('requestS3Key');
  });

  it('refuses a key outside the editor uploads and an upload that does not parse as the section', async () => {
    const { t, admin, read } = await newDraft();
    const draft = await read('rules');
    const outside = await t.call('POST', '/api/editor/rules/save?requestS3Key=site/product/x.pdf', {
      token: admin,
      body: { baseRevision: draft.revision },
    });
    expect(outside.statusCode).toBe(400);

    const upload = (
      await t.call('POST', '/api/editor/upload', { token: admin, body: { bytes: 10 } })
    ).json<UploadUrlResponse>();
    expect((await t.call('PUT', upload.url, { token: admin, body: { categories: 'no' } })).statusCode).toBe(
      204,
    );
    const res = await t.call(
      'POST',
      `/api/editor/rules/save?requestS3Key=${encodeURIComponent(upload.key)}`,
      {
        token: admin,
        body: { baseRevision: draft.revision },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().message).toMatch(/^content\.categories: /);
  });

  it('answers 404 for an upload id it never issued, or one a save has used', async () => {
    const { t, admin, read } = await newDraft();
    const notFound = { status: 404, message: 'This upload does not exist.' };
    const never = await t.call('PUT', `/api/editor/upload/${randomUUID()}`, { token: admin, body: { a: 1 } });
    expect([never.statusCode, never.json()]).toEqual([404, notFound]);

    const draft = await read('rules');
    const upload = (
      await t.call('POST', '/api/editor/upload', { token: admin, body: { bytes: 10 } })
    ).json<UploadUrlResponse>();
    const save = () =>
      t.call('POST', `/api/editor/rules/save?requestS3Key=${encodeURIComponent(upload.key)}`, {
        token: admin,
        body: { baseRevision: draft.revision },
      });
    // Issued but not yet uploaded: the save names the problem, and the upload may still arrive.
    const early = await save();
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().message).toContain('requestS3Key');
    expect((await t.call('PUT', upload.url, { token: admin, body: draft.content })).statusCode).toBe(204);
    expect((await save()).statusCode).toBe(200);
    const used = await t.call('PUT', upload.url, { token: admin, body: draft.content });
    expect([used.statusCode, used.json()]).toEqual([404, notFound]);
  });

  it('takes a save body over the 1 MB general limit, up to the editor limit', async () => {
    const { t, admin, read } = await newDraft();
    const draft = await read('rules');
    const big = {
      ...draft.content,
      rules: draft.content.rules.map((r) => ({ ...r, context: 'x'.repeat(8000) })),
    };
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(1_048_576);
    const res = await t.call('POST', '/api/editor/rules/save', {
      token: admin,
      body: { baseRevision: draft.revision, content: big },
    });
    expect(res.statusCode).toBe(200);
  });
});
