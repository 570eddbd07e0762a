import { lazy } from 'react';

/**
 * The diagram's two lazily loaded chunks: the panel (the date slider, what the structure spans as
 * at a date, the full-screen view) and the drawing (React Flow, dagre, the graph with its summary
 * and legend). Each is imported from here alone, and the two share nothing of the diagram's but its
 * ids and styles: vite.config.ts puts a module two chunks share into the common chunk that every
 * screen loads.
 * The panel asks for the drawing as it asks for itself, so the two download side by side rather
 * than one after the other.
 */
export const loadDrawing = () => import('./StructureDiagram');

export const loadPanel = () => {
  // A failed download is left to the drawing's lazy import, which asks again when it is drawn.
  void loadDrawing().catch(() => undefined);
  return import('./DiagramPanel');
};

/** The drawing, React Flow and dagre: loaded when a diagram is first drawn. */
export const StructureDrawing = lazy(loadDrawing);
