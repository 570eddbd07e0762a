import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountLead } from '../../test/fixtures';
import { company, listCalls, pagedList } from '../../test/paged-list-fixture';
import { renderApp } from '../../test/render-app';

const shownRows = () => within(screen.getByRole('table', { name: 'Reviews' })).getAllByRole('row').length - 1;

describe('Reviews list searched and paged by the server', () => {
  it('shows the first page, then the rest of the list without being asked', async () => {
    const { api } = renderApp('/user/reports', accountLead, {
      'GET /api/user/reports': pagedList(company(60)),
    });
    await screen.findByRole('table', { name: 'Reviews' });
    await waitFor(() => expect(shownRows()).toBe(60));
    expect(listCalls(api)).toEqual(['createdBy=company&limit=50', 'createdBy=company&limit=950&offset=50']);
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });

  it('asks the server once the user pauses typing, and shows what it found', async () => {
    const { api, user } = renderApp('/user/reports', accountLead, {
      'GET /api/user/reports': pagedList(company(60)),
    });
    await screen.findByRole('table', { name: 'Reviews' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'structure 0055');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe('createdBy=company&limit=50&search=structure+0055'),
    );
    // Not a call a letter: the server is asked when typing pauses (a loaded machine may pause mid-word).
    const searches = listCalls(api).filter((q) => q.includes('&limit=50&search='));
    expect(searches.length).toBeLessThan(4);
    await waitFor(() => expect(shownRows()).toBe(1));
    expect(screen.getByText('Structure 0055')).toBeTruthy();
  });

  it("sends the 'Completed' choice to the server", async () => {
    const { api, user } = renderApp('/user/reports', accountLead, {
      'GET /api/user/reports': pagedList(company(3)),
    });
    await screen.findByRole('table', { name: 'Reviews' });
    await user.click(screen.getByRole('combobox', { name: 'Completed' }));
    await user.click(await screen.findByRole('option', { name: 'complete' }));
    await waitFor(() => expect(listCalls(api)).toContain('createdBy=company&limit=50&completed=complete'));
  });
});
