import type { Party } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { entity, own, party, structure } from '../structure/builders';
import { validateStructure } from '../structure/validate';
import { buildGraph, entityNodeId, partyNodeId, summarise, topologyKey } from './build-graph';
import { datesLabel } from './date-labels';

/** Primer example 3: a company acting as settlor of a trust, with its shareholders. */
const delta = () =>
  structure(
    [
      own(
        entity('t1', 'trust', {
          name: 'Delta Family Trust',
          children: [party('ann', 'settlor', 't1', ['01/06/2010', '01/06/2011'], { name: 'Ann' })],
        }),
        'c1',
        '01/09/2019',
      ),
      entity('c1', 'company', {
        name: 'Delta Holdings Ltd',
        incorporation_date: '02/02/2015',
        children: [
          party('mrc', 'shareholder', 'c1', ['02/02/2015'], { name: 'Mr C', ordinal: 0 }),
          party('mrsc', 'shareholder', 'c1', ['02/02/2015-01/01/2019'], {
            name: 'Mrs C',
            ordinal: 1,
            meta: { deceased: 'yes', date: '01/01/2019' },
          }),
        ],
      }),
    ],
    'Delta',
  );

describe('the diagram graph', () => {
  it('has a node per entity and per party', () => {
    const graph = buildGraph(delta(), []);
    expect(graph.nodes.map((node) => [node.id, node.data.kind, node.data.label])).toEqual([
      [entityNodeId('t1'), 'entity', 'Delta Family Trust'],
      [partyNodeId('t1', 'ann'), 'party', 'Ann'],
      [entityNodeId('c1'), 'entity', 'Delta Holdings Ltd'],
      [partyNodeId('c1', 'mrc'), 'party', 'Mr C'],
      [partyNodeId('c1', 'mrsc'), 'party', 'Mrs C'],
    ]);
    expect(graph.nodes[0]?.data).toMatchObject({ entityType: 'trust' });
    expect(graph.nodes[4]?.data).toMatchObject({ role: 'Shareholder', deceased: true });
  });

  it('links parties to their entity and owners to what they own, labelled with the dates', () => {
    const graph = buildGraph(delta(), []);
    expect(graph.edges.map((edge) => [edge.source, edge.target, edge.kind, edge.label])).toEqual([
      [partyNodeId('t1', 'ann'), entityNodeId('t1'), 'settlement', '01/06/2010, 01/06/2011'],
      [entityNodeId('c1'), entityNodeId('t1'), 'ownership', '01/09/2019'],
      [partyNodeId('c1', 'mrc'), entityNodeId('c1'), 'shareholding', 'from 02/02/2015'],
      [partyNodeId('c1', 'mrsc'), entityNodeId('c1'), 'shareholding', '† 02/02/2015 – 01/01/2019'],
    ]);
    expect(summarise(graph)).toEqual({ entities: 2, parties: 3, ownerships: 1, ended: 0 });
  });

  it('names what is not named yet, shows dates as typed, and marks problems', () => {
    const draft = structure([
      entity('e1', 'foundation', {
        name: '',
        children: [party('p', 'founder', 'e1', ['3/4/20'], { name: '' })],
      }),
    ]);
    // The builder adds its own finding for a missing name (builder-findings.ts); a bad date is the domain's.
    const unnamed = {
      code: 'entity-name-missing',
      message: 'no name',
      severity: 'invalid',
      entityId: 'e1',
    } as const;
    const graph = buildGraph(draft, [unnamed, ...validateStructure(draft)]);
    expect(graph.nodes.map((node) => [node.data.label, node.data.problem])).toEqual([
      ['Entity 1', 'invalid'],
      ['Founder 1', 'error'],
    ]);
    expect(graph.edges[0]).toMatchObject({ kind: 'contribution', label: '3/4/20?' });
  });

  it('ignores owner ids that are not entities of the structure, and an entity owning itself', () => {
    const draft = structure([own(own(entity('a', 'company'), 'ghost', '01/01/2020'), 'a', '01/01/2020')]);
    expect(buildGraph(draft, []).edges).toEqual([]);
  });

  it('keeps the same topology while only names and dates change', () => {
    const before = topologyKey(buildGraph(delta(), []));
    const renamed = delta();
    renamed.entities.t1 = {
      ...(renamed.entities.t1 as NonNullable<typeof renamed.entities.t1>),
      name: 'Renamed',
    };
    expect(topologyKey(buildGraph(renamed, []))).toBe(before);
    const fewer = structure([entity('t1', 'trust')]);
    expect(topologyKey(buildGraph(fewer, []))).not.toBe(before);
  });
});

