import '@xyflow/react/dist/style.css';
import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import {
  Background,
  Controls,
  Position as FlowPosition,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import { buildGraph, type DiagramGraph, type DiagramNode, topologyKey } from './build-graph';
import { type DatedFlowEdge, EDGE_TYPES } from './DatedEdge';
import { type EntityFlowNode, NODE_TYPES, type PartyFlowNode } from './DiagramNodes';
import { EDGE_COLOUR, ENTITY_COLOUR, NODE_SIZE } from './diagram-style';
import { type Direction, type Layout, layoutGraph, type Position } from './layout-graph';
import { useStableItems } from './useStableItems';

export interface StructureDiagramProps {
  structure: SurveyStructure;
  findings: readonly StructureFinding[];
  /** A node was clicked: the form shows that entity (and party). */
  onSelect?: (entityId: string, partyId?: string) => void;
}

type FlowNode = EntityFlowNode | PartyFlowNode;

/**
 * Fitting never zooms out below the scale at which names can still be read; a larger structure
 * is then shown in part (the mini map shows where), and can be zoomed out by hand or opened full
 * screen.
 */
const FIT = { padding: 0.12, minZoom: 0.55, maxZoom: 1.1 };

/**
 * The live diagram of the structure (loaded lazily with React Flow and dagre). The layout is
 * recomputed only when nodes or links come or go, while names and date labels update in place;
 * nodes and edges that did not change keep their objects, so React Flow redraws only the others.
 */
export default function StructureDiagram(props: StructureDiagramProps) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}

function Diagram({ structure, findings, onSelect }: StructureDiagramProps) {
  const graph = useMemo(() => buildGraph(structure, findings), [structure, findings]);
  const topology = topologyKey(graph);
  const layout = useLayout(graph, topology);

  const nodes = useStableItems(
    useMemo(
      () =>
        graph.nodes.map((node) =>
          toFlowNode(node, layout.positions.get(node.id) ?? { x: 0, y: 0 }, layout.direction),
        ),
      [graph, layout],
    ),
    (node) => JSON.stringify([node.data, node.position, node.sourcePosition]),
  );
  const edges = useStableItems(
    useMemo(() => graph.edges.map((edge) => toFlowEdge(edge, layout)), [graph, layout]),
    (edge) => JSON.stringify([edge.label, edge.data]),
  );

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      fitView
      fitViewOptions={FIT}
      minZoom={0.1}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      onNodeClick={(_, node) =>
        onSelect?.(node.data.entityId, node.data.kind === 'party' ? node.data.partyId : undefined)
      }
    >
      <FitOnChange topology={topology} />
      <Background gap={24} color="#e3e7ee" />
      <Controls showInteractive={false} />
      <MiniMap<FlowNode>
        pannable
        zoomable
        nodeColor={(node) => (node.data.kind === 'entity' ? ENTITY_COLOUR[node.data.entityType] : '#c5ccd8')}
      />
    </ReactFlow>
  );
}

/** dagre only when the topology changes; the layout is kept otherwise. */
function useLayout(graph: DiagramGraph, topology: string): Layout {
  const cache = useRef<{ topology: string; layout: Layout } | null>(null);
  if (cache.current?.topology !== topology) {
    cache.current = { topology, layout: layoutGraph(graph) };
  }
  return cache.current.layout;
}

/** Fits the view again when nodes or links come or go (not on every letter typed). */
function FitOnChange({ topology }: { topology: string }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (!topology) return;
    const frame = requestAnimationFrame(() => void fitView({ ...FIT, duration: 200 }));
    return () => cancelAnimationFrame(frame);
  }, [topology, fitView]);
  return null;
}

function toFlowNode(node: DiagramNode, position: Position, direction: Direction): FlowNode {
  const fixed = {
    id: node.id,
    position,
    // Fixed sizes: the mini map and the first fit need them before React Flow has measured anything.
    ...NODE_SIZE[node.data.kind],
    draggable: false,
    connectable: false,
    // Where the edges meet the node: top and bottom when drawn top-down, sides when left to right.
    targetPosition: direction === 'TB' ? FlowPosition.Top : FlowPosition.Left,
    sourcePosition: direction === 'TB' ? FlowPosition.Bottom : FlowPosition.Right,
  };
  return node.data.kind === 'entity'
    ? { ...fixed, type: 'entity', data: node.data }
    : { ...fixed, type: 'party', data: node.data };
}

function toFlowEdge(edge: DiagramGraph['edges'][number], layout: Layout): DatedFlowEdge {
  const colour = EDGE_COLOUR[edge.kind];
  const ownership = edge.kind === 'ownership';
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    type: 'dated',
    label: edge.label,
    markerEnd: { type: MarkerType.ArrowClosed, color: colour, width: 16, height: 16 },
    style: {
      stroke: colour,
      strokeWidth: ownership ? 2.2 : 1.3,
      strokeDasharray: ownership ? undefined : '5 4',
    },
    data: { labelAt: layout.labels.get(edge.id) ?? null, direction: layout.direction, colour },
  };
}
