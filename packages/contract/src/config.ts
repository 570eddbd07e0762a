import { z } from 'zod';

/** GET /api/config: the only configuration that reaches the browser. Never holds secrets. */
export const PublicConfig = z.object({
  productName: z.string(),
  productShortName: z.string(),
  /** 'production' hides the Sign up link on Login (spec 2.3). */
  environment: z.enum(['development', 'production']),
  helpChat: z.object({ provider: z.enum(['crisp', 'tawk']), siteId: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * GET /api/editor/designer-config, admins only: what the survey editor's SurveyJS Creator starts
 * with. The licence key (SURVEYJS_LICENSE_KEY) is made for the browser, but is the provider's
 * purchase: it reaches only the admins who open the Creator, never the public bundle or /api/config.
 */
export const DesignerConfig = z.object({ surveyJsLicenseKey: z.string().nullable() });
export type DesignerConfig = z.infer<typeof DesignerConfig>;
