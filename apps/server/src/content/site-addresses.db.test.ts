import {
  ADDRESS_MESSAGES,
  type ContentEditorState,
  type ContentLocale,
  type ContentType,
  MARKDOWN_ADDRESS_MESSAGE,
  type PageContent,
  routes,
  type ShellContent,
} from '@tsr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContentDrafts, siteContentVersions } from '../db/schema';
import { adminTestApp } from '../testing/admin-app';
import type { TestApp } from '../testing/test-app';
import { CONTENT_SERVICE_MESSAGES } from './content-service';

/**
 * Every address of site content (footer links, the trial terms, a page's attachments
 * and the links of its Markdown text) is https:, http:, mailto: or relative; anything else is a
 * 400 naming the field. Documents stored before the rule still load, and are refused at publish
 * and restore.
 */
let t: TestApp;
let admin = '';

beforeAll(async () => {
  ({ t, admin } = await adminTestApp({ pack: false }));
});
afterAll(() => t.close());

const saveDraft = (type: ContentType, document: unknown, locale: ContentLocale = 'en-GB') =>
  t.request(routes.saveContentDraft, {
    params: { type },
    query: { locale },
    token: admin,
    body: { document },
  });
const publish = (type: ContentType, locale: ContentLocale = 'en-GB') =>
  t.request(routes.publishContent, { params: { type }, query: { locale }, token: admin });
const restore = (type: ContentType, version: number, locale: ContentLocale = 'en-GB') =>
  t.request(routes.restoreContent, { params: { type }, query: { locale }, token: admin, body: { version } });
const read = (type: ContentType, locale: ContentLocale = 'en-GB') =>
  t.request(routes.content, { params: { type }, query: { locale } });
const editorState = async (type: ContentType, locale: ContentLocale = 'en-GB') =>
  (
    await t.request(routes.contentEditorState, { params: { type }, query: { locale }, token: admin })
  ).json<ContentEditorState>();

const SCRIPT = ADDRESS_MESSAGES.scheme('javascript');
const shell = async (): Promise<ShellContent> => (await read('shell')).json<ShellContent>();
const withLink = (base: ShellContent, url: string): ShellContent => ({
  ...base,
  footer: { ...base.footer, links: [...base.footer.links, { title: 'Click', url, public: true }] },
});
const pdfAttachment = (url: string) => ({
  title: 'Terms',
  url,
  contentType: 'application/pdf',
  size: 100,
  alt: '',
});

