import { readdir } from 'node:fs/promises';
import {
  type ContentEditorState,
  type ContentLocale,
  type ContentType,
  type PageContent,
  routes,
  type ShellContent,
} from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../demo/demo-accounts';
import { seedDemoData } from '../demo/seed-demo';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The content service: public reads with ETag and 304, defaults from the content pack,
 * de-DE with en-GB fallback, admin-only draft / publish / restore, and checked uploads.
 */
let t: TestApp;
const token: Record<'admin' | 'user' | 'lead', string> = { admin: '', user: '', lead: '' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  token.admin = await t.signIn(demo.admin.email, demo.admin.password);
  token.user = await t.signIn(demo.user.email, demo.user.password);
  token.lead = await t.signIn(demo.lead.email, demo.lead.password);
});
afterAll(() => t.close());

const page = (title: string, body: string): PageContent => ({ title, body, attachments: [] });
const saveDraft = (
  type: ContentType,
  document: unknown,
  locale: ContentLocale = 'en-GB',
  who: keyof typeof token = 'admin',
) =>
  t.request(routes.saveContentDraft, {
    params: { type },
    query: { locale },
    token: token[who],
    body: { document },
  });
const publish = (type: ContentType, locale: ContentLocale = 'en-GB', who: keyof typeof token = 'admin') =>
  t.request(routes.publishContent, { params: { type }, query: { locale }, token: token[who] });
const read = (type: ContentType, locale: ContentLocale = 'en-GB', headers: Record<string, string> = {}) =>
  t.request(routes.content, { params: { type }, query: { locale }, headers });
