import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from '../structure/builders';
import { prepareStructure } from '../structure/prepare';
import { asDrawn } from './as-drawn';
import { buildGraph } from './build-graph';

describe('a prepared structure as drawn', () => {
  it('drops the settlors copied down from an owner, and keeps every party the user gave', () => {
    const drawn = structure([
      own(
        entity('t1', 'trust', {
          name: 'Trust',
          children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
        }),
        'c1',
        '01/09/2019',
      ),
      entity('c1', 'company', {
        name: 'Co',
        children: [party('bob', 'shareholder', 'c1', ['02/02/2015'], { name: 'Bob' })],
      }),
    ]);
    const prepared = prepareStructure(drawn);
    // Preparation gives the trust settlor copies of the company and of its shareholder.
    expect(prepared.entities.t1?.children.length).toBeGreaterThan(1);
    const labels = (s: typeof drawn) =>
      buildGraph(s, [])
        .nodes.map((node) => node.data.label)
        .sort();
    expect(labels(asDrawn(prepared))).toEqual(labels(drawn));
    expect(labels(asDrawn(prepared))).toEqual(['Ann', 'Bob', 'Co', 'Trust']);
  });
});
