import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import { OwnershipDiagram } from '../../../shared/ownership-diagram/OwnershipDiagram';
import StructureDiagram from './StructureDiagram';

interface DiagramPanelProps {
  structure: SurveyStructure;
  findings: readonly StructureFinding[];
  onSelect: (entityId: string, partyId?: string) => void;
}

/**
 * The live diagram beside the builder's form (shared/ownership-diagram): a click on a node shows
 * that entity or party in the form.
 */
export function DiagramPanel(props: DiagramPanelProps) {
  return <OwnershipDiagram {...props} drawing={StructureDiagram} />;
}
