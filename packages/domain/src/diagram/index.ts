/**
 * @tsr/domain/diagram: the structure as a graph and its layered layout, shared by the builder's live
 * diagram (React Flow, in the browser) and the report PDF's ownership diagram (pdfkit, on the
 * server), so both draw the same boxes, lines and labels in the same places; and the structure as
 * it stood on a date, which the web's diagram draws under its date slider.
 */

/** A date as it is read aloud, which the diagram's date slider says to a screen reader. */
export { dateInWords } from '../dates';
export {
  type AsAt,
  type DateRange,
  type DiagramAsAt,
  type DrawnState,
  diagramAsAt,
  diagramDateRange,
  type NodeAsAt,
} from './as-at';
export { asDrawn } from './as-drawn';
export {
  buildGraph,
  type DiagramEdge,
  type DiagramGraph,
  type DiagramNode,
  type DiagramSummary,
  type EntityNodeData,
  entityNodeId,
  type PartyNodeData,
  type Problem,
  partyNodeId,
  summarise,
  topologyKey,
} from './build-graph';
export { datesLabel } from './date-labels';
export {
  EDGE_COLOUR,
  EDGE_LEGEND,
  EDGE_STROKE,
  type EdgeKind,
  ENDED_LEGEND,
  ENDED_STROKE,
  ENTITY_COLOUR,
  NODE_SIZE,
  PARTY_COLOUR,
  PARTY_EDGE,
  PROBLEM_COLOUR,
} from './diagram-style';
export { type Box, type Cubic, type Curve, edgeCurve, edgeEnds, svgPath } from './edge-curve';
export { type Direction, type Layout, labelSize, layoutGraph, type Position } from './layout-graph';
