import { SiteContentEditor } from '../../features/site-editor/SiteContentEditor';

/** Issue 16: the site content editor at /admin/content (admins only; spec 2.1 has no row for it). */
export function SiteContent() {
  return <SiteContentEditor />;
}
