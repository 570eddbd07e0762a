import { z } from 'zod';
import { SafeMarkdown } from './markdown-addresses';
import { SafeAddress } from './safe-address';

/**
 * Spec 1 and 7.5: navigation, footer and page texts come from a content service (en-GB) with
 * built-in defaults when content is missing. The server serves these documents from the content
 * pack (GET /api/content/{type}); the web app falls back to its own defaults when a call fails.
 */
export const NavKey = z.enum([
  'Home',
  'Dashboard',
  'Product',
  'Structure',
  'Structures',
  'SurveyEditor',
  'ResponseEditor',
  'RuleEditor',
  'DefinitionEditor',
  'Preview',
  'UserReports',
  'CustomerMetrics',
  'Portfolio',
  'UserList',
  'Integrations',
  'Support',
  'ChangePassword',
  'Logout',
]);
export type NavKey = z.infer<typeof NavKey>;

export const ContentType = z.enum([
  'shell',
  'user_list',
  'review',
  'dashboard',
  'product',
  'metrics',
  'support',
  'survey',
]);
export type ContentType = z.infer<typeof ContentType>;

/**
 * Spec 7.5: the service is queried in en-GB; de-DE documents are kept too and read when the
 * user's locale is de-DE, with en-GB as the fallback.
 */
export const ContentLocale = z.enum(['en-GB', 'de-DE']);
export type ContentLocale = z.infer<typeof ContentLocale>;

/**
 * The documents that hold addresses (the shell's footer links and trial terms, a page's Markdown
 * text and attachments), built twice: `address` and `markdown` check every address against the
 * one address rule (safe-address.ts) in what an admin saves, and take any string in
 * what is read back from storage.
 */
function addressDocuments(address: z.ZodString, markdown: (max: number) => z.ZodString) {
  const FooterLink = z.object({ title: z.string(), url: address, public: z.boolean() });

  /** The application shell document (content type 'shell'). */
  const ShellContent = z.object({
    title: z.string(),
    /** Navigation titles by entry; an entry absent here shows the title 'missing' (spec 1). */
    navigation: z.array(z.object({ key: NavKey, title: z.string() })),
    footer: z.object({
      copyright: z.string(),
      companyDetails: z.string(),
      links: z.array(FooterLink),
    }),
    /** Where the trial terms PDF is served from. */
    trialTermsUrl: address,
  });

  /** A file of a page (a PDF or an image) uploaded to the file store; images need an alternative text. */
  const ContentAttachment = z
    .object({
      title: z.string().trim().min(1, 'Please enter a title for the attachment').max(200),
      url: address.max(500),
      contentType: z.string().max(100),
      size: z.number().int().min(0),
      /** Alternative text of an image (read aloud by screen readers); empty for a PDF. */
      alt: z.string().max(300),
    })
    .refine((a) => !a.contentType.startsWith('image/') || a.alt.trim().length > 0, {
      message: 'Please enter an alternative text for the image',
      path: ['alt'],
    });

  /**
   * A page's document (user_list, review, dashboard, product, metrics, support): a title, the text
   * in Markdown (rendered by the same renderer as the report and questionnaire), and attachments.
   */
  const PageContent = z.object({
    title: z.string().max(200),
    body: markdown(50_000),
    attachments: z.array(ContentAttachment).max(20),
  });

  return { FooterLink, ShellContent, ContentAttachment, PageContent };
}

const checked = addressDocuments(SafeAddress, SafeMarkdown);
const asStored = addressDocuments(z.string(), (max) => z.string().max(max));

/** What an admin may save: every address is https:, http:, mailto: or relative. */
export const FooterLink = checked.FooterLink;
export type FooterLink = z.infer<typeof FooterLink>;
export const ShellContent = checked.ShellContent;
export type ShellContent = z.infer<typeof ShellContent>;
export const ContentAttachment = checked.ContentAttachment;
export type ContentAttachment = z.infer<typeof ContentAttachment>;
export const PageContent = checked.PageContent;
export type PageContent = z.infer<typeof PageContent>;

/**
 * The same documents as stored and read back: a draft or version saved before the address rule
 * still loads (a reader's renderers never make a link of an unsafe address; an editor shows the
 * admin what to fix), and its publish is refused (docs/authoring.md, "Addresses").
 */
