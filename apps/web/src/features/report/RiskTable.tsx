import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SummaryCell, SummaryTable, TaxHead } from '@tsr/contract';
import { Fragment } from 'react';
import { cellText, hasExplanation, LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';
import { visuallyHidden } from '../shell/visually-hidden';
import { RiskTableScroller } from './RiskTableScroller';
import { STATUS_LABELS } from './risks';
import { StatusChip } from './StatusChip';

export interface OpenedCell {
  rowId: string;
  column: TaxHead;
  title: string;
}

interface RiskTableProps {
  table: SummaryTable;
  /** The remediated view shows each risk's status in its cell. */
  remediatedView: boolean;
  onOpen: (cell: OpenedCell) => void;
}

/**
 * A cell's accessible name: where it is, its score and, in the remediated view, its status. It ends
 * with the cell's visible text as shown (score, then status), so speech input can name the button by
 * what it reads (WCAG 2.5.3).
 */
function cellName(title: string, cell: SummaryCell, remediatedView: boolean): string {
  const status = remediatedView ? ` ${STATUS_LABELS[cell.remediationStatus ?? 'unresolved']}` : '';
  return `${title}: ${cell.score}${status}`;
}

/**
 * Spec 2.7: the risk table, row groups (Trust, Foundation, Company) with their rows, and the tax
 * heads as columns. A cell shows its score coloured by level; a cell some rule fired for opens
 * why, and its remediation.
 */
export function RiskTable({ table, remediatedView, onOpen }: RiskTableProps) {
  return (
    <RiskTableScroller>
      <Table size="small" stickyHeader aria-label="Risk table">
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
                      const cell = table.values[row.id]?.[column];
                      const colours = LEVEL_COLOURS[riskLevel(cell?.score ?? 0)];
                      const title = `${group.name} · ${row.name} · ${column}`;
                      return (
                        <TableCell
                          key={column}
                          align="center"
                          sx={{ p: 0.5, bgcolor: colours.background, color: colours.text, fontWeight: 600 }}
                        >
                          {hasExplanation(cell) ? (
                            <ButtonBase
                              focusRipple
                              aria-label={cellName(title, cell, remediatedView)}
                              aria-haspopup="dialog"
                              onClick={() => onOpen({ rowId: row.id, column, title })}
                              sx={{
                                width: '100%',
                                minHeight: 36,
                                borderRadius: 1,
                                '&:hover': { outline: 1 },
                              }}
                            >
                              <Stack spacing={0.5} sx={{ alignItems: 'center', py: 0.5 }}>
                                <Typography component="span" sx={{ fontWeight: 700 }}>
                                  {cellText(cell)}
                                </Typography>
                                {/* A space between score and status, so the visible text reads "85 Resolved" as the name does. */}
                                {remediatedView && ' '}
                                {remediatedView && <StatusChip status={cell.remediationStatus} />}
                              </Stack>
                            </ButtonBase>
                          ) : (
                            cellText(cell)
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </RiskTableScroller>
  );
}
