import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SummaryCell, SummaryTable, TaxHead } from '@tsr/contract';
import { RiskGrid } from '../../shared/RiskGrid';
import { cellText, hasExplanation } from '../../shared/risk-level';
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
      <RiskGrid
        table={table}
        named={{ label: 'Risk table' }}
        stickyHeader
        cell={({ row, group, column, cell }) => {
          if (!hasExplanation(cell)) return { content: cellText(cell) };
          const title = `${group.name} · ${row.name} · ${column}`;
          return {
            content: (
              <ButtonBase
                focusRipple
                aria-label={cellName(title, cell, remediatedView)}
                aria-haspopup="dialog"
                onClick={() => onOpen({ rowId: row.id, column, title })}
                sx={{ width: '100%', minHeight: 36, borderRadius: 1, '&:hover': { outline: 1 } }}
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
            ),
          };
        }}
      />
    </RiskTableScroller>
  );
}
