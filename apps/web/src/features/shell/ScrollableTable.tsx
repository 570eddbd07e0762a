import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import { type ReactNode, useRef } from 'react';
import { useSidewaysOverflow } from '../../shared/useSidewaysOverflow';

/**
 * A table's box that scrolls sideways on a narrow screen. While it does, it is a named region in
 * the Tab order, so a keyboard can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { overflowing, onScroll } = useSidewaysOverflow(box);
  return (
    <TableContainer
      ref={box}
      component={Paper}
      variant="outlined"
      onScroll={onScroll}
      // The box is the containing block of what is positioned inside it (a visually hidden column
      // name is absolute), so its scrolling clips that too: otherwise it sits where the table ends and
      // widens the whole page on a phone.
      sx={{ position: 'relative' }}
      {...(overflowing ? { role: 'region', 'aria-label': `${label}, scrolls sideways`, tabIndex: 0 } : {})}
    >
      {children}
    </TableContainer>
  );
}
