import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import type { DiagramPanelProps } from './DiagramPanel';
import { loadPanel } from './diagram-chunks';

const DiagramPanel = lazy(loadPanel);

export type OwnershipDiagramProps = DiagramPanelProps;

/**
 * The structure's ownership diagram with its date slider, as the builder, a review's structure and
 * the report show it. What a screen imports: the panel and the drawing are loaded when it is first
 * shown, so they weigh on no screen's first paint (diagram-chunks.ts).
 */
export function OwnershipDiagram(props: OwnershipDiagramProps) {
  return (
    <Suspense
      fallback={
        <Stack sx={{ minHeight: 240, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress aria-label="Loading the diagram" />
        </Stack>
      }
    >
      <DiagramPanel {...props} />
    </Suspense>
  );
}
