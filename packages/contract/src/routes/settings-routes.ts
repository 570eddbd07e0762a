import { SiteSettings, SiteSettingsUpdate } from '../site-settings';
import { defineRoute } from './define-route';

const tag = 'settings';
const access = ['admin'] as const;

/** The provider's site settings (issue 34): read and changed by admins. */
export const settingsRoutes = {
  siteSettings: defineRoute({
    method: 'GET',
    path: '/api/settings',
    tag,
    summary: "The site's settings, each with its default when never set (admin)",
    access,
    responses: { 200: SiteSettings },
  }),
  saveSiteSettings: defineRoute({
    method: 'PUT',
    path: '/api/settings',
    tag,
    summary: 'Change some of the site settings (admin); answers every setting as it now is',
    otherStatuses: {
      400: 'A setting is out of its range (`coverageThreshold`: a whole percentage, 0 to 100).',
    },
    access,
    body: SiteSettingsUpdate,
    responses: { 200: SiteSettings },
  }),
};
