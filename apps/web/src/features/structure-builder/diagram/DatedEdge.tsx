import type { Direction, Position } from '@tsr/domain/diagram';
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
  const path = throughPoint(direction, { x: sourceX, y: sourceY }, at, { x: targetX, y: targetY });
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

/** Two cubic curves, source → label point → target, leaving and arriving along the layout direction. */
function throughPoint(direction: Direction, source: Position, at: Position, target: Position): string {
  if (direction === 'TB') {
    const m1 = (source.y + at.y) / 2;
    const m2 = (at.y + target.y) / 2;
    return `M${source.x},${source.y} C${source.x},${m1} ${at.x},${m1} ${at.x},${at.y} C${at.x},${m2} ${target.x},${m2} ${target.x},${target.y}`;
  }
  const m1 = (source.x + at.x) / 2;
  const m2 = (at.x + target.x) / 2;
  return `M${source.x},${source.y} C${m1},${source.y} ${m1},${at.y} ${at.x},${at.y} C${m2},${at.y} ${m2},${target.y} ${target.x},${target.y}`;
}

/** Edge components by edge type; defined once, outside any component, as React Flow asks. */
export const EDGE_TYPES = { dated: DatedEdge };
