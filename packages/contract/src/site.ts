import { z } from 'zod';

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
  'SurveyEditor',
  'ResponseEditor',
  'RuleEditor',
  'DefinitionEditor',
  'Preview',
  'UserReports',
  'CustomerMetrics',
  'UserList',
  'Support',
  'ChangePassword',
  'Logout',
]);
export type NavKey = z.infer<typeof NavKey>;

export const FooterLink = z.object({ title: z.string(), url: z.string(), public: z.boolean() });
export type FooterLink = z.infer<typeof FooterLink>;

/** The application shell document (content type 'shell'). */
export const ShellContent = z.object({
  title: z.string(),
  /** Navigation titles by entry; an entry absent here shows the title 'missing' (spec 1). */
  navigation: z.array(z.object({ key: NavKey, title: z.string() })),
  footer: z.object({
    copyright: z.string(),
    companyDetails: z.string(),
    links: z.array(FooterLink),
  }),
  /** Where the trial terms PDF is served from. */
  trialTermsUrl: z.string(),
});
export type ShellContent = z.infer<typeof ShellContent>;

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