describe('shares and nominees in the diagram', () => {
  /** HoldCo owns 60% of MidCo; Nominee Ltd holds 40% of MidCo as nominee for HoldCo. */
  const nominee = (principal: Party['nomineeFor'] | null = { entityId: 'h' }) =>
    structure([
      entity('h', 'company', {
        name: 'HoldCo',
        children: [party('ann', 'shareholder', 'h', ['01/01/2010'], { name: 'Ann' })],
      }),
      {
        ...own(
          entity('m', 'company', {
            name: 'MidCo',
            children: [
              {
                ...party('nl', 'shareholder', 'm', ['01/01/2014'], { name: 'Nominee Ltd' }),
                children: [{ id: 'd1', type: 'shareholderdates', date: '01/01/2014', share: '40' }],
                ...(principal ? { nomineeFor: principal } : {}),
              },
            ],
          }),
          'h',
        ),
        dates: [{ id: 'h', date: '01/01/2014', share: '60' }],
      },
    ]);
  const edge = (graph: ReturnType<typeof buildGraph>, id: string) =>
    graph.edges.find((candidate) => candidate.id === id);

  it('labels ownership and shareholding with the share held in each period', () => {
    const graph = buildGraph(nominee(null), []);
    expect(edge(graph, 'own:h->m')?.label).toBe('60% · from 01/01/2014');
    expect(edge(graph, `${partyNodeId('m', 'nl')}->m`)?.label).toBe('40% · from 01/01/2014');
  });

  it('reads a band by its label and marks a share that is not one yet, period by period', () => {
    const records = [
      { date: '01/01/2010', end: '31/12/2012', share: 'over_25_to_50' },
      { date: '01/01/2013', share: '4.' },
      { date: '01/01/2014', share: '' },
    ];
    expect(datesLabel(records, { kind: 'period', label: 'Shareholding' })).toBe(
      'More than 25%, up to 50% · 01/01/2010 – 31/12/2012, 4.? · from 01/01/2013, from 01/01/2014',
    );
  });

  it('says who holds as nominee for whom, and draws a nominee line from the principal entity', () => {
    const graph = buildGraph(nominee(), []);
    const nl = partyNodeId('m', 'nl');
    expect(edge(graph, `${nl}->m`)).toMatchObject({
      kind: 'shareholding',
      label: 'held by Nominee Ltd as nominee for HoldCo · 40% · from 01/01/2014',
    });
    expect(graph.edges.filter((e) => e.kind === 'nominee')).toEqual([
      {
        id: `nominee:${entityNodeId('h')}->${nl}`,
        source: entityNodeId('h'),
        target: nl,
        kind: 'nominee',
        label: '',
        state: 'current',
      },
    ]);
    expect(graph.nodes.find((node) => node.id === nl)?.data).toMatchObject({ role: 'Nominee shareholder' });
    expect(summarise(graph)).toEqual({ entities: 2, parties: 2, ownerships: 1, ended: 0 });
  });

  it('draws the nominee line from an individual principal’s own node', () => {
    const graph = buildGraph(nominee({ entityId: 'h', partyId: 'ann' }), []);
    const nl = partyNodeId('m', 'nl');
    expect(edge(graph, `${nl}->m`)?.label).toBe(
      'held by Nominee Ltd as nominee for Ann · 40% · from 01/01/2014',
    );
    expect(graph.edges.filter((e) => e.kind === 'nominee').map((e) => [e.source, e.target])).toEqual([
      [partyNodeId('h', 'ann'), nl],
    ]);
  });

  it('draws a principal that is not in the structure, or the nominee itself, as no nominee at all', () => {
    for (const principal of [
      { entityId: 'gone' },
      { entityId: 'h', partyId: 'gone' },
      { entityId: 'm', partyId: 'nl' },
    ]) {
      const graph = buildGraph(nominee(principal), []);
      expect(graph.edges.filter((e) => e.kind === 'nominee')).toEqual([]);
      expect(edge(graph, `${partyNodeId('m', 'nl')}->m`)?.label).toBe('40% · from 01/01/2014');
    }
  });
});

describe('date labels', () => {
  const single = { kind: 'single', label: 'Settlement date' } as const;
  const period = { kind: 'period', label: 'Shareholding' } as const;

  it('lists single dates and periods, open periods as "from"', () => {
    expect(datesLabel([{ date: '01/01/2020' }], single)).toBe('01/01/2020');
    expect(datesLabel([{ date: '01/01/2020', end: '31/12/2021' }], period)).toBe('01/01/2020 – 31/12/2021');
    expect(datesLabel([{ date: '01/01/2020' }], period)).toBe('from 01/01/2020');
  });

  it('says when there is no date, marks unreal ones, and shortens long lists', () => {
    expect(datesLabel([], single)).toBe('no date');
    expect(datesLabel([{ date: '' }], single)).toBe('no date');
    expect(datesLabel([{ date: '31/02/2020' }], single)).toBe('31/02/2020?');
    const five = ['01/01/2001', '01/01/2002', '01/01/2003', '01/01/2004', '01/01/2005'].map((date) => ({
      date,
    }));
    expect(datesLabel(five, single)).toBe('01/01/2001, 01/01/2002, 01/01/2003 +2 more');
  });
});
