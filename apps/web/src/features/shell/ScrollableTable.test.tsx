import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollableTable } from './ScrollableTable';

function renderTable() {
  render(
    <ScrollableTable label="Remediation Timeline">
      <Table aria-label="Remediation Timeline">
        <TableBody>
          <TableRow>
            <TableCell>12/03/2026 10:15</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollableTable>,
  );
}

describe('ScrollableTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region in the Tab order while the table is wider than its box (a phone)', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    renderTable();
    const region = screen.getByRole('region', { name: 'Remediation Timeline, scrolls sideways' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('holds what is positioned inside the table, so that a hidden column name cannot widen the page', () => {
    renderTable();
    const box = screen.getByRole('table', { name: 'Remediation Timeline' }).parentElement as HTMLElement;
    expect(getComputedStyle(box).overflowX).toBe('auto');
    expect(getComputedStyle(box).position).toBe('relative');
  });

  it('adds no Tab stop when the table fits', () => {
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Remediation Timeline' }).closest('[tabindex]')).toBeNull();
  });
});
