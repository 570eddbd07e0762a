import { describe, expect, it } from 'vitest';
import { edgeCurve, edgeEnds, svgPath } from './edge-curve';

describe('edge curves', () => {
  it('leave the bottom of an owner and meet the top of what it owns, top-down', () => {
    const ends = edgeEnds(
      'TB',
      { x: 0, y: 0, width: 100, height: 40 },
      { x: 200, y: 120, width: 60, height: 30 },
    );
    expect(ends).toEqual({ from: { x: 50, y: 40 }, to: { x: 230, y: 120 } });
  });

  it('leave the right side and meet the left side, left to right', () => {
    const ends = edgeEnds(
      'LR',
      { x: 0, y: 0, width: 100, height: 40 },
      { x: 200, y: 120, width: 60, height: 30 },
    );
    expect(ends).toEqual({ from: { x: 100, y: 20 }, to: { x: 200, y: 135 } });
  });

  it('pass through the label point, as the SVG path the builder draws', () => {
    const curve = edgeCurve('TB', { x: 0, y: 0 }, { x: 50, y: 40 }, { x: 100, y: 100 });
    expect(curve.segments[0]?.[2]).toEqual({ x: 50, y: 40 });
    expect(svgPath(curve)).toBe('M0,0 C0,20 50,20 50,40 C50,70 100,70 100,100');
    expect(svgPath(edgeCurve('LR', { x: 0, y: 0 }, { x: 50, y: 40 }, { x: 100, y: 100 }))).toBe(
      'M0,0 C25,0 25,40 50,40 C75,40 75,100 100,100',
    );
  });
});
