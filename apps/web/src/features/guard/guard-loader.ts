import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { refreshViewer } from '../viewer/viewer-query';
import { type Access, accessRedirect } from './access';

/**
 * The navigation guard of spec 2.1 as a route loader: it refreshes the current user, then lets the
 * navigation through or redirects. Every route of the route table carries one.
 */
export function guardLoader(queryClient: QueryClient, access: Access) {
  return async ({ request }: LoaderFunctionArgs) => {
    const viewer = await refreshViewer(queryClient);
    const target = accessRedirect(viewer, access, new URL(request.url).pathname);
    if (target) throw redirect(target);
    return null;
  };
}
