import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ukDateTime } from '@tsr/domain/uk-time';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ScrollableTable } from '../shell/ScrollableTable';
import { actionLabel, changes } from './audit-text';
import { fetchUserAudit, userKeys } from './user-api';

/** The append-only audit log of one user and of their reviews (admins only). */
export function AuditLogTable({ userId }: { userId: string }) {
  const audit = useQuery({ queryKey: userKeys.audit(userId), queryFn: () => fetchUserAudit(userId) });
  const entries = audit.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading">
      <Typography variant="h2" id="audit-heading" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        Audit log
      </Typography>
      <ApiErrorAlert error={audit.error} />
      {entries.length === 0 ? (
        <Typography color="text.secondary">No changes recorded.</Typography>
      ) : (
        <ScrollableTable label="Audit log">
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Changes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{ukDateTime(new Date(e.at * 1000))}</TableCell>
                  <TableCell>{e.actor}</TableCell>
                  <TableCell>{actionLabel(e.action)}</TableCell>
                  <TableCell>{changes(e.before, e.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      )}
    </section>
  );
}
