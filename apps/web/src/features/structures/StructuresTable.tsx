import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SavedStructureEntry } from '@tsr/contract';
import { Link as RouterLink } from 'react-router';
import { ScrollableTable } from '../shell/ScrollableTable';
import { creatorText, dayText, scoreText } from './structure-texts';

export const structurePath = (id: string) => `/structures/${encodeURIComponent(id)}`;

/** The saved structures, each name a link to the structure's screen. */
export function StructuresTable({ rows }: { rows: readonly SavedStructureEntry[] }) {
  return (
    <ScrollableTable label="Structures">
      <Table size="small" aria-label="Structures">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Created By</TableCell>
            <TableCell>Last Review</TableCell>
            <TableCell align="right">Latest Score</TableCell>
            <TableCell align="right">Reviews</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                <Link component={RouterLink} to={structurePath(row.id)}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>{creatorText(row.createdBy)}</TableCell>
              <TableCell>{dayText(row.lastReviewAt)}</TableCell>
              <TableCell align="right">{scoreText(row.latestScore)}</TableCell>
              <TableCell align="right">{row.reviewCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
