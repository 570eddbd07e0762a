import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { userReports } from '../reviews/review-list-fixtures';

// Screens load lazily: on a busy machine that takes longer than testing-library's 1 s default.
const LOADED = { timeout: 10_000 };

const lists = {
  'GET /api/user/reports': () => json(userReports),
};

describe('keyboard focus in the app shell (WCAG 2.4.1, 2.4.3)', () => {
  it('leaves focus at the top on the first page load, where Tab reaches the skip link first', async () => {
    const { user } = renderApp('/user/dashboard', plainUser, lists);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
  });

  it('takes the skip link past the navigation to the screen heading', async () => {
    const { user } = renderApp('/user/dashboard', plainUser, lists);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);
    await user.tab();
    expect(screen.getByRole('main').contains(document.activeElement)).toBe(true);
  });

  it('moves focus to the new screen heading after a navigation entry is chosen', async () => {
    const { user } = renderApp('/user/dashboard', plainUser, lists);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Reviews' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reviews' }, LOADED);
    await waitFor(() => expect(document.activeElement).toBe(heading), LOADED);
  });

  it('moves focus to the heading when the app navigates by itself, as after signing in', async () => {
    const { router } = renderApp('/user/dashboard', plainUser, lists);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    await router.navigate('/user/reports');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reviews' }, LOADED);
    await waitFor(() => expect(document.activeElement).toBe(heading), LOADED);
  });

  it('leaves focus where the user is when only the query changes (paging a list)', async () => {
    const { router, user } = renderApp('/user/dashboard', plainUser, lists);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    await router.navigate('/user/reports');
    await screen.findByRole('table', { name: 'Reviews' }, LOADED);
    await user.tab();
    const chosen = document.activeElement;
    expect(screen.getByRole('main').contains(chosen)).toBe(true);
    await router.navigate('/user/reports?page=2');
    expect(document.activeElement).toBe(chosen);
  });
});

describe('the app bar', () => {
  it('takes its place above the screen, and gives what sticks below it its measured height', async () => {
    // The title wrapped on a phone: the bar is 96 px tall, not the toolbar's 56.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 390, 96));
    renderApp('/user/dashboard', plainUser, lists);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADED);
    const bar = screen.getByRole('banner');
    // Sticky, not fixed: the bar is in the page's flow, so the screen starts below it at any height.
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(
      bar.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(bar.parentElement?.style.getPropertyValue('--app-bar-height')).toBe('96px');
  });
});
