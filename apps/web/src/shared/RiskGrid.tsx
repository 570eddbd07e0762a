import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReportTable, TaxHead } from '@tsr/contract';
import { Fragment, type ReactNode } from 'react';
import { visuallyHidden } from '../features/shell/visually-hidden';
import { LEVEL_COLOURS, riskLevel } from './risk-level';

/** A table of scores by entity and tax head: the report's own, or a what-if's. */
type Scores<Cell> = Omit<ReportTable, 'values'> & { values: Record<string, Record<string, Cell>> };

/** Where a cell is, and what it holds. */
export interface GridCell<Cell> {
  row: ReportTable['rows'][number];
  group: ReportTable['rowGroups'][number];
  column: TaxHead;
  cell: Cell | undefined;
}

interface RiskGridProps<Cell extends { score: number }> {
  table: Scores<Cell>;
  /** The table's accessible name: a label of its own, or the id of the heading that names it. */
  named: { label: string } | { labelledBy: string };
  stickyHeader?: boolean;
  /** A cell's content, and what it adds to the level's colours. */
  cell: (at: GridCell<Cell>) => { content: ReactNode; sx?: SxProps<Theme> };
}

/**
 * Spec 2.7's risk table: row groups (Trust, Foundation, Company) with their rows, the tax heads as
 * columns, each cell coloured by its risk level. The report and a what-if draw their cells their
 * own way (a button to open why, a change against the report).
 */
export function RiskGrid<Cell extends { score: number }>({
  table,
  named,
  stickyHeader,
  cell,
}: RiskGridProps<Cell>) {
  return (
    <Table
      size="small"
      stickyHeader={stickyHeader}
      {...('label' in named ? { 'aria-label': named.label } : { 'aria-labelledby': named.labelledBy })}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%' }}>
            <Box component="span" sx={visuallyHidden}>
              Entity
            </Box>
          </TableCell>
          {table.columns.map((column) => (
            <TableCell key={column} align="center" sx={{ fontWeight: 700 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rowGroups.map((group) => (
          <Fragment key={group.id}>
            <TableRow sx={{ bgcolor: 'grey.100' }}>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={table.columns.length + 1}
                sx={{ fontWeight: 700 }}
              >
                {group.name}
              </TableCell>
            </TableRow>
            {table.rows
              .filter((row) => row.type === group.id)
              .map((row) => (
                <TableRow key={row.id}>
                  <TableCell component="th" scope="row" sx={{ pl: 4 }}>
                    {row.name}
                  </TableCell>
                  {table.columns.map((column) => {
                    const value = table.values[row.id]?.[column];
                    const colours = LEVEL_COLOURS[riskLevel(value?.score ?? 0)];
                    const drawn = cell({ row, group, column, cell: value });
                    return (
                      <TableCell
                        key={column}
                        align="center"
                        sx={[
                          { p: 0.5, bgcolor: colours.background, color: colours.text, fontWeight: 600 },
                          ...(Array.isArray(drawn.sx) ? drawn.sx : [drawn.sx]),
                        ]}
                      >
                        {drawn.content}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
