import dagre from '@dagrejs/dagre';
import type { DiagramGraph } from './build-graph';
import { NODE_SIZE } from './diagram-style';

export interface Position {
  x: number;
  y: number;
}

/** TB: owners above what they own, parties above their entity. LR: the same, left to right. */
export type Direction = 'TB' | 'LR';

export interface Layout {
  direction: Direction;
  /** Each node's top-left corner. */
  positions: Map<string, Position>;
  /** The centre of the room reserved for each edge's label, by edge id. */
  labels: Map<string, Position>;
}

/** The room a label needs, from its text (11.5px type: about 6.6px a character). */
export function labelSize(text: string): { width: number; height: number } {
  return { width: Math.ceil(text.length * 6.6) + 12, height: 20 };
}

/** Width to height of the panel beside the form, which is taller than wide. */
const PANEL_ASPECT = 0.65;

/** The scale at which a drawing of this size fits the panel (relative: the panel is 1 high). */
const fitScale = (size: { width: number; height: number }) =>
  Math.min(PANEL_ASPECT / Math.max(size.width, 1), 1 / Math.max(size.height, 1));

/**
 * Layered layout in which money and control flow one way: parties into their entity, owners into
 * what they own. Top-down, as structure charts are usually drawn, unless left-to-right fits the
 * panel at a clearly larger scale (wide, shallow structures), so that names stay legible.
 */
export function layoutGraph(graph: DiagramGraph): Layout {
  const topDown = layoutIn(graph, 'TB');
  const leftRight = layoutIn(graph, 'LR');
  return fitScale(leftRight) > 1.25 * fitScale(topDown)
    ? { direction: 'LR', positions: leftRight.positions, labels: leftRight.labels }
    : { direction: 'TB', positions: topDown.positions, labels: topDown.labels };
}

function layoutIn(graph: DiagramGraph, direction: Direction) {
  const layout = new dagre.graphlib.Graph();
  layout.setGraph({
    rankdir: direction,
    nodesep: direction === 'TB' ? 18 : 14,
    ranksep: direction === 'TB' ? 84 : 150,
    edgesep: 12,
    marginx: 16,
    marginy: 16,
  });
  layout.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) layout.setNode(node.id, { ...NODE_SIZE[node.data.kind] });
  for (const edge of graph.edges) {
    layout.setEdge(edge.source, edge.target, { ...labelSize(edge.label), labelpos: 'c' });
  }
  dagre.layout(layout);

  const positions = new Map<string, Position>();
  let width = 0;
  let height = 0;
  for (const node of graph.nodes) {
    const placed = layout.node(node.id);
    const size = NODE_SIZE[node.data.kind];
    const x = (placed?.x ?? 0) - size.width / 2;
    const y = (placed?.y ?? 0) - size.height / 2;
    positions.set(node.id, { x, y });
    width = Math.max(width, x + size.width);
    height = Math.max(height, y + size.height);
  }
  const labels = new Map<string, Position>();
  for (const edge of graph.edges) {
    const placed = layout.edge(edge.source, edge.target);
    if (placed?.x !== undefined && placed.y !== undefined) labels.set(edge.id, { x: placed.x, y: placed.y });
  }
  return { positions, labels, width, height };
}
