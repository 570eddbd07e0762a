import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_EVENT_TITLES, type WebhookDelivery } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { Loading } from '../shell/Loading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { fetchWebhookDeliveries, webhookKeys } from './webhooks-api';

/** While a delivery is pending, the list is read again this often, so its outcome shows. */
const PENDING_REFRESH_MS = 5_000;

/** A delivery's status in words: "Delivered", "Pending", "Failed". */
export const deliveryStatusText = (d: Pick<WebhookDelivery, 'status'>) =>
  ({ pending: 'Pending', delivered: 'Delivered', failed: 'Failed' })[d.status];

/**
 * A webhook's newest deliveries: the event, when it happened, its status, attempts, the next
 * attempt, the receiver's last answer and why the last attempt failed.
 */
export function WebhookDeliveriesTable({ webhookId, url }: { webhookId: string; url: string }) {
  const deliveries = useQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: () => fetchWebhookDeliveries(webhookId),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  if (deliveries.isPending) return <Loading />;
  if (deliveries.error) return <ApiErrorAlert error={deliveries.error} />;
  const rows = deliveries.data.deliveries;
  if (rows.length === 0)
    return <Typography color="text.secondary">Nothing has been sent to {url} yet.</Typography>;
  return (
    <ScrollableTable label={`Deliveries to ${url}`}>
      <Table size="small" aria-label={`Deliveries to ${url}`}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Happened</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>Next attempt</TableCell>
            <TableCell>Response</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell component="th" scope="row">
                {WEBHOOK_EVENT_TITLES[d.event]}
              </TableCell>
              <TableCell>{ukDateTime(d.created_at)}</TableCell>
              <TableCell>
                {deliveryStatusText(d)}
                {d.delivered_at && ` ${ukDateTime(d.delivered_at)}`}
              </TableCell>
              <TableCell align="right">{d.attempts}</TableCell>
              <TableCell>{d.next_attempt_at ? ukDateTime(d.next_attempt_at) : '—'}</TableCell>
              <TableCell>{d.response_status ?? '—'}</TableCell>
              <TableCell>{d.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
