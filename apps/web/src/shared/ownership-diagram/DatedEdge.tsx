import { type Direction, edgeCurve, type Position, svgPath } from '@tsr/domain/diagram';
import { BaseEdge, type Edge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';

export type DatedEdgeData = {
  /** Where the layout reserved room for the label (flow coordinates). */
  labelAt: Position | null;
  direction: Direction;
  colour: string;
};
export type DatedFlowEdge = Edge<DatedEdgeData, 'dated'>;

/**
 * An edge drawn through the point the layout reserved for its label, with the dates there. Labels
 * of edges that meet at one entity then sit side by side instead of on top of each other.
 */
export function DatedEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  data,
  label,
  markerEnd,
  style,
}: EdgeProps<DatedFlowEdge>) {
  const direction = data?.direction ?? 'TB';
  const at = data?.labelAt ?? { x: (sourceX + targetX) / 2, y: (sourceY + targetY) / 2 };
  const path = svgPath(edgeCurve(direction, { x: sourceX, y: sourceY }, at, { x: targetX, y: targetY }));
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {label && (
        <EdgeLabelRenderer>
          <div
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${at.x}px, ${at.y}px)`,
              fontSize: 11.5,
              lineHeight: '16px',
              padding: '0 5px',
              borderRadius: 4,
              background: 'rgba(255,255,255,0.94)',
              border: `1px solid ${data?.colour ?? '#c5ccd8'}`,
              color: '#1a2b4c',
              whiteSpace: 'nowrap',
            }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/** Edge components by edge type; defined once, outside any component, as React Flow asks. */
export const EDGE_TYPES = { dated: DatedEdge };
