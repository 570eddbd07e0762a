import { screen, within } from '@testing-library/react';
import type { PageContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const product: PageContent = {
  title: 'About the product',
  body: '## How it works\n\n1. Draw the structure.\n\n## Benefits\n\n- Consistent reviews.',
  attachments: [
    {
      title: 'Brochure',
      url: '/api/content/files/x/brochure.pdf',
      contentType: 'application/pdf',
      size: 204_800,
      alt: '',
    },
    {
      title: 'The workflow',
      url: '/api/content/files/y/flow.png',
      contentType: 'image/png',
      size: 1000,
      alt: 'Four steps from structure to report',
    },
  ],
};

describe('product page (spec 2.10)', () => {
  it('shows the document of the content service: title, workflow, benefits, PDF link and image with its alternative text', async () => {
    const { api } = renderApp('/product', 'visitor', { 'GET /api/content/product': () => json(product) });
    await screen.findByRole('heading', { level: 1, name: 'About the product' });
    screen.getByRole('heading', { level: 2, name: 'How it works' });
    screen.getByRole('heading', { level: 2, name: 'Benefits' });
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(
      within(attachments)
        .getByRole('link', { name: /Brochure/ })
        .getAttribute('href'),
    ).toBe(product.attachments[0]?.url);
    within(attachments).getByText('(PDF, 200 KB)');
    within(attachments).getByRole('img', { name: 'Four steps from structure to report' });
    expect(api.calls.find((c) => c.path === '/api/content/product')?.authorization).toBeNull();
  });

  it('shows the built-in text when the content service cannot be reached', async () => {
    renderApp('/product', 'visitor', { 'GET /api/content/product': () => 'unreachable' });
    await screen.findByRole('heading', { level: 1, name: 'About Tax Structure Review' });
    screen.getByRole('heading', { level: 2, name: 'How it works' });
  });
});

describe('a page stored with unsafe addresses', () => {
  it('makes no link, image or frame of them: their titles and texts show as text', async () => {
    renderApp('/product', 'visitor', {
      'GET /api/content/product': () =>
        json({
          title: 'About the product',
          body: 'Read [the guide](javascript:alert(1)) or [the HMRC manual](https://www.gov.uk/hmrc).',
          attachments: [
            {
              title: 'Brochure',
              url: 'javascript:alert(2)',
              contentType: 'application/pdf',
              size: 10,
              alt: '',
            },
            {
              title: 'Chart',
              url: 'data:image/svg+xml,<svg/>',
              contentType: 'image/png',
              size: 10,
              alt: 'A chart',
            },
          ],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'About the product' });
    expect(screen.getAllByRole('link', { name: /guide|Brochure|HMRC/ }).map((l) => l.textContent)).toEqual([
      'the HMRC manual',
    ]);
    screen.getByText('the guide', { exact: false });
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    within(attachments).getByText('Brochure');
    within(attachments).getByText('Chart');
    expect(within(attachments).queryByRole('img')).toBeNull();
    expect(document.body.innerHTML.toLowerCase()).not.toMatch(/href="(javascript|data)/);
  });

  it('offers an uploaded PDF as a download', async () => {
    renderApp('/product', 'visitor', { 'GET /api/content/product': () => json(product) });
    const attachments = await screen.findByRole('region', { name: 'Attachments' });
    expect(
      within(attachments)
        .getByRole('link', { name: /Brochure/ })
        .hasAttribute('download'),
    ).toBe(true);
  });
});

describe('support page (spec 2.10)', () => {
  it('shows contact and information to a signed-in user', async () => {
    renderApp('/support', plainUser, {
      'GET /api/content/support': () =>
        json({ title: 'Support', body: '## Contact\n\nCall 0800 123.', attachments: [] }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    screen.getByText('Call 0800 123.');
  });
});
