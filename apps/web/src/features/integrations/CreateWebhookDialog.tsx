import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import {
  type CreatedWebhook,
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
} from '@tsr/contract';
import { useState } from 'react';
import { ChoiceSet } from './ChoiceSet';
import { SecretDialog } from './SecretDialog';
import { ShownOnce } from './ShownOnce';
import { createWebhook } from './webhooks-api';

export const SECRET_NOT_SHOWN_AGAIN =
  'Copy this signing secret now and keep it with the system that receives the events: it will not be shown again. If it is lost, delete the webhook and create another.';

interface CreateWebhookDialogProps {
  onClose: () => void;
  /** The webhook was made: the list reads it again. */
  onCreated: (created: CreatedWebhook) => void;
}

/**
 * Registers a webhook: its https address and events, then its signing secret, shown this once.
 * The server checks the address (https, not a private network) and says why it refuses one.
 */
export function CreateWebhookDialog({ onClose, onCreated }: CreateWebhookDialogProps) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({});
  const create = useMutation({ mutationFn: createWebhook, onSuccess: onCreated });
  const created = create.data;

  const onSubmit = () => {
    const found = {
      ...(url.trim() === '' && { url: WEBHOOK_MESSAGES.url }),
      ...(events.length === 0 && { events: WEBHOOK_MESSAGES.noEvents }),
    };
    setProblems(found);
    if (!found.url && !found.events) create.mutate({ url: url.trim(), events });
  };

  return (
    <SecretDialog
      title="Add webhook"
      madeTitle="Your new webhook"
      submitLabel="Add"
      made={
        created && (
          <ShownOnce warning={SECRET_NOT_SHOWN_AGAIN} label="Signing secret" secret={created.secret}>
            Events are sent to <strong>{created.webhook.url}</strong>, each signed with this secret in the{' '}
            <code>X-TSR-Signature</code> header.
          </ShownOnce>
        )
      }
      onSubmit={onSubmit}
      pending={create.isPending}
      error={create.error}
      onClose={onClose}
    >
      <TextField
        label="Address"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={Boolean(problems.url)}
        helperText={problems.url ?? 'The https address your system receives the events at.'}
        placeholder="https://"
        required
        autoFocus
        fullWidth
      />
      <ChoiceSet
        legend="Events"
        options={WEBHOOK_EVENT_TYPES}
        titles={WEBHOOK_EVENT_TITLES}
        chosen={events}
        onChange={setEvents}
        problem={problems.events}
      />
    </SecretDialog>
  );
}
