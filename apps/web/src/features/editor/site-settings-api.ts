import { routes, type SiteSettingsUpdate } from '@tsr/contract';
import { call } from '../../api/client';

/** The provider's site settings (issue 34): the coverage threshold the golden dialog sets. */
export const siteSettings = () => call(routes.siteSettings);
export const saveSiteSettings = (update: SiteSettingsUpdate) =>
  call(routes.saveSiteSettings, { body: update });
