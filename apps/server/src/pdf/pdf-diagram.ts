import { ENTITY_TYPES, type EntityType, type SurveyStructure } from '@tsr/contract';
import {
  type Box,
  buildGraph,
  type DiagramEdge,
  type DiagramGraph,
  type DiagramNode,
  EDGE_COLOUR,
  EDGE_LEGEND,
  EDGE_STROKE,
  type EdgeKind,
  ENTITY_COLOUR,
  edgeCurve,
  edgeEnds,
  type Layout,
  labelSize,
  layoutGraph,
  NODE_SIZE,
  PARTY_COLOUR,
  type Position,
  topologyKey,
} from '@tsr/domain/diagram';
import { FONT } from './pdf-fonts';
import { figure, heading, paragraph, type Tag } from './pdf-tags';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
export const DIAGRAM_HEADING = 'Ownership diagram';

/**
 * The smallest scale the diagram is drawn at, so that a 50-entity structure stays legible in
 * print: names (14 px in the builder) are 8.4 pt, dates on the lines (11.5 px) 6.9 pt, a party's
 * role (10 px) 6 pt. A structure too wide for A4 at this scale gets a larger page of its own.
 */
export const MIN_SCALE = 0.6;
/** The largest page side a PDF reader must open (ISO 32000-1, Annex C: 200 inches). */
const MAX_SIDE = 14_400;
/** A4 landscape, the smallest page the diagram gets. */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
/** Room above the drawing for the page's heading and the legend. */
export const DIAGRAM_TOP = 64;

const LABEL_SIZE = 11.5;
const LABEL_PAD = 5;
const LABEL_HEIGHT = 16;

/** The ownership diagram as it is drawn: the builder's graph and layout, and the page they need. */
export interface DiagramPlan {
  graph: DiagramGraph;
  layout: Layout;
  /** The drawing's extent in layout units (the builder's pixels). */
  bounds: Box;
  scale: number;
  /** The page's size in points, for a drawing at `scale` inside `margin`. */
  page: [number, number];
}

/**
 * The ownership diagram on a page of its own (its size from planDiagram): the heading, the legend
 * and the drawing, tagged as a figure whose alternative text states the structure in words.
 */
export function writeOwnershipDiagram(doc: Doc, root: Tag, drawn: SurveyStructure, margin: number): void {
  const plan = planDiagram(drawn, margin);
  doc.addPage({ size: plan.page, margin });
  doc.outline.addItem(DIAGRAM_HEADING);
  heading(doc, root, 1, () =>
    doc.fillColor(NAVY).font(FONT.bold).fontSize(14).text(DIAGRAM_HEADING, margin, margin),
  );
  // The legend names the kinds of line drawn, in the builder legend's order.
  const lines = new Set(plan.graph.edges.map((edge) => edge.kind));
  const kinds = (Object.keys(EDGE_LEGEND) as EdgeKind[]).filter((kind) => lines.has(kind));
  if (kinds.length > 0) paragraph(doc, root, () => drawLegend(doc, margin, margin + 28, kinds));
  const box = {
    x: margin,
    y: margin + DIAGRAM_TOP,
    width: plan.bounds.width * plan.scale,
    height: plan.bounds.height * plan.scale,
  };
  figure(doc, root, { alt: diagramDescription(drawn.name, plan.graph), box }, () =>
    drawDiagram(doc, plan, box.x, box.y),
  );
}

/** Layouts kept by the graph they were made for: a review's PDFs (original, remediated, again) share one. */
const LAYOUTS_KEPT = 16;
const layouts = new Map<string, { layout: Layout; bounds: Box }>();

/**
 * The builder's layout of the graph (@tsr/domain/diagram), kept for the next PDF of the same
 * structure: dagre takes about 55 ms on 50 entities (npm run bench), about the rest of a small
 * report's PDF. Its input is the nodes, the edges and the labels' lengths; names do not move it.
 */
