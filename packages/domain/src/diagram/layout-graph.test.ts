import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from '../structure/builders';
import { buildGraph, entityNodeId, partyNodeId } from './build-graph';
import { NODE_SIZE } from './diagram-style';
import { layoutGraph } from './layout-graph';

const chain = () =>
  structure([
    entity('c1', 'company', { name: 'Holdco', children: [party('s', 'shareholder', 'c1', ['01/01/2010'])] }),
    own(entity('t1', 'trust', { name: 'Trust' }), 'c1', '01/01/2015'),
    own(entity('c2', 'company', { name: 'Propco' }), 't1', '01/01/2016'),
  ]);

const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('diagram layout', () => {
  it('places parties before their entity and owners before what they own', () => {
    const graph = buildGraph(chain(), []);
    const { direction, positions } = layoutGraph(graph);
    const axis = direction === 'TB' ? 'y' : 'x';
    const at = (id: string) => positions.get(id)?.[axis] ?? Number.NaN;
    expect(at(partyNodeId('c1', 's'))).toBeLessThan(at(entityNodeId('c1')));
    expect(at(entityNodeId('c1'))).toBeLessThan(at(entityNodeId('t1')));
    expect(at(entityNodeId('t1'))).toBeLessThan(at(entityNodeId('c2')));
  });

  it('gives every node and label a place, with no two nodes on top of each other, for 20 entities', () => {
    const entities = Array.from({ length: 20 }, (_, i) => {
      const e = entity(`e${i}`, i % 2 ? 'company' : 'foundation', {
        children: [party(`p${i}`, i % 2 ? 'shareholder' : 'founder', `e${i}`, ['01/01/2010'])],
      });
      return i === 0 ? e : own(e, `e${Math.floor((i - 1) / 2)}`, '01/01/2015');
    });
    const graph = buildGraph(structure(entities), []);
    const { positions, labels } = layoutGraph(graph);
    expect(positions.size).toBe(40);
    expect(labels.size).toBe(graph.edges.length);
    const boxes = graph.nodes.map((node) => {
      const p = positions.get(node.id) ?? { x: 0, y: 0 };
      const size = NODE_SIZE[node.data.kind];
      return { x: p.x, y: p.y, w: size.width, h: size.height };
    });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        expect(overlaps(boxes[i] as (typeof boxes)[0], boxes[j] as (typeof boxes)[0])).toBe(false);
      }
    }
  });
});
