import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@tsr/contract';
import { Markdown } from '../../shared/Markdown';
import { ScrollableTable } from '../shell/ScrollableTable';
import { timelineTime } from './report-format';
import { STATUS_LABELS, truncateUser } from './risks';

/** Spec 2.7: the remediated view's timeline, oldest first: time, issue, action, notes, user. */
export function RemediationTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) {
    return <Typography color="text.secondary">No risk has been remediated yet.</Typography>;
  }
  return (
    <ScrollableTable label="Remediation Timeline">
      <Table size="small" aria-label="Remediation Timeline">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Issue</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell>User</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            // Entries are comments in time order; two may be alike in every field.
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is fixed for a given report
            <TableRow key={index}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{timelineTime(entry.time)}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <Markdown text={entry.issue} />
              </TableCell>
              <TableCell>{STATUS_LABELS[entry.action]}</TableCell>
              <TableCell>{entry.notes}</TableCell>
              <TableCell>{truncateUser(entry.user)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
