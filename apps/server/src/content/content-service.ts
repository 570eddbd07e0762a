import {
  type ContentDocument,
  type ContentEditorState,
  type ContentLocale,
  type ContentType,
  checkContentDocument,
} from '@tsr/contract';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertEditsSiteContent } from '../http/policies';
import { type CachedDocument, ContentCache } from './content-cache';
import { packDocument } from './content-defaults';
import { ContentStore } from './content-store';

/**
 * Site content (spec 7.5): what readers get, and the editor's draft, publish and
 * restore. Readers get, in order: the newest published version in their locale, the content
 * pack's document in that locale, then the same two in en-GB. Every type has an en-GB default,
 * so a reader always gets a document.
 */
export class ContentService {
  private readonly store: ContentStore;
  private readonly cache: ContentCache;

  constructor(
    db: Db,
    private readonly productName: string,
    cache = new ContentCache(),
  ) {
    this.store = new ContentStore(db);
    this.cache = cache;
  }

  read(type: ContentType, locale: ContentLocale): Promise<CachedDocument> {
    return this.cache.get(`${type}|${locale}`, () => this.resolve(type, locale));
  }

  private async resolve(type: ContentType, locale: ContentLocale): Promise<ContentDocument> {
    const own =
      (await this.store.latest(type, locale))?.document ?? packDocument(type, locale, this.productName);
    if (own) return own;
    return (
      (await this.store.latest(type, 'en-GB'))?.document ??
      (packDocument(type, 'en-GB', this.productName) as ContentDocument)
    );
  }

  async editorState(p: Principal, type: ContentType, locale: ContentLocale): Promise<ContentEditorState> {
    assertEditsSiteContent(p);
    const [published, draft, versions] = await Promise.all([
      this.store.latest(type, locale),
      this.store.draft(type, locale),
      this.store.history(type, locale),
    ]);
    return {
      type,
      locale,
      published,
      draft,
      fallback:
        packDocument(type, locale, this.productName) ??
        (packDocument(type, 'en-GB', this.productName) as ContentDocument),
      versions,
    };
  }

  async saveDraft(p: Principal, type: ContentType, locale: ContentLocale, input: unknown): Promise<void> {
    assertEditsSiteContent(p);
    const checked = checkContentDocument(type, input);
    if (!checked.ok) throw new AppError('BAD_REQUEST', checked.fault);
    await this.store.saveDraft(type, locale, checked.document, p.userId);
  }

  /**
   * The draft is checked again before it is published: a draft saved before a rule came (an
   * address the address rule now refuses) is refused rather than served to every reader.
   */
  async publish(p: Principal, type: ContentType, locale: ContentLocale): Promise<number> {
    assertEditsSiteContent(p);
    const draft = await this.store.draft(type, locale);
    if (!draft) throw new AppError('CONFLICT', 'There is no draft to publish. Save a draft first.');
    const fault = documentFault(type, draft.document);
    if (fault) throw new AppError('UNPROCESSABLE', CONTENT_SERVICE_MESSAGES.draftRefused(fault));
    const version = await this.publishing(() =>
      this.store.publish(type, locale, draft.document, p.userId, { dropDraft: true }),
    );
    return version;
  }

  async restore(p: Principal, type: ContentType, locale: ContentLocale, version: number): Promise<number> {
    assertEditsSiteContent(p);
    const document = await this.store.version(type, locale, version);
    if (!document) throw new AppError('NOT_FOUND', 'This version does not exist.');
    const fault = documentFault(type, document);
    if (fault) throw new AppError('UNPROCESSABLE', CONTENT_SERVICE_MESSAGES.versionRefused(version, fault));
    return this.publishing(() => this.store.publish(type, locale, document, p.userId, { dropDraft: false }));
  }

  private async publishing(run: () => Promise<number>): Promise<number> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(
          'CONFLICT',
          'Another admin published this document at the same time. Please try again.',
        );
      }
      throw err;
    } finally {
      // A de-DE reader may be reading the en-GB version, so every entry goes.
      this.cache.clear();
    }
  }
}

export const CONTENT_SERVICE_MESSAGES = {
  draftRefused: (fault: string) =>
    `The draft was not published: ${fault}. Correct it, save the draft and publish again.`,
  versionRefused: (version: number, fault: string) =>
    `Version ${version} cannot be published again: ${fault}. Publish a corrected draft instead.`,
} as const;

/** Why a stored document may not be published as it is, or null. */
function documentFault(type: ContentType, document: unknown): string | null {
  const checked = checkContentDocument(type, document);
  return checked.ok ? null : checked.fault;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
