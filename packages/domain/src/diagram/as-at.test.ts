import type { SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { parseDate } from '../dates';
import { entity, own, party, structure } from '../structure/builders';
import { type DiagramAsAt, diagramAsAt, diagramDateRange } from './as-at';
import { buildGraph, summarise, topologyKey } from './build-graph';
import { entityNodeId, nomineeEdgeId, ownerEdgeId, partyEdgeId, partyNodeId } from './ids';

const day = (text: string) => {
  const date = parseDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};
const at = (drawn: SurveyStructure, text: string) => diagramAsAt(drawn, day(text));

/** What the view says of a node or a line: its state, and the day it ended when it did. */
const node = (view: DiagramAsAt, id: string) => {
  const found = view.nodes.get(id);
  return found && { state: found.state, ended: found.ended, deceased: found.deceased };
};
const line = (view: DiagramAsAt, id: string) => view.edges.get(id);

/**
 * HoldCo (incorporated 2005) with Ann, who held its shares from 2005 to the end of 2018, and Bob,
 * who holds them still; HoldCo owns PropCo (incorporated 2009) from 2011.
 */
const holdings = () =>
  structure([
    entity('h', 'company', {
      name: 'HoldCo',
      incorporation_date: '02/02/2005',
      children: [
        party('ann', 'shareholder', 'h', ['02/02/2005-31/12/2018'], { name: 'Ann', ordinal: 0 }),
        party('bob', 'shareholder', 'h', ['01/06/2012'], { name: 'Bob', ordinal: 1 }),
      ],
    }),
    own(entity('p', 'company', { name: 'PropCo', incorporation_date: '01/01/2009' }), 'h', '01/01/2011'),
  ]);

describe('the structure as at a date', () => {
  it('hides a shareholding not yet begun, draws it current to its last day, and ended after it', () => {
    const ann = partyEdgeId('h', 'ann');
    expect(line(at(holdings(), '01/02/2005'), ann)).toEqual({ state: 'hidden', ended: null });
    expect(line(at(holdings(), '02/02/2005'), ann)).toEqual({ state: 'current', ended: null });
    expect(line(at(holdings(), '31/12/2018'), ann)).toEqual({ state: 'current', ended: null });
    expect(line(at(holdings(), '01/01/2019'), ann)).toEqual({ state: 'ended', ended: day('31/12/2018') });
    // The party's node follows its line; a holding with no end runs on.
    expect(node(at(holdings(), '01/01/2019'), partyNodeId('h', 'ann'))).toMatchObject({ state: 'ended' });
    expect(node(at(holdings(), '01/01/2012'), partyNodeId('h', 'bob'))).toMatchObject({ state: 'hidden' });
    expect(line(at(holdings(), '01/01/2030'), partyEdgeId('h', 'bob'))).toEqual({
      state: 'current',
      ended: null,
    });
  });

  it('draws a holding current while any of its periods runs, and ended at the last period’s end', () => {
    const twice = structure([
      entity('h', 'company', {
        incorporation_date: '01/01/2000',
        children: [party('ann', 'shareholder', 'h', ['01/01/2000-31/12/2004', '01/01/2010-30/06/2015'])],
      }),
    ]);
    const ann = partyEdgeId('h', 'ann');
    expect(line(at(twice, '01/01/2007'), ann)).toEqual({ state: 'ended', ended: day('31/12/2004') });
    expect(line(at(twice, '01/01/2012'), ann)?.state).toBe('current');
    expect(line(at(twice, '01/07/2015'), ann)).toEqual({ state: 'ended', ended: day('30/06/2015') });
  });

  it('draws an owner’s line by its dates: not yet, current, ended', () => {
    const owned = structure([
      entity('h', 'company', { incorporation_date: '01/01/2000' }),
      own(entity('p', 'company', { incorporation_date: '01/01/2000' }), 'h', '01/01/2010-31/12/2015'),
    ]);
    const link = ownerEdgeId('h', 'p');
    expect(line(at(owned, '31/12/2009'), link)?.state).toBe('hidden');
    expect(line(at(owned, '01/01/2010'), link)?.state).toBe('current');
    expect(line(at(owned, '01/01/2016'), link)).toEqual({ state: 'ended', ended: day('31/12/2015') });
  });

  it('leaves out a company before its incorporation, with its parties and its lines', () => {
    const view = at(holdings(), '31/12/2008');
    expect(node(view, entityNodeId('p'))).toMatchObject({ state: 'hidden' });
    expect(node(view, entityNodeId('h'))).toMatchObject({ state: 'current' });
    expect(line(view, ownerEdgeId('h', 'p'))?.state).toBe('hidden');
    expect(node(at(holdings(), '01/01/2009'), entityNodeId('p'))).toMatchObject({ state: 'current' });
    const before = at(holdings(), '01/02/2005');
    expect(node(before, entityNodeId('h'))).toMatchObject({ state: 'hidden' });
    expect(node(before, partyNodeId('h', 'ann'))).toMatchObject({ state: 'hidden' });
  });

  it('breaks a chain whose middle company was incorporated after the date', () => {
    // HoldCo (2000) owns MidCo (2015), which owns PropCo (2005) from 2016; the HoldCo line has no date.
    const chain = structure([
      entity('h', 'company', { name: 'HoldCo', incorporation_date: '01/01/2000' }),
      own(
        entity('m', 'company', {
          name: 'MidCo',
          incorporation_date: '01/03/2015',
          children: [party('zed', 'shareholder', 'm', ['01/03/2015'], { name: 'Zed' })],
        }),
        'h',
      ),
      own(entity('p', 'company', { name: 'PropCo', incorporation_date: '01/01/2005' }), 'm', '01/01/2016'),
    ]);
    const view = at(chain, '01/01/2010');
    expect(node(view, entityNodeId('h'))?.state).toBe('current');
    expect(node(view, entityNodeId('m'))?.state).toBe('hidden');
    expect(node(view, entityNodeId('p'))?.state).toBe('current');
    // The line from HoldCo, undated and so drawn at every date the company exists, goes with MidCo.
    expect(line(view, ownerEdgeId('h', 'm'))?.state).toBe('hidden');
    expect(line(view, ownerEdgeId('m', 'p'))?.state).toBe('hidden');
    expect(node(view, partyNodeId('m', 'zed'))?.state).toBe('hidden');
    expect(line(at(chain, '01/06/2015'), ownerEdgeId('h', 'm'))?.state).toBe('current');
    expect(line(at(chain, '01/06/2015'), ownerEdgeId('m', 'p'))?.state).toBe('hidden');
    expect(line(at(chain, '01/01/2016'), ownerEdgeId('m', 'p'))?.state).toBe('current');
  });

  it('makes a trust at its first settlement, by a settlor of its own or by an owner acting as one', () => {
    const settled = structure([
      entity('h', 'company', { incorporation_date: '01/01/2000' }),
      own(
        entity('t', 'trust', { children: [party('ann', 'settlor', 't', ['01/06/2012', '01/06/2010'])] }),
        'h',
        '01/06/2011',
      ),
      entity('f', 'foundation', { children: [party('fay', 'founder', 'f', ['05/04/2020'])] }),
    ]);
    expect(node(at(settled, '31/05/2010'), entityNodeId('t'))?.state).toBe('hidden');
    expect(node(at(settled, '01/06/2010'), entityNodeId('t'))?.state).toBe('current');
    // A settlement, once made, stays made.
    expect(line(at(settled, '01/01/2030'), partyEdgeId('t', 'ann'))?.state).toBe('current');
    expect(line(at(settled, '01/01/2011'), ownerEdgeId('h', 't'))?.state).toBe('hidden');
    expect(node(at(settled, '04/04/2020'), entityNodeId('f'))?.state).toBe('hidden');
    expect(node(at(settled, '05/04/2020'), entityNodeId('f'))?.state).toBe('current');

    const byOwner = structure([
      entity('h', 'company', { incorporation_date: '01/01/2000' }),
      own(
        entity('t', 'trust', { children: [party('ann', 'settlor', 't', ['01/06/2012'])] }),
        'h',
        '01/06/2011',
      ),
    ]);
    expect(node(at(byOwner, '01/06/2011'), entityNodeId('t'))?.state).toBe('current');
    expect(node(at(byOwner, '01/06/2011'), partyNodeId('t', 'ann'))?.state).toBe('hidden');
  });

  it('draws an entity that gives no date of its own at every date, and one that left ended after its exit', () => {
    const drawn = structure([
      entity('n', 'nominee', { name: 'Nominees Ltd' }),
      entity('c', 'company', { incorporation_date: '01/01/2000', meta: { end_date: '30/09/2020' } }),
    ]);
    expect(node(at(drawn, '01/01/1990'), entityNodeId('n'))?.state).toBe('current');
    expect(node(at(drawn, '30/09/2020'), entityNodeId('c'))?.state).toBe('current');
    expect(node(at(drawn, '01/10/2020'), entityNodeId('c'))).toEqual({
      state: 'ended',
      ended: day('30/09/2020'),
      deceased: false,
    });
  });

  it('marks a settlor who died at settlement, and a shareholder from their date of death', () => {
    const deaths = structure([
      entity('t', 'trust', {
        children: [
          party('sam', 'settlor', 't', ['01/06/2010'], { meta: { deceased: 'yes', date: '01/06/2010' } }),
          party('liv', 'settlor', 't', ['01/06/2011'], { ordinal: 1 }),
        ],
      }),
      entity('c', 'company', {
        incorporation_date: '01/01/2000',
        children: [
          party('dan', 'shareholder', 'c', ['01/01/2000-14/03/2019'], {
            meta: { deceased: 'yes', date: '14/03/2019' },
          }),
          party('una', 'shareholder', 'c', ['01/01/2000'], { ordinal: 1, meta: { deceased: 'yes' } }),
        ],
      }),
    ]);
    expect(node(at(deaths, '31/05/2010'), partyNodeId('t', 'sam'))).toMatchObject({
      state: 'hidden',
      deceased: false,
    });
    expect(node(at(deaths, '01/06/2010'), partyNodeId('t', 'sam'))).toMatchObject({
      state: 'current',
      deceased: true,
    });
    expect(node(at(deaths, '01/06/2012'), partyNodeId('t', 'liv'))?.deceased).toBe(false);
    expect(node(at(deaths, '13/03/2019'), partyNodeId('c', 'dan'))?.deceased).toBe(false);
    expect(node(at(deaths, '14/03/2019'), partyNodeId('c', 'dan'))?.deceased).toBe(true);
    expect(node(at(deaths, '15/03/2019'), partyNodeId('c', 'dan'))).toMatchObject({
      state: 'ended',
      deceased: true,
    });
    // Marked deceased without a date of death: deceased at every date the structure draws them.
    expect(node(at(deaths, '01/01/2001'), partyNodeId('c', 'una'))?.deceased).toBe(true);
  });

  it('draws as given a line whose dates are not real dates yet, or that has none', () => {
    const draft = structure([
      entity('c', 'company', {
        incorporation_date: '01/01/2000',
        children: [
          party('half', 'shareholder', 'c', ['3/4/20']),
          party('open', 'shareholder', 'c', ['01/01/2001-31/02/2002'], { ordinal: 1 }),
          party('none', 'shareholder', 'c', [], { ordinal: 2 }),
        ],
      }),
    ]);
    for (const id of ['half', 'open', 'none'])
      expect(line(at(draft, '01/01/2000'), partyEdgeId('c', id))?.state).toBe('current');
    expect(line(at(draft, '01/01/2030'), partyEdgeId('c', 'open'))?.state).toBe('current');
  });
});

describe('the slider’s range', () => {
  it('runs from the earliest to the latest date the structure mentions, taking in today', () => {
    const drawn = structure([
      entity('c', 'company', {
        incorporation_date: '02/02/2005',
        meta: { answerable: 'yes', end_date: '30/09/2031' },
        children: [
          party('dan', 'shareholder', 'c', ['02/02/2005-14/03/2019'], {
            meta: { deceased: 'yes', date: '14/03/2019' },
          }),
        ],
      }),
      own(entity('t', 'trust', { children: [party('ann', 'settlor', 't', ['01/06/1998'])] }), 'c', '3/4/20'),
    ]);
    expect(diagramDateRange(drawn, day('05/04/2024'))).toEqual({
      earliest: day('01/06/1998'),
      latest: day('30/09/2031'),
    });
    const past = structure([entity('c', 'company', { incorporation_date: '02/02/2005' })]);
    expect(diagramDateRange(past, day('05/04/2024'))).toEqual({
      earliest: day('02/02/2005'),
      latest: day('05/04/2024'),
    });
    expect(diagramDateRange(structure([entity('t', 'trust')]), day('05/04/2024'))).toEqual({
      earliest: day('05/04/2024'),
      latest: day('05/04/2024'),
    });
  });
});

describe('the graph as at a date', () => {
  it('keeps every node and line, so the layout stays put, and marks what is hidden or ended', () => {
    const drawn = holdings();
    const all = buildGraph(drawn, []);
    const then = buildGraph(drawn, [], at(drawn, '01/01/2010'));
    expect(topologyKey(then)).toBe(topologyKey(all));
    expect(all.nodes.every((n) => n.data.state === 'current')).toBe(true);
    expect(all.edges.every((e) => e.state === 'current')).toBe(true);
    const state = (id: string) => then.nodes.find((n) => n.id === id)?.data.state;
    expect(state(partyNodeId('h', 'bob'))).toBe('hidden');
    expect(state(entityNodeId('p'))).toBe('current');
    expect(summarise(then)).toEqual({ entities: 2, parties: 1, ownerships: 0, ended: 0 });
    expect(summarise(all)).toEqual({ entities: 2, parties: 2, ownerships: 1, ended: 0 });
  });

  it('starts an ended line’s label with the day it ended, and marks the deceased as at the date', () => {
    const drawn = structure([
      entity('c', 'company', {
        incorporation_date: '01/01/2000',
        meta: { answerable: 'yes', end_date: '31/12/2025' },
        children: [
          party('dan', 'shareholder', 'c', ['01/01/2000-14/03/2019'], {
            name: 'Dan',
            meta: { deceased: 'yes', date: '14/03/2019' },
          }),
        ],
      }),
    ]);
    const label = (text: string) =>
      buildGraph(drawn, [], at(drawn, text)).edges.find((e) => e.id === partyEdgeId('c', 'dan'));
    expect(label('01/01/2010')).toMatchObject({ state: 'current', label: '01/01/2000 – 14/03/2019' });
    expect(label('01/01/2020')).toMatchObject({
      state: 'ended',
      label: '† ended 14/03/2019 · 01/01/2000 – 14/03/2019',
    });
    const dan = (text: string) =>
      buildGraph(drawn, [], at(drawn, text)).nodes.find((n) => n.id === partyNodeId('c', 'dan'))?.data;
    expect(dan('01/01/2010')).toMatchObject({ deceased: false, state: 'current' });
    expect(dan('01/01/2020')).toMatchObject({ deceased: true, state: 'ended' });
    const company = buildGraph(drawn, [], at(drawn, '01/01/2026')).nodes[0]?.data;
    expect(company).toMatchObject({ state: 'ended', ended: '31/12/2025' });
    expect(summarise(buildGraph(drawn, [], at(drawn, '01/01/2020')))).toMatchObject({ ended: 1 });
  });

  it('draws a nominee’s line while its holding runs and its principal is drawn', () => {
    const drawn = structure([
      entity('h', 'company', { name: 'HoldCo', incorporation_date: '01/01/2012' }),
      entity('m', 'company', {
        name: 'MidCo',
        incorporation_date: '01/01/2010',
        children: [
          party('nl', 'shareholder', 'm', ['01/01/2011-31/12/2020'], {
            name: 'Nominee Ltd',
            nomineeFor: { entityId: 'h' },
          }),
        ],
      }),
    ]);
    const nominee = (text: string) =>
      buildGraph(drawn, [], at(drawn, text)).edges.find(
        (e) => e.id === nomineeEdgeId(entityNodeId('h'), partyNodeId('m', 'nl')),
      )?.state;
    // HoldCo did not exist yet, although the holding had begun.
    expect(nominee('01/01/2011')).toBe('hidden');
    expect(nominee('01/01/2015')).toBe('current');
    expect(nominee('01/01/2021')).toBe('ended');
  });
});
