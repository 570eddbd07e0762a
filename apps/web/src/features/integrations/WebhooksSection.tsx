import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENT_TITLES, type Webhook } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { useState } from 'react';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { Loading } from '../shell/Loading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { WebhookDeliveriesTable } from './WebhookDeliveriesTable';
import { deleteWebhook, fetchWebhooks, testWebhook, webhookKeys } from './webhooks-api';

const HEADING_ID = 'webhooks-heading';

export const DELETE_WEBHOOK_TEXT =
  'Nothing more is sent to this address, and the list of its deliveries is deleted with it.';

/** The events in words, in the order of the list: "Review submitted, User created". */
export const eventsText = (webhook: Pick<Webhook, 'events'>) =>
  webhook.events.map((event) => WEBHOOK_EVENT_TITLES[event]).join(', ');

/**
 * The company's webhooks (issue 35): each address with its events, who added it and when; its
 * deliveries (status, attempts, next attempt, the receiver's answer); Send test event; Delete,
 * asked first. Add webhook shows a new webhook's signing secret once.
 */
export function WebhooksSection() {
  const queryClient = useQueryClient();
  const webhooks = useQuery({ queryKey: webhookKeys.all, queryFn: fetchWebhooks });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [shown, setShown] = useState<Webhook | null>(null);
  const remove = useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(webhook.id),
    onSuccess: (_, webhook) => {
      if (shown?.id === webhook.id) setShown(null);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onSettled: () => setDeleting(null),
  });
  const test = useMutation({
    mutationFn: (webhook: Webhook) => testWebhook(webhook.id),
    onSuccess: (_, webhook) => {
      setShown(webhook);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhook.id) });
    },
  });

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography variant="h2" id={HEADING_ID} gutterBottom>
        Webhooks
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A webhook tells another system at once when something happens in this company: a review submitted, a
        report resubmitted, a risk's status changed, a user created. Each event is sent to its https address
        as JSON, signed with the webhook's secret, and tried again for a day until it is received.
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        Add webhook
      </Button>
      <ApiErrorAlert error={webhooks.error} />
      <ApiErrorAlert error={remove.error} />
      <ApiErrorAlert error={test.error} />
      {webhooks.isPending ? (
        <Loading />
      ) : (
        webhooks.data && (
          <WebhookTable
            webhooks={webhooks.data.webhooks}
            onDeliveries={setShown}
            onTest={(webhook) => test.mutate(webhook)}
            onDelete={setDeleting}
          />
        )
      )}
      {shown && (
        <Stack spacing={1} sx={{ mt: 3 }}>
          <Typography variant="h3">Deliveries to {shown.url}</Typography>
          <WebhookDeliveriesTable webhookId={shown.id} url={shown.url} />
        </Stack>
      )}
      {creating && (
        <CreateWebhookDialog
          onClose={() => setCreating(false)}
          onCreated={() => queryClient.invalidateQueries({ queryKey: webhookKeys.all })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the webhook to ${deleting?.url ?? ''}`}
        text={DELETE_WEBHOOK_TEXT}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Box>
  );
}

interface WebhookTableProps {
  webhooks: readonly Webhook[];
  onDeliveries: (webhook: Webhook) => void;
  onTest: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

function WebhookTable({ webhooks, onDeliveries, onTest, onDelete }: WebhookTableProps) {
  if (webhooks.length === 0)
    return <Typography color="text.secondary">No webhook has been added for this company yet.</Typography>;
  return (
    <ScrollableTable label="Webhooks">
      <Table size="small" aria-labelledby={HEADING_ID}>
        <TableHead>
          <TableRow>
            <TableCell>Address</TableCell>
            <TableCell>Events</TableCell>
            <TableCell>Added</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {webhooks.map((webhook) => (
            <TableRow key={webhook.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {webhook.url}
              </TableCell>
              <TableCell>{eventsText(webhook)}</TableCell>
              <TableCell>
                {ukDateTime(webhook.created_at)}
                {webhook.created_by && ` by ${webhook.created_by}`}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onDeliveries(webhook)}
                    aria-label={`Deliveries to ${webhook.url}`}
                  >
                    Deliveries
                  </Button>
                  <Button
                    size="small"
                    onClick={() => onTest(webhook)}
                    aria-label={`Send a test event to ${webhook.url}`}
                  >
                    Send test
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(webhook)}
                    aria-label={`Delete the webhook to ${webhook.url}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
