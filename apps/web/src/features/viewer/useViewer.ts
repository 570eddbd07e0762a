import { useQuery } from '@tanstack/react-query';
import { VISITOR, type Viewer } from './viewer';
import { viewerQuery } from './viewer-query';

/** The viewer as last read by the navigation guard. */
export function useViewer(): Viewer {
  return useQuery(viewerQuery).data ?? VISITOR;
}
