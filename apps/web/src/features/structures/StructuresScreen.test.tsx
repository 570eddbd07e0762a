import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp, type Who } from '../../test/render-app';
import {
  birchEntry,
  manyStructures,
  oakEntry,
  oakView,
  orphanEntry,
  structureListCalls,
  structuresList,
} from './structure-fixtures';

const LIST = 'GET /api/structures';

function openList(who: Who = plainUser, all = [oakEntry, birchEntry, orphanEntry]) {
  return renderApp('/structures', who, { [LIST]: structuresList(all) });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Structures' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const names = async () => (await rows()).map((cells) => cells[0]);

describe('Structures (/structures)', () => {
  it('lists the structures with who created them, the last review, the latest score and the reviews', async () => {
    openList(accountLead);
    await screen.findByRole('heading', { level: 1, name: 'Structures' });
    const table = await screen.findByRole('table', { name: 'Structures' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Created By', 'Last Review', 'Latest Score', 'Reviews']);
    expect(await rows()).toEqual([
      ['Oak Family Trust', 'pat@example.com', '14/03/2025', '72', '3'],
      ['Birch Holdings', 'lee@example.com', '01/02/2025', 'n/a', '1'],
      ['Cedar Settlement', 'A deleted user', '—', 'n/a', '0'],
    ]);
  });

  it("opens a structure's screen from its name", async () => {
    const { user, router } = renderApp('/structures', plainUser, {
      [LIST]: structuresList([oakEntry]),
      'GET /api/structures/s-oak': () => json(oakView()),
    });
    await user.click(await screen.findByRole('link', { name: 'Oak Family Trust' }));
    await screen.findByRole('heading', { level: 1, name: 'Oak Family Trust' });
    expect(router.state.location.pathname).toBe('/structures/s-oak');
  });

  it('shows a plain user their own structures, with no choice of whose', async () => {
    const { api } = openList(plainUser);
    expect(await names()).toEqual(['Oak Family Trust']);
    expect(structureListCalls(api)).toEqual(['createdBy=mine&limit=50']);
    expect(screen.queryByRole('combobox', { name: 'Created by' })).toBeNull();
  });

  it("lets an account lead choose between the company's structures and their own", async () => {
    const { api, user } = openList(accountLead);
    expect(await names()).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'Created by' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'company wide',
      'my own',
    ]);
    await user.click(screen.getByRole('option', { name: 'my own' }));
    await waitFor(() =>
      expect(structureListCalls(api)).toEqual(['createdBy=company&limit=50', 'createdBy=mine&limit=50']),
    );
    expect(await names()).toEqual(['Oak Family Trust']);
  });

  it('tells an admin the company-wide list holds every customer’s structures', async () => {
    openList(admin);
    await screen.findByRole('table', { name: 'Structures' });
    screen.getByText(/As an administrator you see the structures of every customer company here/);
  });

  it('asks the server once the user pauses typing, and narrows the rows shown at once', async () => {
    const { api, user } = openList(accountLead);
    await screen.findByRole('table', { name: 'Structures' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'birch');
    expect(await names()).toEqual(['Birch Holdings']);
    await waitFor(() =>
      expect(structureListCalls(api).at(-1)).toBe('createdBy=company&limit=50&search=birch'),
    );
    expect(structureListCalls(api).filter((q) => q.includes('search=')).length).toBeLessThan(4);
  });

  it('says when the search finds nothing', async () => {
    const { user } = openList(accountLead);
    await screen.findByRole('table', { name: 'Structures' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'willow');
    await screen.findByText('No structures match “willow”.');
    expect(screen.queryByRole('table', { name: 'Structures' })).toBeNull();
  });

  it('says how a structure gets here when there is none yet', async () => {
    openList(plainUser, []);
    await screen.findByText(
      'No structures yet. A structure is saved here when a review is started from it on the New Review screen.',
    );
    expect(screen.getByRole('link', { name: 'Start a new review' }).getAttribute('href')).toBe('/structure');
  });

  it('pages: the next page when the user asks for it, while the server has more', async () => {
    const { api, user } = openList(plainUser, manyStructures(60));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more structures' }));
    await waitFor(async () => expect(await rows()).toHaveLength(60));
    expect(structureListCalls(api)).toEqual(['createdBy=mine&limit=50', 'createdBy=mine&limit=50&offset=50']);
    expect(screen.queryByRole('button', { name: 'Load more structures' })).toBeNull();
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderApp('/structures', plainUser, {
      [LIST]: () => errorBody(500, 'Something went wrong on our side.'),
    });
    await screen.findByText('Something went wrong on our side.');
  });
});
