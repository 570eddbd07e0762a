import { StructureDrawing } from '../../../shared/ownership-diagram/diagram-chunks';

export type { StructureDiagramProps } from '../../../shared/ownership-diagram/StructureDiagram';

/**
 * The builder's drawing of its draft: the shared one (React Flow and dagre, loaded lazily), named
 * here so that the builder's screen tests can put a stand-in for React Flow in its place
 * (vi.mock('./diagram/StructureDiagram')).
 */
export default StructureDrawing;
