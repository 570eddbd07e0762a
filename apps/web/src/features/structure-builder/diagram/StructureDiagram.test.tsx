import { fireEvent, render, screen } from '@testing-library/react';
import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it, vi } from 'vitest';
import StructureDiagram from './StructureDiagram';

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
    expect(await screen.findByText('Delta Trust')).toBeTruthy();
    expect(nodeIds()).toEqual(['entity:t1', 'party:t1:ann', 'entity:c1']);
    expect(screen.getByText('Trust')).toBeTruthy();
    expect(screen.getByText('Delta Holdings Ltd')).toBeTruthy();
    expect(screen.getByText('Company')).toBeTruthy();
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('Settlor')).toBeTruthy();
  });

  it('follows the draft as it changes', async () => {
    const { rerender } = renderDiagram(delta());
    await screen.findByText('Delta Trust');
    rerender(
      <div style={{ width: 800, height: 600 }}>
        <StructureDiagram structure={delta('Delta Family Trust')} findings={[]} />
      </div>,
    );
    expect(await screen.findByText('Delta Family Trust')).toBeTruthy();
    expect(screen.queryByText('Delta Trust')).toBeNull();
  });

  it('tells the form which entity or party was clicked', async () => {
    const { onSelect } = renderDiagram(delta());
    fireEvent.click(await screen.findByText('Ann'));
    expect(onSelect).toHaveBeenLastCalledWith('t1', 'ann');
    fireEvent.click(screen.getByText('Delta Holdings Ltd'));
    expect(onSelect).toHaveBeenLastCalledWith('c1', undefined);
  });
});
