import { screen, waitFor } from '@testing-library/react';
import type { ContentEditorState } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { admin, plainUser, shellContent } from '../../test/fixtures';
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

describe('site content editor', () => {
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

    const publish = screen.getByRole('button', { name: 'Publish document' });
    expect(publish.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(publish.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Publish document saves your changes and makes this document, in this language, what every visitor sees from their next page load; earlier versions stay below and can be restored.',
    );
    await user.click(publish);
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

describe('addresses in the site content editor', () => {
  const refused =
    "Addresses starting with 'javascript:' are not allowed: use an https:, http: or mailto: address, or a relative path such as /support or #fees";

  it('names a refused footer link address at its field and saves nothing until it is corrected', async () => {
    const shellState: ContentEditorState = {
      type: 'shell',
      locale: 'en-GB',
      published: null,
      draft: null,
      fallback: shellContent,
      versions: [],
    };
    const { api, user } = renderApp('/admin/content', admin, {
      'GET /api/admin/content/product': () => json(state),
      'GET /api/admin/content/shell': () => json(shellState),
      'PUT /api/admin/content/shell/draft': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'Navigation, footer and trial terms' }));
    const address = (await screen.findAllByRole('textbox', { name: 'Link address' }))[0] as HTMLInputElement;
    await user.clear(address);
    await user.paste('JaVaScRiPt:alert(1)');
    await screen.findByText(refused.replace('javascript', 'JaVaScRiPt'));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    screen.getByText(/Correct the document before you save or publish it: .*\(footer\.links\.0\.url\)/);
    const save = screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Publish document' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.clear(address);
    await user.paste('https://www.gov.uk');
    expect(address.getAttribute('aria-invalid')).toBe('false');
    await user.click(save);
    await screen.findByText('Draft saved. Readers still see the published version.');
    expect(api.callsTo('PUT', '/api/admin/content/shell/draft')).toHaveLength(1);
  });

  it('shows an entry added after the document was published under its default title, not empty', async () => {
    const older = {
      ...shellContent,
      navigation: shellContent.navigation.filter((n) => n.key !== 'Structures' && n.key !== 'Portfolio'),
    };
    const shellState: ContentEditorState = {
      type: 'shell',
      locale: 'en-GB',
      published: null,
      draft: null,
      fallback: older,
      versions: [],
    };
    const { user } = renderApp('/admin/content', admin, {
      'GET /api/admin/content/product': () => json(state),
      'GET /api/admin/content/shell': () => json(shellState),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'Navigation, footer and trial terms' }));
    const structures = (await screen.findByRole('textbox', {
      name: 'Navigation: Structures',
    })) as HTMLInputElement;
    expect(structures.value).toBe('Structures');
  });

  it("names a refused link of the page's Markdown and shows it in the preview as text only", async () => {
    const { api, user } = renderApp('/admin/content', admin, {
      'GET /api/admin/content/product': () => json(state),
    });
    const text = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(text);
    // user-event reads '[[' as one '['.
    await user.type(text, 'Read [[the guide](javascript:alert(1)).');
    await screen.findByText(`The link to 'javascript:alert(1)' is refused. ${refused}`);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('a')).toBeNull();
    expect(preview.textContent).toContain('the guide');
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PUT', '/api/admin/content/product/draft')).toHaveLength(0);
  });

  it('shows what to fix in a draft saved before the rule, and does not publish it', async () => {
    const old: ContentEditorState = {
      ...state,
      draft: {
        savedAt: '2026-11-21T10:00:00.000Z',
        document: {
          title: 'About',
          body: 'Old text',
          attachments: [
            { title: 'Terms', url: 'javascript:alert(1)', contentType: 'application/pdf', size: 10, alt: '' },
          ],
        },
      },
    };
    renderApp('/admin/content', admin, { 'GET /api/admin/content/product': () => json(old) });
    await screen.findByText(`Its address is refused: ${refused} Remove it and upload the file again.`);
    screen.getByText(`Correct the document before you save or publish it: ${refused} (attachments.0.url)`);
    expect((screen.getByRole('button', { name: 'Publish document' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