describe('storing site content addresses', () => {
  it('refuses an unsafe address in every field that stores one, naming the field', async () => {
    const base = await shell();
    const index = base.footer.links.length;
    const cases: [ContentType, unknown, string][] = [
      ['shell', withLink(base, 'javascript:alert(1)'), `${SCRIPT} (footer.links.${index}.url)`],
      [
        'shell',
        { ...base, trialTermsUrl: 'JaVaScRiPt:alert(1)' },
        `${ADDRESS_MESSAGES.scheme('JaVaScRiPt')} (trialTermsUrl)`,
      ],
      [
        'product',
        {
          title: 'About',
          body: 'Fine.',
          attachments: [pdfAttachment('data:application/pdf;base64,JVBERi0=')],
        },
        `${ADDRESS_MESSAGES.scheme('data')} (attachments.0.url)`,
      ],
      [
        'product',
        { title: 'About', body: 'Read [this](javascript:alert(1)).', attachments: [] },
        `${MARKDOWN_ADDRESS_MESSAGE('javascript:alert(1)', SCRIPT)} (body)`,
      ],
      [
        'support',
        { title: 'Support', body: 'See [x][r].\n\n[r]: vbscript:msgbox', attachments: [] },
        `${MARKDOWN_ADDRESS_MESSAGE('vbscript:msgbox', ADDRESS_MESSAGES.scheme('vbscript'))} (body)`,
      ],
    ];
    for (const [type, document, message] of cases) {
      const res = await saveDraft(type, document);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Nothing was stored: no draft of either document.
    expect((await editorState('shell')).draft).toBeNull();
    expect((await editorState('product')).draft).toBeNull();
  });

  it('refuses obfuscated and other-site addresses in a footer link', async () => {
    const base = await shell();
    const index = base.footer.links.length;
    const cases: [string, string][] = [
      [' javascript:alert(1)', ADDRESS_MESSAGES.hidden('U+0020')],
      ['java\tscript:alert(1)', ADDRESS_MESSAGES.hidden('U+0009')],
      ['\u0001javascript:alert(1)', ADDRESS_MESSAGES.hidden('U+0001')],
      ['//evil.example', ADDRESS_MESSAGES.otherSite],
      ['/\\evil.example', ADDRESS_MESSAGES.backslash],
      ['file:///etc/passwd', ADDRESS_MESSAGES.scheme('file')],
      ['', ADDRESS_MESSAGES.empty],
    ];
    for (const [url, message] of cases) {
      const res = await saveDraft('shell', withLink(base, url));
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json().message).toBe(`${message} (footer.links.${index}.url)`);
    }
  });

  it('takes web, mail and relative addresses', async () => {
    const base = await shell();
    for (const url of [
      'https://www.gov.uk',
      'HTTP://example.com',
      'mailto:help@example.com',
      '/support',
      '#fees',
      'terms.pdf',
    ])
      expect((await saveDraft('shell', withLink(base, url), 'de-DE')).statusCode, url).toBe(204);
    const page: PageContent = {
      title: 'Dashboard',
      body: 'See [HMRC](https://www.gov.uk/hmrc), [us](mailto:help@example.com) and [fees](#fees).',
      attachments: [pdfAttachment('/api/content/files/00000000-0000-4000-8000-000000000000/terms.pdf')],
    };
    expect((await saveDraft('dashboard', page, 'de-DE')).statusCode).toBe(204);
  });
});

describe('site content stored before the address rule', () => {
  it('still loads in the editor, is refused at publish naming the field, and publishes once corrected', async () => {
    const base = await shell();
    const old = withLink(base, 'javascript:alert(document.cookie)');
    await t.database.db.insert(siteContentDrafts).values({ type: 'shell', locale: 'en-GB', document: old });

    const state = await editorState('shell');
    expect(state.draft?.document).toEqual(old);

    const refused = await publish('shell');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      CONTENT_SERVICE_MESSAGES.draftRefused(`${SCRIPT} (footer.links.${base.footer.links.length}.url)`),
    );
    expect((await editorState('shell')).versions).toEqual([]);

    expect((await saveDraft('shell', withLink(base, 'https://www.gov.uk'))).statusCode).toBe(204);
    expect((await publish('shell')).json()).toEqual({ version: 1 });
  });

  it('refuses a page draft whose Markdown links to an unsafe address', async () => {
    const old = {
      title: 'Metrics',
      body: 'Open [the data](data:text/html,<script>alert(1)</script>)',
      attachments: [],
    };
    await t.database.db.insert(siteContentDrafts).values({ type: 'metrics', locale: 'en-GB', document: old });
    expect((await editorState('metrics')).draft?.document).toEqual(old);
    const refused = await publish('metrics');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('(body)');
    expect(refused.json().message).toContain(
      "The link to 'data:text/html,<script>alert(1)</script>' is refused.",
    );
  });

  it('still reads a published version with an unsafe address, and does not restore it', async () => {
    const old = {
      title: 'Reviews',
      body: 'Intro',
      attachments: [pdfAttachment('javascript:alert(1)')],
    };
    await t.database.db
      .insert(siteContentVersions)
      .values({ type: 'review', locale: 'de-DE', version: 1, document: old });
    const reader = await read('review', 'de-DE');
    expect(reader.statusCode).toBe(200);
    expect(reader.json()).toEqual(old);

    const refused = await restore('review', 1, 'de-DE');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      CONTENT_SERVICE_MESSAGES.versionRefused(1, `${SCRIPT} (attachments.0.url)`),
    );
    expect((await editorState('review', 'de-DE')).versions.map((v) => v.version)).toEqual([1]);
  });
});
