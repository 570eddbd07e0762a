import { screen, waitFor } from '@testing-library/react';
import type { ContentEditorState } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const state: ContentEditorState = {
  type: 'product',
  locale: 'en-GB',
  published: {
    version: 2,
    publishedAt: '2026-11-20T10:00:00.000Z',
    publishedBy: 'Ada Admin',
    document: { title: 'About', body: 'Old text', attachments: [] },
  },
  draft: null,
  fallback: { title: 'About', body: 'Default', attachments: [] },
  versions: [
    { version: 2, publishedAt: '2026-11-20T10:00:00.000Z', publishedBy: 'Ada Admin' },
    { version: 1, publishedAt: '2026-11-19T10:00:00.000Z', publishedBy: 'Ada Admin' },
  ],
};

describe('site content editor (issue 16)', () => {
  it('edits the product text with a live preview, saves it as a draft and publishes it', async () => {
    const { api, user } = renderApp('/admin/content', admin, {
      'GET /api/admin/content/product': () => json(state),
      'PUT /api/admin/content/product/draft': () => new Response(null, { status: 204 }),
      'POST /api/admin/content/product/publish': () => json({ version: 3 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Site content' });
    const text = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(text);
    await user.type(text, '## New heading{Enter}{Enter}Read **this**.');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('New heading'));
    expect(preview.querySelector('strong')?.textContent).toBe('this');

    await user.click(screen.getByRole('button', { name: 'Publish document' }));
    await screen.findByText('Published as version 3.');
    expect(api.callsTo('PUT', '/api/admin/content/product/draft')[0]?.body).toEqual({
      document: { title: 'About', body: '## New heading\n\nRead **this**.', attachments: [] },
    });
    expect(api.callsTo('POST', '/api/admin/content/product/publish')).toHaveLength(1);
  });

  it('restores an earlier version and shows the server refusal of a bad document', async () => {
    const { api, user } = renderApp('/admin/content', admin, {
      'GET /api/admin/content/product': () => json(state),
      'POST /api/admin/content/product/restore': () => json({ version: 3 }),
      'PUT /api/admin/content/product/draft': () =>
        errorBody(400, 'Please enter a title for the attachment (attachments.0.title)'),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await screen.findByText('Version 1 restored (published as version 3).');
    expect(api.callsTo('POST', '/api/admin/content/product/restore')[0]?.body).toEqual({ version: 1 });

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Please enter a title for the attachment (attachments.0.title)');
  });

  it('sends a non-admin to Home', async () => {
    const { router } = renderApp('/admin/content', plainUser);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
