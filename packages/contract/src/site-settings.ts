import { z } from 'zod';

/**
 * The provider's site settings (admins): one value per key in the site_settings table, each with
 * its default when never set. The coverage threshold is the first (issue 34).
 */
export const SiteSettings = z
  .object({
    /**
     * The share of rules (percent) the golden structures must fire for Publish to go on without
     * confirming the uncovered rules; 0 is off.
     */
    coverageThreshold: z.number().int().min(0).max(100),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SITE_SETTING_DEFAULTS: SiteSettings = { coverageThreshold: 0 };

/** PUT /api/settings: the settings to change; a key left out keeps its value. */
export const SiteSettingsUpdate = SiteSettings.partial();
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdate>;