function layoutOf(graph: DiagramGraph): { layout: Layout; bounds: Box } {
  const key = `${topologyKey(graph)}|${graph.edges.map((edge) => edge.label.length).join(',')}`;
  const kept = layouts.get(key);
  if (kept) return kept;
  const layout = layoutGraph(graph);
  const made = { layout, bounds: layoutBounds(graph, layout) };
  if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value ?? '');
  layouts.set(key, made);
  return made;
}

/**
 * Lays the structure as drawn (before preparation) out exactly as the builder's live diagram
 * does, then chooses the scale: as large as A4 landscape allows up to life size, never
 * below MIN_SCALE (the page grows instead), and never a page larger than a reader opens.
 */
export function planDiagram(drawn: SurveyStructure, margin: number): DiagramPlan {
  const graph = buildGraph(drawn, []);
  const { layout, bounds } = layoutOf(graph);
  const room = (side: number) => side - 2 * margin;
  const fitA4 = Math.min(
    room(A4_LANDSCAPE[0]) / bounds.width,
    (room(A4_LANDSCAPE[1]) - DIAGRAM_TOP) / bounds.height,
  );
  const largest = Math.min(room(MAX_SIDE) / bounds.width, (room(MAX_SIDE) - DIAGRAM_TOP) / bounds.height);
  const scale = Math.min(Math.max(Math.min(fitA4, 1), MIN_SCALE), largest);
  const page: [number, number] = [
    Math.max(A4_LANDSCAPE[0], bounds.width * scale + 2 * margin),
    Math.max(A4_LANDSCAPE[1], bounds.height * scale + DIAGRAM_TOP + 2 * margin),
  ];
  return { graph, layout, bounds, scale, page };
}

/** The extent of the nodes and of the labels (drawn centred on the points the layout gives). */
function layoutBounds(graph: DiagramGraph, layout: Layout): Box {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const cover = (x: number, y: number, width: number, height: number) => {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  };
  for (const node of graph.nodes) {
    const at = layout.positions.get(node.id);
    const size = NODE_SIZE[node.data.kind];
    if (at) cover(at.x, at.y, size.width, size.height);
  }
  for (const edge of graph.edges) {
    const at = layout.labels.get(edge.id);
    // The room the layout reserved for the label (labelSize), centred on its point.
    const size = labelSize(edge.label);
    if (at) cover(at.x - size.width / 2, at.y - size.height / 2, size.width, size.height);
  }
  if (left === Number.POSITIVE_INFINITY) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: left, y: top, width: Math.max(right - left, 1), height: Math.max(bottom - top, 1) };
}

/**
 * Draws the plan with its top-left corner at (x, y), in page points: the lines first, then their
 * labels, then the boxes over them, as the builder draws them. Everything is placed in page
 * points (no scaled transform), so pdfkit never sees text below its page margin and breaks a page.
 */
export function drawDiagram(doc: Doc, plan: DiagramPlan, x: number, y: number): void {
  const { graph, layout, bounds, scale } = plan;
  const page = (p: Position): Position => ({
    x: x + (p.x - bounds.x) * scale,
    y: y + (p.y - bounds.y) * scale,
  });
  const boxOf = (node: DiagramNode): Box | null => {
    const at = layout.positions.get(node.id);
    if (!at) return null;
    const size = NODE_SIZE[node.data.kind];
    return { ...page(at), width: size.width * scale, height: size.height * scale };
  };
  const boxes = new Map<string, Box>();
  for (const node of graph.nodes) {
    const box = boxOf(node);
    if (box) boxes.set(node.id, box);
  }
  for (const edge of graph.edges) drawEdge(doc, plan, edge, boxes, page);
  for (const edge of graph.edges) {
    const at = layout.labels.get(edge.id);
    if (at && edge.label) drawLabel(doc, edge, page(at), scale);
  }
  for (const node of graph.nodes) {
    const box = boxes.get(node.id);
    if (box) drawNode(doc, node, box, scale);
  }
}

