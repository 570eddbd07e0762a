import '@xyflow/react/dist/style.css';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import {
  buildGraph,
  type DiagramAsAt,
  type DiagramGraph,
  type DiagramNode,
  type DiagramSummary,
  type Direction,
  EDGE_COLOUR,
  EDGE_STROKE,
  ENDED_STROKE,
  ENTITY_COLOUR,
  type Layout,
  layoutGraph,
  NODE_SIZE,
  type Position,
  summarise,
  topologyKey,
} from '@tsr/domain/diagram';
import {
  Background,
  type FitViewOptions,
  Position as FlowPosition,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { countOf } from '../count-words';
import { type DatedFlowEdge, EDGE_TYPES } from './DatedEdge';
import { DiagramControls } from './DiagramControls';
import { DiagramFrame, type DiagramHeight } from './DiagramFrame';
import { DiagramLegend } from './DiagramLegend';
import { type EntityFlowNode, NODE_TYPES, type PartyFlowNode } from './DiagramNodes';
import { useStableItems } from './useStableItems';

export interface StructureDiagramProps {
  structure: SurveyStructure;
  findings: readonly StructureFinding[];
  /** A node was clicked: the form shows that entity (and party). */
  onSelect?: (entityId: string, partyId?: string) => void;
  /** The structure as at a date (diagramAsAt of the same structure); null or absent: as given. */
  asAt?: DiagramAsAt | null;
  /** The drawing's height; the summary sits above it and the legend below. */
  height?: DiagramHeight;
}

type FlowNode = EntityFlowNode | PartyFlowNode;

/** The mini map's size; it sits in the drawing's bottom-right corner, on wide screens only. */
const MINI_MAP = { width: 140, height: 90, margin: 12 } as const;

/**
 * Fitting never zooms out below the scale at which names can still be read; a larger structure
 * is then shown in part (the mini map shows where), and can be zoomed out by hand or opened full
 * screen. While the mini map is shown, the fit keeps the band along the bottom that it sits in
 * clear, so it never covers a node of a structure that fits.
 */
export function fitOptions(miniMap: boolean): FitViewOptions {
  const bottom = miniMap ? MINI_MAP.height + 2 * MINI_MAP.margin : 24;
  return {
    padding: { top: '24px', left: '24px', right: '24px', bottom: `${bottom}px` },
    minZoom: 0.55,
    maxZoom: 1.1,
  };
}

/**
 * The live diagram of the structure (loaded lazily with React Flow and dagre). The layout is
 * recomputed only when nodes or links come or go, while names and date labels update in place;
 * nodes and edges that did not change keep their objects, so React Flow redraws only the others.
 * As at a date, what had not begun is hidden in its place and what had ended is greyed: moving
 * the date never moves a node nor refits the view.
 */
export default function StructureDiagram({
  structure,
  findings,
  onSelect,
  asAt = null,
  height = 'fill',
}: StructureDiagramProps) {
  const graph = useMemo(() => buildGraph(structure, findings, asAt), [structure, findings, asAt]);
  // The summary and the legend come with the drawing, in its chunk: what they read of the graph
  // would otherwise be shared with the panel's chunk, and so loaded by every screen (diagram-chunks.ts).
  return (
    <Stack sx={height === 'fill' ? { flex: 1, minHeight: 0, height: '100%' } : undefined}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {summaryText(summarise(graph), asAt !== null)}
      </Typography>
      <DiagramFrame height={height}>
        <ReactFlowProvider>
          <Diagram graph={graph} onSelect={onSelect} />
        </ReactFlowProvider>
      </DiagramFrame>
      <DiagramLegend asAtDate={asAt !== null} />
    </Stack>
  );
}

/** What is drawn, in words: '3 entities, 3 parties, 1 ownership link', and as at a date what has ended. */
export function summaryText(summary: DiagramSummary, asAtDate: boolean): string {
  const drawn = [
    countOf(summary.entities, 'entity', 'entities'),
    countOf(summary.parties, 'party', 'parties'),
    countOf(summary.ownerships, 'ownership link'),
  ].join(', ');
  return asAtDate ? `${drawn}; ${countOf(summary.ended, 'link')} ended` : drawn;
}

function Diagram({ graph, onSelect }: { graph: DiagramGraph; onSelect: StructureDiagramProps['onSelect'] }) {
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
    (node) => JSON.stringify([node.data, node.position, node.sourcePosition, node.hidden]),
  );
  const edges = useStableItems(
    useMemo(() => graph.edges.map((edge) => toFlowEdge(edge, layout)), [graph, layout]),
    (edge) => JSON.stringify([edge.label, edge.data, edge.style, edge.hidden]),
  );

  const theme = useTheme();
  // Small screens have no room for a mini map beside a drawing this size.
  const roomForMiniMap = useMediaQuery(theme.breakpoints.up('md'));
  const [miniMapWanted, setMiniMapWanted] = useState(true);
  const miniMap = roomForMiniMap && miniMapWanted;
  const fit = useMemo(() => fitOptions(miniMap), [miniMap]);

  return (
    <Stack sx={{ height: '100%' }}>
      <DiagramControls
        fit={fit}
        miniMap={roomForMiniMap ? { shown: miniMapWanted, toggle: () => setMiniMapWanted((v) => !v) } : null}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          fitView
          fitViewOptions={fit}
          minZoom={0.1}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          onNodeClick={(_, node) =>
            onSelect?.(node.data.entityId, node.data.kind === 'party' ? node.data.partyId : undefined)
          }
        >
          <FitOnChange topology={topology} fit={fit} />
          <Background gap={24} color="#e3e7ee" />
          {miniMap && (
            <MiniMap<FlowNode>
              pannable
              zoomable
              style={{ width: MINI_MAP.width, height: MINI_MAP.height, margin: MINI_MAP.margin }}
              nodeColor={(node) =>
                node.data.kind === 'entity' ? ENTITY_COLOUR[node.data.entityType] : '#c5ccd8'
              }
            />
          )}
        </ReactFlow>
      </Box>
    </Stack>
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

/**
 * Fits the view again when nodes or links come or go (not on every letter typed), and when the
 * mini map comes or goes.
 */
function FitOnChange({ topology, fit }: { topology: string; fit: FitViewOptions }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (!topology) return;
    const frame = requestAnimationFrame(() => void fitView({ ...fit, duration: 200 }));
    return () => cancelAnimationFrame(frame);
  }, [topology, fit, fitView]);
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
    hidden: node.data.state === 'hidden',
    // Where the edges meet the node: top and bottom when drawn top-down, sides when left to right.
    targetPosition: direction === 'TB' ? FlowPosition.Top : FlowPosition.Left,
    sourcePosition: direction === 'TB' ? FlowPosition.Bottom : FlowPosition.Right,
  };
  return node.data.kind === 'entity'
    ? { ...fixed, type: 'entity', data: node.data }
    : { ...fixed, type: 'party', data: node.data };
}

function toFlowEdge(edge: DiagramGraph['edges'][number], layout: Layout): DatedFlowEdge {
  const ended = edge.state === 'ended';
  const colour = ended ? ENDED_STROKE.colour : EDGE_COLOUR[edge.kind];
  const stroke = ended ? ENDED_STROKE : EDGE_STROKE[edge.kind];
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    type: 'dated',
    hidden: edge.state === 'hidden',
    label: edge.label,
    markerEnd: { type: MarkerType.ArrowClosed, color: colour, width: 16, height: 16 },
    style: { stroke: colour, strokeWidth: stroke.width, strokeDasharray: stroke.dash },
    data: { labelAt: layout.labels.get(edge.id) ?? null, direction: layout.direction, colour },
  };
}
