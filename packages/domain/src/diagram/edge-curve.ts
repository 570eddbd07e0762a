import type { Direction, Position } from './layout-graph';

/** A box of the layout: its top-left corner and size. */
export interface Box extends Position {
  width: number;
  height: number;
}

/** One cubic Bézier segment: two control points and where it ends. */
export type Cubic = readonly [Position, Position, Position];

export interface Curve {
  start: Position;
  segments: readonly Cubic[];
}

/**
 * Where an edge leaves its source and meets its target: the middle of the facing sides, as
 * owners sit above (TB) or left of (LR) what they own.
 */
export function edgeEnds(direction: Direction, source: Box, target: Box): { from: Position; to: Position } {
  return direction === 'TB'
    ? {
        from: { x: source.x + source.width / 2, y: source.y + source.height },
        to: { x: target.x + target.width / 2, y: target.y },
      }
    : {
        from: { x: source.x + source.width, y: source.y + source.height / 2 },
        to: { x: target.x, y: target.y + target.height / 2 },
      };
}

/**
 * An edge drawn through the point the layout reserved for its label: two cubic curves, source →
 * label point → target, leaving and arriving along the layout's direction. The builder's diagram
 * draws it as an SVG path, the PDF with pdfkit's curves, so both run the same lines.
 */
export function edgeCurve(direction: Direction, from: Position, at: Position, to: Position): Curve {
  if (direction === 'TB') {
    const m1 = (from.y + at.y) / 2;
    const m2 = (at.y + to.y) / 2;
    return {
      start: from,
      segments: [
        [{ x: from.x, y: m1 }, { x: at.x, y: m1 }, at],
        [{ x: at.x, y: m2 }, { x: to.x, y: m2 }, to],
      ],
    };
  }
  const m1 = (from.x + at.x) / 2;
  const m2 = (at.x + to.x) / 2;
  return {
    start: from,
    segments: [
      [{ x: m1, y: from.y }, { x: m1, y: at.y }, at],
      [{ x: m2, y: at.y }, { x: m2, y: to.y }, to],
    ],
  };
}

/** The curve as an SVG path's data. */
export function svgPath(curve: Curve): string {
  const point = (p: Position) => `${p.x},${p.y}`;
  return [`M${point(curve.start)}`, ...curve.segments.map((s) => `C${s.map(point).join(' ')}`)].join(' ');
}
