import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { accountLead, admin, plainUser, shellContent, trialUserWhoAgreed } from '../../test/fixtures';
import { renderApp, type Who } from '../../test/render-app';

/** The entries of the main navigation as a user reads them, in order. */
async function navigationEntries(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const list = within(nav).getByRole('list');
  return Array.from(list.querySelectorAll('a, [role="button"], button')).map(
    (entry) => entry.textContent ?? '',
  );
}

const USER_ENTRIES = [
  'Home',
  'Dashboard',
  'New Review',
  'Structures',
  'Reviews',
  'Support',
  'Change Password',
  'Logout',
];

describe('main navigation (spec 2.2)', () => {
  it.each<[string, Who, string, string[]]>([
    ['a visitor', 'visitor', '/', ['Home', 'About']],
    ['a plain user', plainUser, '/user/dashboard', USER_ENTRIES],
    ['a trial user who agreed to the terms', trialUserWhoAgreed, '/user/dashboard', USER_ENTRIES],
    [
      'an account lead',
      accountLead,
      '/user/dashboard',
      [
        'Home',
        'Dashboard',
        'New Review',
        'Structures',
        'Reviews',
        'Customer Metrics',
        'Portfolio',
        'User List',
        'Integrations',
        'Support',
        'Change Password',
        'Logout',
      ],
    ],
    [
      'an admin',
      admin,
      '/user/dashboard',
      [
        'Home',
        'Dashboard',
        'New Review',
        'Structures',
        'Survey Editor',
        'Response Editor',
        'Rule Editor',
        'Definition Editor',
        'Survey Preview',
        'Reviews',
        'Customer Metrics',
        'Portfolio',
        'User List',
        'Integrations',
        'Support',
        'Change Password',
        'Logout',
      ],
    ],
    [
      'someone who must change their password',
      { challengeFor: 'new@example.com' },
      '/changepassword',
      ['Change Password', 'Logout'],
    ],
  ])('shows %s exactly their entries', async (_who, who, path, expected) => {
    renderApp(path, who);
    await screen.findByRole('heading', { level: 1 });
    expect(await navigationEntries()).toEqual(expected);
  });

  it('links each entry to its screen', async () => {
    renderApp('/user/dashboard', admin);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('New Review')).toBe('/structure');
    expect(href('Structures')).toBe('/structures');
    expect(href('Reviews')).toBe('/user/reports');
    expect(href('Rule Editor')).toBe('/admin/editor/rules');
    expect(href('Customer Metrics')).toBe('/metrics');
    expect(href('Portfolio')).toBe('/portfolio');
    expect(href('Change Password')).toBe('/changepassword');
  });

  it('gives admins Save and Publish buttons, and nobody else', async () => {
    renderApp('/user/dashboard', admin);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    within(nav).getByRole('button', { name: 'Save' });
    within(nav).getByRole('button', { name: 'Publish' });
  });

  it('gives an account lead no Save or Publish buttons', async () => {
    renderApp('/user/dashboard', accountLead);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it("titles an entry the content lacks, or whose title an admin removed, 'missing'", async () => {
    const withoutSupport = {
      ...shellContent,
      navigation: shellContent.navigation
        .filter((entry) => entry.key !== 'Support')
        .map((entry) => (entry.key === 'UserReports' ? { ...entry, title: ' ' } : entry)),
    };
    renderApp('/user/dashboard', plainUser, { 'GET /api/content/shell': () => json(withoutSupport) });
    expect(await navigationEntries()).toEqual([
      'Home',
      'Dashboard',
      'New Review',
      'Structures',
      'missing',
      'missing',
      'Change Password',
      'Logout',
    ]);
  });

  it('titles Structures by default in a shell document published before it existed, not missing', async () => {
    const beforeStructures = {
      ...shellContent,
      navigation: shellContent.navigation.filter((entry) => entry.key !== 'Structures'),
    };
    renderApp('/user/dashboard', plainUser, { 'GET /api/content/shell': () => json(beforeStructures) });
    expect(await navigationEntries()).toEqual(USER_ENTRIES);
  });

  it('titles Structures as an admin named it', async () => {
    const named = (title: string) => ({
      ...shellContent,
      navigation: shellContent.navigation.map((entry) =>
        entry.key === 'Structures' ? { ...entry, title } : entry,
      ),
    });
    renderApp('/user/dashboard', plainUser, {
      'GET /api/content/shell': () => json(named('Saved structures')),
    });
    expect(await navigationEntries()).toContain('Saved structures');
  });

  it('titles Structures missing once an admin emptied its title', async () => {
    const emptied = {
      ...shellContent,
      navigation: shellContent.navigation.map((entry) =>
        entry.key === 'Structures' ? { ...entry, title: '' } : entry,
      ),
    };
    renderApp('/user/dashboard', plainUser, { 'GET /api/content/shell': () => json(emptied) });
    expect((await navigationEntries())[3]).toBe('missing');
  });

  it('uses the titles from the content', async () => {
    const renamed = {
      ...shellContent,
      navigation: shellContent.navigation.map((entry) =>
        entry.key === 'Product' ? { ...entry, title: 'Our service' } : entry,
      ),
    };
    renderApp('/', 'visitor', { 'GET /api/content/shell': () => json(renamed) });
    expect(await navigationEntries()).toEqual(['Home', 'Our service']);
  });

  it('falls back to the built-in titles when the content cannot be loaded', async () => {
    renderApp('/', 'visitor', {
      'GET /api/content/shell': () => json({ status: 500, message: 'down' }, 500),
    });
    expect(await navigationEntries()).toEqual(['Home', 'About']);
  });

  it('puts every entry, links and the Logout button alike, in a list item of its own', async () => {
    renderApp('/user/dashboard', plainUser);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const list = within(nav).getByRole('list');
    expect(Array.from(list.children).map((child) => child.tagName)).toEqual(USER_ENTRIES.map(() => 'LI'));
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(USER_ENTRIES);
  });

  it('logs out from the navigation and returns Home', async () => {
    const { user, router, api } = renderApp('/user/dashboard', plainUser, {
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await navigationEntries()).toEqual(['Home', 'About']);
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
  });
});
