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