function drawEdge(
  doc: Doc,
  plan: DiagramPlan,
  edge: DiagramEdge,
  boxes: ReadonlyMap<string, Box>,
  page: (p: Position) => Position,
) {
  const source = boxes.get(edge.source);
  const target = boxes.get(edge.target);
  if (!source || !target) return;
  const { from, to } = edgeEnds(plan.layout.direction, source, target);
  const labelAt = plan.layout.labels.get(edge.id);
  const at = labelAt ? page(labelAt) : { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const curve = edgeCurve(plan.layout.direction, from, at, to);
  const colour = EDGE_COLOUR[edge.kind];
  const stroke = EDGE_STROKE[edge.kind];
  doc.save();
  doc.moveTo(curve.start.x, curve.start.y);
  for (const [c1, c2, end] of curve.segments) doc.bezierCurveTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y);
  doc.lineWidth(stroke.width * plan.scale);
  dash(doc, edge.kind, plan.scale);
  doc.strokeColor(colour).stroke();
  doc.undash();
  arrowHead(doc, curve.segments.at(-1)?.[1] ?? curve.start, to, 8 * plan.scale, colour);
  doc.restore();
}

/** The kind of line's dash pattern (the builder's SVG dasharray), at the drawn scale. */
function dash(doc: Doc, kind: EdgeKind, scale: number) {
  const pattern = EDGE_STROKE[kind].dash;
  if (!pattern) return;
  const [on = 1, off = on] = pattern.split(' ').map(Number);
  doc.dash(on * scale, { space: off * scale });
}

/** A closed arrow at the target, pointing the way the line arrives. */
function arrowHead(doc: Doc, control: Position, tip: Position, size: number, colour: string) {
  const angle = Math.atan2(tip.y - control.y, tip.x - control.x);
  const wing = (turn: number) => ({
    x: tip.x - size * Math.cos(angle + turn),
    y: tip.y - size * Math.sin(angle + turn),
  });
  const left = wing(0.45);
  const right = wing(-0.45);
  doc.polygon([tip.x, tip.y], [left.x, left.y], [right.x, right.y]).fillColor(colour).fill();
}

/** A line's label in a box that fits it: measured in points at the drawn size, not estimated. */
function drawLabel(doc: Doc, edge: DiagramEdge, at: Position, scale: number) {
  const size = LABEL_SIZE * scale;
  doc.font(FONT.regular).fontSize(size);
  const textWidth = doc.widthOfString(edge.label);
  const width = textWidth + 2 * LABEL_PAD * scale;
  const height = LABEL_HEIGHT * scale;
  doc
    .roundedRect(at.x - width / 2, at.y - height / 2, width, height, 4 * scale)
    .lineWidth(0.75 * scale)
    .fillAndStroke('#ffffff', EDGE_COLOUR[edge.kind]);
  doc
    .fillColor(NAVY)
    .text(edge.label, at.x - textWidth / 2, at.y - doc.currentLineHeight() / 2, { lineBreak: false });
}

function drawNode(doc: Doc, node: DiagramNode, box: Box, scale: number) {
  const { data } = node;
  doc.save();
  if (data.kind === 'entity') {
    const colour = ENTITY_COLOUR[data.entityType];
    if (data.entityType === 'nominee') doc.dash(5 * scale, { space: 3 * scale });
    doc
      .roundedRect(box.x, box.y, box.width, box.height, 10 * scale)
      .lineWidth(2 * scale)
      .fillAndStroke('#ffffff', colour);
    doc.undash();
    boxText(doc, box, scale, [
      { text: data.label, font: FONT.bold, size: 14, colour: NAVY, lines: 2 },
      { text: ENTITY_TYPES[data.entityType].label, font: FONT.regular, size: 11, colour, lines: 1 },
    ]);
  } else {
    doc
      .roundedRect(box.x, box.y, box.width, box.height, Math.min(24 * scale, box.height / 2))
      .lineWidth(scale)
      .fillAndStroke('#f4f6f8', PARTY_COLOUR);
    boxText(doc, box, scale, [
      { text: data.label, font: FONT.bold, size: 13, colour: NAVY, lines: 2 },
      {
        text: data.deceased ? `${data.role} · deceased` : data.role,
        font: FONT.regular,
        size: 10,
        colour: PARTY_COLOUR,
        lines: 1,
      },
    ]);
  }
  doc.restore();
}

