import { screen, waitFor, within } from '@testing-library/react';
import { type CreatedWebhook, routes, type Webhook, type WebhookDelivery } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { accountLead, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SECRET_NOT_SHOWN_AGAIN } from './CreateWebhookDialog';
import { DELETE_WEBHOOK_TEXT } from './WebhooksSection';

const LIST = `GET ${routes.webhooks.path}`;
const CREATE = `POST ${routes.createWebhook.path}`;
const pathOf = (route: { path: string }, id: string) => route.path.replace(':id', id);

const practice: Webhook = {
  id: '7d3c2a8e-6b1f-4f6e-9a51-0c2d3e4f5a6b',
  url: 'https://hooks.practice.example/tsr',
  events: ['review.submitted', 'user.created'],
  created_at: '2026-03-02T09:15:00.000Z',
  created_by: 'Lena Lead',
};

const delivered: WebhookDelivery = {
  id: '0b6f1c2e-1111-4a1a-8a1a-000000000001',
  event_id: '0b6f1c2e-2222-4a1a-8a1a-000000000001',
  event: 'review.submitted',
  status: 'delivered',
  attempts: 1,
  next_attempt_at: null,
  response_status: 200,
  error: null,
  created_at: '2026-03-03T10:00:00.000Z',
  delivered_at: '2026-03-03T10:00:01.000Z',
};
const retrying: WebhookDelivery = {
  id: '0b6f1c2e-1111-4a1a-8a1a-000000000002',
  event_id: '0b6f1c2e-2222-4a1a-8a1a-000000000002',
  event: 'user.created',
  status: 'pending',
  attempts: 2,
  next_attempt_at: '2026-03-04T11:04:00.000Z',
  response_status: 500,
  error: 'The receiver answered 500.',
  created_at: '2026-03-04T11:00:00.000Z',
  delivered_at: null,
};

function open(webhooks: Webhook[] = [practice], handlers = {}) {
  return renderApp('/integrations', accountLead, {
    [`GET ${routes.apiKeys.path}`]: () => json({ keys: [] }),
    [LIST]: () => json({ webhooks }),
    ...handlers,
  });
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Integrations (/integrations): webhooks', () => {
  it("lists the company's webhooks: address, events in words, who added it and when", async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeTruthy();
    expect(cellsOf(await screen.findByRole('table', { name: 'Webhooks' }))).toEqual([
      [
        practice.url,
        'Review submitted, User created',
        `${ukDateTime(practice.created_at)} by Lena Lead`,
        'DeliveriesSend testDelete',
      ],
    ]);
  });

  it('says so when the company has none', async () => {
    open([]);
    expect(await screen.findByText('No webhook has been added for this company yet.')).toBeTruthy();
  });

  it('adds a webhook with its address and events and shows its signing secret once', async () => {
    const created: CreatedWebhook = { webhook: practice, secret: 'whsec_the-secret-shown-once' };
    const { user, api } = open([], { [CREATE]: () => json(created, 201) });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please give the https address the events are sent to.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose at least one event.')).toBeTruthy();
    expect(api.callsTo('POST', routes.createWebhook.path)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), practice.url);
    await user.click(within(dialog).getByRole('checkbox', { name: 'User created' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Review submitted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new webhook' });
    // The events go in the list's order, whatever order they were ticked in.
    expect(api.callsTo('POST', routes.createWebhook.path).map((c) => c.body)).toEqual([
      { url: practice.url, events: ['review.submitted', 'user.created'] },
    ]);
    expect(within(shown).getByText(SECRET_NOT_SHOWN_AGAIN)).toBeTruthy();
    expect(within(shown).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value).toBe(
      created.secret,
    );
    await waitFor(() => expect(api.callsTo('GET', routes.webhooks.path).length).toBeGreaterThan(1));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it("shows the server's reason when it refuses an address", async () => {
    const refusal =
      'The address resolves to 10.0.0.5, a private, loopback or link-local address: webhooks are sent only to public addresses.';
    const { user } = open([], { [CREATE]: () => errorBody(400, refusal) });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Address' }),
      'https://internal.example/hook',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Risk status changed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
  });

  it('shows its deliveries: status, attempts, next attempt, the answer and the reason', async () => {
    const { user } = open([practice], {
      [`GET ${pathOf(routes.webhookDeliveries, practice.id)}`]: () =>
        json({ deliveries: [retrying, delivered] }),
    });
    await user.click(await screen.findByRole('button', { name: `Deliveries to ${practice.url}` }));
    const table = await screen.findByRole('table', { name: `Deliveries to ${practice.url}` });
    expect(cellsOf(table)).toEqual([
      [
        'User created',
        ukDateTime(retrying.created_at),
        'Pending',
        '2',
        ukDateTime(retrying.next_attempt_at as string),
        '500',
        'The receiver answered 500.',
      ],
      [
        'Review submitted',
        ukDateTime(delivered.created_at),
        `Delivered ${ukDateTime(delivered.delivered_at as string)}`,
        '1',
        '—',
        '200',
        '',
      ],
    ]);
  });

  it('sends a test event and shows the deliveries', async () => {
    const test: WebhookDelivery = {
      ...retrying,
      id: '0b6f1c2e-1111-4a1a-8a1a-000000000003',
      event: 'webhook.test',
      attempts: 0,
      error: null,
    };
    const { user, api } = open([practice], {
      [`POST ${pathOf(routes.testWebhook, practice.id)}`]: () => json(test, 202),
      [`GET ${pathOf(routes.webhookDeliveries, practice.id)}`]: () => json({ deliveries: [test] }),
    });
    await user.click(await screen.findByRole('button', { name: `Send a test event to ${practice.url}` }));
    const table = await screen.findByRole('table', { name: `Deliveries to ${practice.url}` });
    expect(within(table).getByText('Test event')).toBeTruthy();
    expect(api.callsTo('POST', pathOf(routes.testWebhook, practice.id))).toHaveLength(1);
  });

  it('deletes a webhook after asking', async () => {
    const { user, api } = open([practice], {
      [`DELETE ${pathOf(routes.deleteWebhook, practice.id)}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: `Delete the webhook to ${practice.url}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete the webhook to ${practice.url}` });
    expect(within(confirm).getByText(DELETE_WEBHOOK_TEXT)).toBeTruthy();
    expect(api.callsTo('DELETE', pathOf(routes.deleteWebhook, practice.id))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', pathOf(routes.deleteWebhook, practice.id))).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not read for a plain user', async () => {
    const { api } = renderApp('/integrations', plainUser, {});
    expect(await screen.findByText('Integrations are for account leads and administrators.')).toBeTruthy();
    expect(api.callsTo('GET', routes.webhooks.path)).toHaveLength(0);
  });
});
