import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser, shellContent } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function footerLinks(): Promise<string[]> {
  const footer = await screen.findByRole('contentinfo');
  return within(footer)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('footer (spec 2.2)', () => {
  it('shows the copyright line and company details', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    within(footer).getByText('© 2025 Example Advisers LLP');
    within(footer).getByText('Example Advisers LLP, registered in England and Wales no. OC000000');
  });

  it('shows only the public links when signed out', async () => {
    renderApp('/');
    expect(await footerLinks()).toEqual(['Privacy Policy', 'Terms and Conditions']);
  });

  it('shows only the links that are not public when signed in', async () => {
    renderApp('/user/dashboard', plainUser);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await footerLinks()).toEqual(['Data Processing Agreement']);
  });

  it.each([
    ['signed out', 'visitor' as const, '/'],
    ['signed in', plainUser, '/user/dashboard'],
  ])(
    'shows the default Privacy Policy and Terms and Conditions when %s and the content is missing',
    async (_, who, path) => {
      renderApp(path, who, { 'GET /api/content/shell': () => 'unreachable' });
      await screen.findByRole('heading', { level: 1 });
      expect(await footerLinks()).toEqual(['Privacy Policy', 'Terms and Conditions']);
    },
  );

  it('uses the product name in the default copyright line', async () => {
    renderApp('/', 'visitor', {
      'GET /api/content/shell': () => json({ status: 404, message: 'none' }, 404),
    });
    const footer = await screen.findByRole('contentinfo');
    within(footer).getByText(/^© \d{4} Structure Risk Review\. All rights reserved\.$/);
  });

  it('shows a link stored with an unsafe address as its title only, never a link', async () => {
    renderApp('/', 'visitor', {
      'GET /api/content/shell': () =>
        json({
          ...shellContent,
          footer: {
            ...shellContent.footer,
            links: [
              { title: 'Privacy Policy', url: '/privacy', public: true },
              { title: 'Click me', url: 'JaVaScRiPt:alert(1)', public: true },
              { title: 'Elsewhere', url: '//evil.example', public: true },
            ],
          },
        }),
    });
    expect(await footerLinks()).toEqual(['Privacy Policy']);
    const footer = screen.getByRole('contentinfo');
    within(footer).getByText('Click me');
    within(footer).getByText('Elsewhere');
    expect(footer.innerHTML.toLowerCase()).not.toContain('javascript');
  });
});
