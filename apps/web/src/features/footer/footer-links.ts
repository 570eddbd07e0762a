import type { FooterLink } from '@tsr/contract';
import { isSignedIn, type Viewer } from '../viewer/viewer';

/** Spec 2.2: a link marked public shows only when signed out; the others only when signed in. */
export function visibleFooterLinks(links: readonly FooterLink[], viewer: Viewer): FooterLink[] {
  const signedIn = isSignedIn(viewer);
  return links.filter((link) => link.public !== signedIn);
}
