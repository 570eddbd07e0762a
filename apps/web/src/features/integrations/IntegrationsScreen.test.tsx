import { screen, waitFor, within } from '@testing-library/react';
import { type ApiKey, type CreatedApiKey, routes } from '@tsr/contract';
import { ukDateTime } from '@tsr/domain/uk-time';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp, type Who } from '../../test/render-app';
import { REVOKE_TEXT } from './ApiKeysSection';
import { NOT_SHOWN_AGAIN } from './CreateApiKeyDialog';

const LIST = `GET ${routes.apiKeys.path}`;
const CREATE = `POST ${routes.createApiKey.path}`;
const revokePath = (id: string) => routes.revokeApiKey.path.replace(':id', id);

const practice: ApiKey = {
  id: 'k-1',
  name: 'Practice system',
  scopes: ['readReports', 'startReviews'],
  prefix: 'tsr_AbCd1234',
  createdBy: 'lead@example.com',
  createdAt: '2026-03-02T09:15:00.000Z',
  lastUsedAt: '2026-03-05T14:41:00.000Z',
  revokedAt: null,
};
const old: ApiKey = {
  id: 'k-2',
  name: 'Old KYC tool',
  scopes: ['readReports'],
  prefix: 'tsr_Zz9-Yy8_',
  createdBy: 'admin@example.com',
  createdAt: '2025-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: '2026-01-04T16:30:00.000Z',
};

function open(who: Who, keys: ApiKey[] = [practice, old], handlers = {}) {
  return renderApp('/integrations', who, { [LIST]: () => json({ keys }), ...handlers });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'API keys' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Integrations (/integrations): API keys', () => {
  it("lists the company's keys: name, scopes, the key's start, who made it and when, last use, revoked", async () => {
    open(accountLead);
    await screen.findByRole('heading', { level: 1, name: 'Integrations' });
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toBeTruthy();
    expect(await rows()).toEqual([
      [
        'Practice system',
        'Read reports, Start reviews',
        'tsr_AbCd1234…',
        `${ukDateTime(practice.createdAt)} by lead@example.com`,
        ukDateTime(practice.lastUsedAt as string),
        'Revoke',
      ],
      [
        'Old KYC tool',
        'Read reports',
        'tsr_Zz9-Yy8_…',
        `${ukDateTime(old.createdAt)} by admin@example.com`,
        'Never',
        `Revoked ${ukDateTime(old.revokedAt as string)}`,
      ],
    ]);
  });

  it('says so when the company has no key', async () => {
    open(admin, []);
    expect(await screen.findByText('No API key has been created for this company yet.')).toBeTruthy();
  });

  it('creates a key with its name and scopes and shows its secret once, with Copy', async () => {
    const created: CreatedApiKey = {
      key: { ...practice, id: 'k-3', name: 'Registry feed', scopes: ['readReports'], lastUsedAt: null },
      secret: 'tsr_AbCd1234-the-rest-of-the-secret-0123456789ab',
    };
    const { user, api } = open(accountLead, [practice], { [CREATE]: () => json(created, 201) });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please give the key a name.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose at least one scope.')).toBeTruthy();
    expect(api.callsTo('POST', routes.createApiKey.path)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Registry feed');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(api.callsTo('POST', routes.createApiKey.path).map((c) => c.body)).toEqual([
      { name: 'Registry feed', scopes: ['readReports'] },
    ]);
    expect(within(shown).getByText(NOT_SHOWN_AGAIN)).toBeTruthy();
    expect(within(shown).getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value).toBe(
      created.secret,
    );

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(created.secret);

    // The list is read again; closing forgets the secret.
    await waitFor(() => expect(api.callsTo('GET', routes.apiKeys.path).length).toBeGreaterThan(1));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it('revokes a key after asking', async () => {
    const { user, api } = open(accountLead, [practice], {
      [`POST ${revokePath(practice.id)}`]: () => json({ ...practice, revokedAt: '2026-03-06T08:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Practice system' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Practice system' });
    expect(within(confirm).getByText(REVOKE_TEXT)).toBeTruthy();
    expect(api.callsTo('POST', revokePath(practice.id))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.callsTo('POST', revokePath(practice.id))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is for account leads and admins: a user is told so, and no key is read', async () => {
    const { api } = open(plainUser);
    expect(await screen.findByText('Integrations are for account leads and administrators.')).toBeTruthy();
    expect(api.callsTo('GET', routes.apiKeys.path)).toHaveLength(0);
  });
});