interface BoxLine {
  text: string;
  font: string;
  size: number;
  colour: string;
  /** At most this many lines; what does not fit ends in an ellipsis (the figure's text has it whole). */
  lines: number;
}

/** The box's lines centred in it, each within its line count; a long name wraps before it is cut. */
function boxText(doc: Doc, box: Box, scale: number, lines: readonly BoxLine[]) {
  const pad = 10 * scale;
  const width = box.width - 2 * pad;
  const heights = lines.map((line) => {
    doc.font(line.font).fontSize(line.size * scale);
    const wrapped = doc.heightOfString(breakLongWords(doc, line.text, width), { width });
    return Math.min(wrapped, doc.currentLineHeight(true) * line.lines);
  });
  let y = box.y + (box.height - heights.reduce((a, b) => a + b, 0)) / 2;
  lines.forEach((line, i) => {
    const height = heights[i] ?? 0;
    doc
      .font(line.font)
      .fontSize(line.size * scale)
      .fillColor(line.colour);
    doc.text(breakLongWords(doc, line.text, width), box.x + pad, y, {
      width,
      height,
      ellipsis: true,
      align: 'center',
    });
    y += height;
  });
}

/** The legend in one row: each kind of line drawn as it is in the diagram, with its name. */
export function drawLegend(doc: Doc, x: number, y: number, kinds: readonly EdgeKind[]): void {
  let at = x;
  doc.font(FONT.regular).fontSize(8);
  for (const kind of kinds) {
    const stroke = EDGE_STROKE[kind];
    doc
      .save()
      .moveTo(at, y + 4)
      .lineTo(at + 24, y + 4)
      .lineWidth(stroke.width);
    dash(doc, kind, 1);
    doc.strokeColor(EDGE_COLOUR[kind]).stroke().undash().restore();
    doc.fillColor(NAVY).text(EDGE_LEGEND[kind], at + 30, y, { lineBreak: false });
    at += 30 + doc.widthOfString(EDGE_LEGEND[kind]) + 18;
  }
}

const LINK_WORDS: Record<EdgeKind, string> = {
  ownership: 'owns',
  settlement: 'settled',
  contribution: 'contributed to',
  shareholding: 'holds shares in',
  nominee: 'is the principal of nominee',
};

/** An entity over a trust acts as its settlor, over a foundation as its founder (spec 3.1): it owns neither. */
const OWNER_WORDS: Record<EntityType, string> = {
  trust: LINK_WORDS.settlement,
  foundation: LINK_WORDS.contribution,
  company: LINK_WORDS.ownership,
  nominee: LINK_WORDS.ownership,
};

/** '1 entity', '2 entities': the count's noun agrees with it. */
const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The diagram in words, for its alternative text: every box and every line, so a reader who
 * cannot see the drawing learns the same structure, with names in full.
 */
export function diagramDescription(structureName: string, graph: DiagramGraph): string {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node.data]));
  const entities = graph.nodes.flatMap((node) => (node.data.kind === 'entity' ? [node.data] : []));
  const parties = graph.nodes.length - entities.length;
  const links = graph.edges.map((edge) => {
    const source = nodes.get(edge.source)?.label ?? edge.source;
    const target = nodes.get(edge.target);
    const words =
      edge.kind === 'ownership' && target?.kind === 'entity'
        ? OWNER_WORDS[target.entityType]
        : LINK_WORDS[edge.kind];
    const sentence = `${source} ${words} ${target?.label ?? edge.target}`;
    return edge.label ? `${sentence} (${edge.label}).` : `${sentence}.`;
  });
  return [
    `Ownership diagram of ${structureName}: ${countOf(entities.length, 'entity', 'entities')} and ${countOf(parties, 'party', 'parties')}.`,
    `Entities: ${entities.map((e) => `${e.label} (${ENTITY_TYPES[e.entityType].label})`).join(', ')}.`,
    ...links,
  ].join(' ');
}
