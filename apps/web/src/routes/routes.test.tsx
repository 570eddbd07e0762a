import { screen } from '@testing-library/react';
import { NavKey } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { editorHandlers } from '../features/editor/editor-fixtures';
import { admin, plainUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { ROUTE_TABLE } from './routes';

describe('route table', () => {
  it('loads every screen on demand', async () => {
    const screens = await Promise.all(ROUTE_TABLE.map(({ screen }) => screen()));
    for (const screen of screens) expect(typeof screen).toBe('function');
    expect(new Set(screens).size).toBe(ROUTE_TABLE.length);
  });

  it('gives every navigation entry of spec 2.2 but Logout (an action) one screen', () => {
    const keys = ROUTE_TABLE.flatMap(({ nav }) => (nav ? [nav.key] : []));
    expect([...keys].sort()).toEqual(NavKey.options.filter((key) => key !== 'Logout').sort());
  });

  it("leads each navigation entry to its screen's path", () => {
    expect(
      Object.fromEntries(ROUTE_TABLE.flatMap(({ path, nav }) => (nav ? [[nav.key, path]] : []))),
    ).toEqual({
      Home: '/',
      Dashboard: '/user/dashboard',
      Product: '/product',
      Structure: '/structure',
      Structures: '/structures',
      SurveyEditor: '/admin/editor/survey',
      ResponseEditor: '/admin/editor/response',
      RuleEditor: '/admin/editor/rules',
      DefinitionEditor: '/admin/editor/definition',
      Preview: '/admin/editor/preview',
      UserReports: '/user/reports',
      CustomerMetrics: '/metrics',
      Portfolio: '/portfolio',
      UserList: '/users',
      Integrations: '/integrations',
      Support: '/support',
      ChangePassword: '/changepassword',
    });
  });
});

describe('the content editors', () => {
  it.each([
    ['/admin/editor', 'Editor'],
    ['/admin/editor/rules', 'Rule Editor'],
    ['/admin/editor/response', 'Response Editor'],
    ['/admin/editor/definition', 'Definition Editor'],
    ['/admin/editor/survey', 'Survey Editor'],
  ])('%s shows its title over the draft', async (path, title) => {
    renderApp(path, admin, editorHandlers());
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByText('This screen is not built yet.')).toBeNull();
  });

  it.each([
    '/admin/editor',
    '/admin/editor/rules',
    '/admin/editor/response',
    '/admin/editor/definition',
    '/admin/editor/survey',
  ])('%s sends a non-admin Home', async (path) => {
    const { router } = renderApp(path, plainUser, editorHandlers());
    await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Home', () => {
  it('welcomes a visitor with the product name and a Login button', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Structure Risk Review' });
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers a signed-in user the way to Dashboard instead of Login', async () => {
    renderApp('/', plainUser);
    await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('unknown paths', () => {
  it('say the page was not found', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});