const upload = (fileName: string, bytes: Buffer, who: keyof typeof token = 'admin') =>
  t.request(routes.uploadContentFile, {
    token: token[who],
    body: { fileName, dataBase64: bytes.toString('base64') },
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('reading site content', () => {
  it('serves the content pack default of every type to a visitor, with an ETag and 304 when unchanged', async () => {
    for (const type of [
      'shell',
      'survey',
      'product',
      'support',
      'dashboard',
      'review',
      'user_list',
      'metrics',
    ] as const) {
      const res = await read(type);
      expect(res.statusCode, type).toBe(200);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    const product = await read('product');
    expect(product.json<PageContent>().body).toContain('## How it works');
    const again = await read('product', 'en-GB', { 'if-none-match': String(product.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives a de-DE reader the German document where one exists, else the en-GB one', async () => {
    expect((await read('product', 'de-DE')).json<PageContent>().title).toBe('Über Tax Structure Review');
    expect((await read('support', 'de-DE')).json<PageContent>().title).toBe('Support');
    expect((await read('shell', 'de-DE')).json<ShellContent>().navigation[0]).toEqual({
      key: 'Home',
      title: 'Home',
    });
  });
});

describe('editing site content', () => {
  it('publishes a draft as a new version that readers get at once, and restores the previous one', async () => {
    const before = await read('support');
    expect((await saveDraft('support', page('Support', 'Call us on 0800 000 000.'))).statusCode).toBe(204);
    // A draft is not published: readers still get the old text.
    expect((await read('support')).json<PageContent>().body).not.toContain('0800');

    const first = await publish('support');
    expect(first.json()).toEqual({ version: 1 });
    const after = await read('support', 'en-GB', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<PageContent>().body).toBe('Call us on 0800 000 000.');

    await saveDraft('support', page('Support', 'Write to us instead.'));
    expect((await publish('support')).json()).toEqual({ version: 2 });
    expect((await read('support')).json<PageContent>().body).toBe('Write to us instead.');

    const restored = await t.request(routes.restoreContent, {
      params: { type: 'support' },
      query: { locale: 'en-GB' },
      token: token.admin,
      body: { version: 1 },
    });
    expect(restored.json()).toEqual({ version: 3 });
    expect((await read('support')).json<PageContent>().body).toBe('Call us on 0800 000 000.');

    const state = (
      await t.request(routes.contentEditorState, {
        params: { type: 'support' },
        query: { locale: 'en-GB' },
        token: token.admin,
      })
    ).json<ContentEditorState>();
    expect(state.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(state.versions[0]?.publishedBy).toBe(demo.admin.userName);
    expect(state.draft).toBeNull();
    expect(state.published?.version).toBe(3);
  });

  it('keeps locales apart: a de-DE version is read by de-DE readers only', async () => {
    await saveDraft('dashboard', page('Übersicht', 'Willkommen zurück.'), 'de-DE');
    await publish('dashboard', 'de-DE');
    expect((await read('dashboard', 'de-DE')).json<PageContent>().body).toBe('Willkommen zurück.');
    expect((await read('dashboard', 'en-GB')).json<PageContent>().body).toContain('Start a review');
  });

  it('refuses a document that does not fit its type, naming the field', async () => {
    const res = await saveDraft('shell', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/navigation/);
    const image = {
      title: 'Flow',
      url: '/api/content/files/x/flow.png',
      contentType: 'image/png',
      size: 9,
      alt: '',
    };
    const noAlt = await saveDraft('product', { title: 'About', body: 'x', attachments: [image] });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe('Please enter an alternative text for the image (attachments.0.alt)');
    const noDraft = await publish('metrics');
    expect(noDraft.statusCode).toBe(409);
    expect(noDraft.json().message).toBe('There is no draft to publish. Save a draft first.');
    const noVersion = await t.request(routes.restoreContent, {
      params: { type: 'metrics' },
      query: {},
      token: token.admin,
      body: { version: 7 },
    });
    expect(noVersion.statusCode).toBe(404);
  });

  it('lets no one but an admin read the editor state, save, publish, restore or upload', async () => {
    for (const who of ['user', 'lead'] as const) {
      const calls = [
        t.request(routes.contentEditorState, { params: { type: 'product' }, query: {}, token: token[who] }),
        saveDraft('product', page('Hacked', 'Hacked'), 'en-GB', who),
        publish('product', 'en-GB', who),
        t.request(routes.restoreContent, {
          params: { type: 'product' },
          query: {},
          token: token[who],
          body: { version: 1 },
        }),
        upload('x.pdf', PDF, who),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
    const anonymous = await t.request(routes.saveContentDraft, {
      params: { type: 'product' },
      query: {},
      body: { document: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read('product')).json<PageContent>().title).toBe('About Tax Structure Review');
  });
});

describe('uploading attachments', () => {
  it('stores a PDF and serves it with its checked type, as a download under its name, nosniff, sandboxed', async () => {
    const res = await upload('Trial Terms (2026).pdf', PDF);
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({
      contentType: 'application/pdf',
      size: PDF.length,
      fileName: 'Trial-Terms-2026.pdf',
    });
    expect(stored.url).toMatch(/^\/api\/content\/files\/[0-9a-f-]{36}\/Trial-Terms-2026\.pdf$/);

    const file = await t.call('GET', stored.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // A PDF may carry script for the browser's viewer; it is never opened on this origin.
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Trial-Terms-2026.pdf"; filename*=UTF-8''Trial-Terms-2026.pdf`,
    );
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('replaces the trial terms PDF: an uploaded PDF becomes the trialTermsUrl of the shell once published', async () => {
    const stored = (await upload('Our trial terms.pdf', PDF)).json<{ url: string }>();
    const shell = (await read('shell')).json<ShellContent>();
    expect(shell.trialTermsUrl).not.toBe(stored.url);
    expect((await saveDraft('shell', { ...shell, trialTermsUrl: stored.url })).statusCode).toBe(204);
    expect((await publish('shell')).statusCode).toBe(200);

    const published = (await read('shell')).json<ShellContent>();
    expect(published.trialTermsUrl).toBe(stored.url);
    const terms = await t.call('GET', published.trialTermsUrl);
    expect(terms.headers['content-type']).toBe('application/pdf');
    expect(terms.rawPayload.equals(PDF)).toBe(true);
  });

  it('names an image by its detected type, whatever its name says, and shows it inline', async () => {
    const res = await upload('diagram.pdf', PNG);
    expect(res.json()).toMatchObject({ contentType: 'image/png', fileName: 'diagram.png' });
    const file = await t.call('GET', res.json().url);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBeUndefined();
  });

  it('refuses wrong types, empty and too large files with clear errors, and stores nothing', async () => {
    const before = await readdir(t.filesDir, { recursive: true });
    const cases: [string, Buffer, number, string][] = [
      [
        'page.html',
        Buffer.from('<html><script>alert(1)</script></html>'),
        400,
        'The file page.html is not a PDF or an image (PNG, JPEG, GIF or WebP). Only these can be uploaded.',
      ],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        400,
        'The file logo.svg is not a PDF or an image (PNG, JPEG, GIF or WebP). Only these can be uploaded.',
      ],
      [
        'fake.pdf',
        Buffer.from('MZ\x90\x00 not a pdf'),
        400,
        'The file fake.pdf is not a PDF or an image (PNG, JPEG, GIF or WebP). Only these can be uploaded.',
      ],
      ['empty.pdf', Buffer.alloc(0), 400, 'The file empty.pdf is empty.'],
      [
        'big.pdf',
        Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
        400,
        'The file big.pdf is larger than 5 MB.',
      ],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await upload(name, bytes);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toBe(message);
    }
    const far = await upload('huge.pdf', Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024)]));
    expect(far.statusCode).toBe(413);
    expect(await readdir(t.filesDir, { recursive: true })).toEqual(before);
  });

  it('answers 404 for a file that is not there and for a name that is not a file name', async () => {
    expect(
      (
        await t.request(routes.contentFile, {
          params: { id: '00000000-0000-4000-8000-000000000000', name: 'x.pdf' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/content/files/00000000-0000-4000-8000-000000000000/..%2F..%2Fetc'))
        .statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/content/files/not-a-uuid/x.pdf')).statusCode).toBe(404);
  });
});