export const StoredShellContent = asStored.ShellContent;
export const StoredPageContent = asStored.PageContent;

/** The structure builder's intro texts (spec 2.4): the single document 'survey'. */
export const SurveyIntroContent = z.object({
  title: z.string().max(200),
  instruction: z.string().max(5000),
  nonIndividualSettlors: z.string().max(5000),
  settlors: z.string().max(5000),
  nonIndividualFounders: z.string().max(5000),
  founders: z.string().max(5000),
  owners: z.string().max(5000),
  shareholders: z.string().max(5000),
  nominee: z.string().max(5000),
});
export type SurveyIntroContent = z.infer<typeof SurveyIntroContent>;

export type PageContentType = Exclude<ContentType, 'shell' | 'survey'>;
export const PAGE_CONTENT_TYPES = ContentType.options.filter(
  (t): t is PageContentType => t !== 'shell' && t !== 'survey',
);

/**
 * The schema of each document type: what an admin may save (and what a publish or restore checks
 * again). Readers receive `ContentDocument`, which takes what was stored before the address rule.
 */
export const CONTENT_SCHEMAS = {
  shell: ShellContent,
  survey: SurveyIntroContent,
  user_list: PageContent,
  review: PageContent,
  dashboard: PageContent,
  product: PageContent,
  metrics: PageContent,
  support: PageContent,
} as const satisfies Record<ContentType, z.ZodType>;

export type ContentDocumentOf<T extends ContentType> = z.infer<(typeof CONTENT_SCHEMAS)[T]>;

/**
 * A document checked against its type's schema, as the API saves and publishes it and the site
 * editor checks it before a save: the parsed document, or the first fault with the field it is in
 * ('Addresses starting with ... (footer.links.4.url)').
 */
export function checkContentDocument<T extends ContentType>(
  type: T,
  document: unknown,
): { ok: true; document: ContentDocumentOf<T> } | { ok: false; fault: string } {
  const parsed = CONTENT_SCHEMAS[type].safeParse(document);
  if (parsed.success) return { ok: true, document: parsed.data as ContentDocumentOf<T> };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.map(String).join('.')})` : '';
  return { ok: false, fault: `${issue?.message ?? 'Invalid document'}${where}` };
}

/** Any document as stored, as the read and editor routes answer it. */
export const ContentDocument = z.union([StoredShellContent, StoredPageContent, SurveyIntroContent]);
export type ContentDocument = z.infer<typeof ContentDocument>;

/** Spec 7.5 editor view of one document in one locale. */
export const ContentVersionInfo = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});
export type ContentVersionInfo = z.infer<typeof ContentVersionInfo>;

export const ContentEditorState = z.object({
  type: ContentType,
  locale: ContentLocale,
  /** What readers see now (the newest published version), or null while only the default shows. */
  published: ContentVersionInfo.extend({ document: ContentDocument }).nullable(),
  draft: z.object({ document: ContentDocument, savedAt: z.string() }).nullable(),
  /** The content pack's document, shown while nothing is published. */
  fallback: ContentDocument,
  /** Every published version, newest first. */
  versions: z.array(ContentVersionInfo),
});
export type ContentEditorState = z.infer<typeof ContentEditorState>;

/** Upload limits: the type is checked from the file's first bytes, not its name. */
export const CONTENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;
/**
 * The uploaded types a browser shows inside a page: raster images, which cannot run
 * script. Every other uploaded file (a PDF) is served as a download (`Content-Disposition:
 * attachment`), never rendered by the browser on this site's origin.
 */
export const INLINE_CONTENT_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];
/** Where uploaded files are served from (GET /api/content/files/:id/:name). */
export const CONTENT_FILES_PATH = '/api/content/files/';
/** Whether an address is an uploaded file (so a PDF there downloads rather than opens). */
export const isUploadedFile = (url: string): boolean => url.startsWith(CONTENT_FILES_PATH);

export const ContentFileUpload = z.object({
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes, base64-encoded (the API speaks JSON). */
  dataBase64: z.string(),
});
export const ContentFileStored = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  fileName: z.string(),
});
export type ContentFileStored = z.infer<typeof ContentFileStored>;
