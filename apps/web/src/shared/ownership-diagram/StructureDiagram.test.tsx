import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { type CivilDate, parseDate } from '@tsr/domain/dates';
import { diagramAsAt } from '@tsr/domain/diagram';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StructureDiagram, { fitOptions } from './StructureDiagram';

/*
 * happy-dom does no layout, so React Flow cannot measure the node handles that edges start from:
 * edges (and their date labels) are checked on the pure graph in build-graph.test.ts; here the
 * nodes as rendered, their updates and clicks.
 */
const delta = (trustName = 'Delta Trust'): SurveyStructure =>
  structure([
    own(
      entity('t1', 'trust', {
        name: trustName,
        children: [party('ann', 'settlor', 't1', ['01/01/2010'], { name: 'Ann' })],
      }),
      'c1',
      '01/09/2019',
    ),
    entity('c1', 'company', { name: 'Delta Holdings Ltd' }),
  ]);

function renderDiagram(draft: SurveyStructure, onSelect = vi.fn()) {
  const view = render(
    <div style={{ width: 800, height: 600 }}>
      <StructureDiagram structure={draft} findings={[]} onSelect={onSelect} />
    </div>,
  );
  return { ...view, onSelect };
}

const nodeIds = () =>
  [...document.querySelectorAll('.react-flow__node')].map((node) => node.getAttribute('data-id'));

describe('the structure diagram', () => {
  it('draws a node per entity, with its type, and per party, with its role', async () => {
    renderDiagram(delta());
    await screen.findByText('Delta Trust');
    expect(nodeIds()).toEqual(['entity:t1', 'party:t1:ann', 'entity:c1']);
    // The legend below names the types too: the nodes are read in the drawing.
    const drawing = within(document.querySelector('.react-flow') as HTMLElement);
    drawing.getByText('Trust');
    drawing.getByText('Delta Holdings Ltd');
    drawing.getByText('Company');
    drawing.getByText('Ann');
    drawing.getByText('Settlor');
  });

  it('says what it draws above the drawing, and what its lines mean below it', async () => {
    renderDiagram(delta());
    await screen.findByText('Delta Trust');
    screen.getByText('2 entities, 1 party, 1 ownership link');
    screen.getByText('Owned by (entity to entity)');
    expect(screen.queryByText('Ended by the date shown')).toBeNull();
  });

  it('follows the draft as it changes', async () => {
    const { rerender } = renderDiagram(delta());
    await screen.findByText('Delta Trust');
    rerender(
      <div style={{ width: 800, height: 600 }}>
        <StructureDiagram structure={delta('Delta Family Trust')} findings={[]} />
      </div>,
    );
    await screen.findByText('Delta Family Trust');
    expect(screen.queryByText('Delta Trust')).toBeNull();
  });

  it('draws the structure as at a date in the same places: what had not begun left out, what had ended marked', async () => {
    const drawn = structure([
      entity('c1', 'company', {
        name: 'Delta Holdings Ltd',
        incorporation_date: '01/01/2015',
        meta: { answerable: 'yes', end_date: '31/12/2022' },
        children: [
          party('bob', 'shareholder', 'c1', ['01/01/2015-31/12/2019'], { name: 'Bob' }),
          party('cat', 'shareholder', 'c1', ['01/01/2021'], { name: 'Cat', ordinal: 1 }),
        ],
      }),
    ]);
    const asAt = (text: string) => diagramAsAt(drawn, parseDate(text) as CivilDate);
    const { rerender } = render(
      <div style={{ width: 800, height: 600 }}>
        <StructureDiagram structure={drawn} findings={[]} asAt={asAt('01/06/2016')} />
      </div>,
    );
    await screen.findByText('Bob');
    const placeOf = (id: string) =>
      document.querySelector(`.react-flow__node[data-id="${id}"]`)?.getAttribute('style');
    const bobAt = placeOf('party:c1:bob');
    expect(nodeIds()).toEqual(['entity:c1', 'party:c1:bob']);
    screen.getByText('Shareholder');

    rerender(
      <div style={{ width: 800, height: 600 }}>
        <StructureDiagram structure={drawn} findings={[]} asAt={asAt('01/01/2023')} />
      </div>,
    );
    await screen.findByText('Cat');
    expect(nodeIds()).toEqual(['entity:c1', 'party:c1:bob', 'party:c1:cat']);
    screen.getByText('Company · left 31/12/2022');
    screen.getByText('Shareholder · ended');
    expect(placeOf('party:c1:bob')).toBe(bobAt);
    screen.getByText('1 entity, 2 parties, 0 ownership links; 1 link ended');
    screen.getByText('Ended by the date shown');
  });

  it('tells the form which entity or party was clicked', async () => {
    const { onSelect } = renderDiagram(delta());
    fireEvent.click(await screen.findByText('Ann'));
    expect(onSelect).toHaveBeenLastCalledWith('t1', 'ann');
    fireEvent.click(screen.getByText('Delta Holdings Ltd'));
    expect(onSelect).toHaveBeenLastCalledWith('c1', undefined);
  });

  it('keeps its zoom and fit controls in a bar above the drawing, not over it', async () => {
    renderDiagram(delta());
    await screen.findByText('Delta Trust');
    const bar = screen.getByRole('toolbar', { name: 'Diagram controls' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Zoom in', 'Zoom out', 'Fit the diagram', 'Mini map']);
    expect(bar.closest('.react-flow')).toBeNull();
    expect(document.querySelector('.react-flow__controls')).toBeNull();
  });

  it('shows the mini map on a wide screen, and hides it at a press', async () => {
    renderDiagram(delta());
    await screen.findByText('Delta Trust');
    expect(document.querySelector('.react-flow__minimap')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Mini map' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(document.querySelector('.react-flow__minimap')).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('has no mini map on a small screen', async () => {
    setScreenWidth(390);
    renderDiagram(delta());
    await screen.findByText('Delta Trust');
    expect(document.querySelector('.react-flow__minimap')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mini map' })).toBeNull();
    screen.getByRole('button', { name: 'Fit the diagram' });
  });

  it('fits the drawing clear of the mini map while it is shown', () => {
    const px = (value: unknown) => Number(String(value).replace('px', ''));
    const withMap = fitOptions(true).padding as { bottom: string };
    const without = fitOptions(false).padding as { bottom: string };
    // The mini map is 90px tall with a 12px margin on either side.
    expect(px(withMap.bottom)).toBeGreaterThanOrEqual(90 + 2 * 12);
    expect(px(without.bottom)).toBeLessThan(px(withMap.bottom));
  });
});

/** happy-dom answers media queries from its viewport, which the window's size sets. */
const wideScreen = { width: window.innerWidth, height: window.innerHeight };
function setScreenWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: wideScreen.height,
  });
}
afterEach(() => setScreenWidth(wideScreen.width));
