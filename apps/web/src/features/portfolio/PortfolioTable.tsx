import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type PortfolioEntry, type PortfolioSort, type SortOrder, shownScore } from '@tsr/contract';
import { ukDate } from '@tsr/domain/uk-time';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LEVEL_COLOURS, riskLevel } from '../../shared/risk-level';
import { ScrollableTable } from '../shell/ScrollableTable';
import { HeatCell } from './HeatCell';
import { dayText, FIRST_ORDER, HEADS } from './portfolio-filters';
import { Sparkline } from './Sparkline';

export const PORTFOLIO_TABLE_LABEL = 'Portfolio';

const structurePath = (id: string) => `/structures/${encodeURIComponent(id)}`;

interface PortfolioTableProps {
  rows: readonly PortfolioEntry[];
  /** Admins see whose structure each is. */
  showCompany: boolean;
  sort: PortfolioSort;
  order: SortOrder;
  onSort: (sort: PortfolioSort, order: SortOrder) => void;
}

/**
 * The portfolio's table: each structure (a link to its screen), its latest score, the heat map of
 * its tax heads, the trend of its scores, its last review, next key date and reviews. The headers
 * of what the server sorts by sort on a click, the same header again the other way.
 */
export function PortfolioTable({ rows, showCompany, sort, order, onSort }: PortfolioTableProps) {
  const header = (key: PortfolioSort, label: string, align?: 'right') => (
    <TableCell align={align} sortDirection={sort === key ? order : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={sort === key}
        direction={sort === key ? order : FIRST_ORDER[key]}
        onClick={() => onSort(key, sort === key ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[key])}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <ScrollableTable label={PORTFOLIO_TABLE_LABEL}>
      <Table size="small" aria-label={PORTFOLIO_TABLE_LABEL}>
        <TableHead>
          <TableRow>
            {header('name', 'Structure')}
            {showCompany && <TableCell>Company</TableCell>}
            {header('score', 'Score', 'right')}
            {HEADS.map((head) => (
              <TableCell key={head} align="center" sx={{ px: 1 }}>
                {head}
              </TableCell>
            ))}
            <TableCell>Trend</TableCell>
            {header('lastReview', 'Last review')}
            {header('nextKeyDate', 'Next key date')}
            <TableCell align="right">Reviews</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.structureId} hover>
              <TableCell sx={{ fontWeight: 600, minWidth: 160 }}>
                <Link component={RouterLink} to={structurePath(row.structureId)}>
                  {row.name}
                </Link>
              </TableCell>
              {showCompany && <TableCell>{row.companyName}</TableCell>}
              <ScoreCell score={row.latestScore} />
              {HEADS.map((head) => (
                <HeatCell key={head} head={head} score={row.headScores?.[head] ?? null} />
              ))}
              <TableCell>
                <Sparkline trend={row.trend} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.lastReviewAt === null ? '—' : ukDate(row.lastReviewAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(row.nextKeyDate)}</TableCell>
              <TableCell align="right">{row.reviewCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}

/** The latest score in its band's colours, as the report's score chip shows it; 'n/a' before a first submit. */
function ScoreCell({ score }: { score: number | null }): ReactNode {
  if (score === null) return <TableCell align="right">n/a</TableCell>;
  const colours = LEVEL_COLOURS[riskLevel(score)];
  return (
    <TableCell align="right" sx={{ color: colours.text, fontWeight: 700 }}>
      {shownScore(score)}
    </TableCell>
  );
}
