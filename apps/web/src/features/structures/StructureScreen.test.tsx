import { screen, waitFor, within } from '@testing-library/react';
import { STRUCTURE_NOT_FOUND } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, type Handler, json } from '../../test/fake-api';
import { accountLead, plainUser } from '../../test/fixtures';
import { renderApp, type Who } from '../../test/render-app';
import { DELETE_STRUCTURE_CONFIRMATION } from './DeleteStructureDialog';
import { START_THIS_YEAR } from './StartThisYearsReview';
import { oakEntry, oakView, structuresList } from './structure-fixtures';

const VIEW = 'GET /api/structures/s-oak';

function openStructure(who: Who = plainUser, handlers: Record<string, Handler> = {}) {
  return renderApp('/structures/s-oak', who, { [VIEW]: () => json(oakView()), ...handlers });
}

const history = () => screen.findByRole('table', { name: 'Reviews of this structure' });

describe('a saved structure (/structures/{id})', () => {
  it("starts this year's review with the last submitted review's answers carried forward", async () => {
    const lastSubmitted = oakView().reviews.slice(2);
    const { user, api } = openStructure(plainUser, {
      [VIEW]: () => json(oakView({ reviews: lastSubmitted, mayStart: true })),
      'POST /api/review/start': () => json({ reviewId: 'r-4' }, 201),
      'POST /api/review/r-4/next': () => json({}),
    });
    await screen.findByText(
      'Starts a review of this structure on the latest survey version with the answers of the review of 12/01/2025 carried forward: each part is checked and confirmed before it counts.',
    );
    await user.click(screen.getByRole('button', { name: START_THIS_YEAR }));
    await waitFor(() => expect(api.callsTo('POST', '/api/review/start')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/review/start')[0]?.body).toEqual({
      structure: oakView().structure,
      structureId: 's-oak',
      carryForward: true,
    });
  });

  it('draws its ownership diagram, with the date slider to show it as at a date', async () => {
    openStructure();
    const diagram = await screen.findByRole('region', { name: 'Structure diagram' });
    await within(diagram).findByText('Oak Trust');
    within(diagram).getByRole('slider', { name: 'Structure as at' });
  });

  it("offers no Start this year's review while its last review is not submitted", async () => {
    openStructure(plainUser, { [VIEW]: () => json(oakView({ mayStart: true })) });
    await screen.findByRole('link', { name: 'Open in builder' });
    expect(screen.queryByRole('button', { name: START_THIS_YEAR })).toBeNull();
  });

  it('shows its name, who created it and when, its revision and its entities, read only', async () => {
    openStructure();
    await screen.findByRole('heading', { level: 1, name: 'Oak Family Trust' });
    screen.getByText('Created by pat@example.com on 10/01/2025.');
    screen.getByText(/^Revision 2, last changed on 14\/03\/2025\./);
    const trust = screen.getByRole('region', { name: 'Oak Trust' });
    within(trust).getByText('Settlor Ann: 01/06/2010');
    within(trust).getByText('Owned by Oak Holdings Ltd: 01/09/2019');
    within(screen.getByRole('region', { name: 'Oak Holdings Ltd' })).getByText(
      'Company · incorporated 01/01/2015',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lists its reviews, newest first, each opening where the reviews list opens it', async () => {
    openStructure();
    const table = await history();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Started', 'Submitted', 'Risk score', 'Created by', 'Revision', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['14/03/2025', '—', 'n/a', 'pat@example.com', '2'],
      ['20/02/2025', '—', 'n/a', 'lee@example.com', '1'],
      ['10/01/2025', '12/01/2025', '72', 'pat@example.com', '1'],
    ]);
    const links = rows.map((row) => within(row).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      // The viewer's own review being answered: the questionnaire.
      ['Continue', '/review/r-3'],
      // A colleague's: its submit page.
      ['Continue', '/review/r-2/submit'],
      ['View report', '/review/r-1/report'],
    ]);
  });

  it('says so when it has no review the user can open', async () => {
    openStructure(plainUser, { [VIEW]: () => json(oakView({ reviews: [] })) });
    await screen.findByText('No reviews of this structure that you can open.');
  });

  it('opens in the builder, and offers neither button to someone who may not use them', async () => {
    openStructure();
    const open = await screen.findByRole('link', { name: 'Open in builder' });
    expect(open.getAttribute('href')).toBe('/structures/s-oak/edit');
    screen.getByRole('button', { name: 'Delete structure' });
  });

  it('offers an approver who may not delete it no Delete, and someone who may not start from it no builder', async () => {
    openStructure(plainUser, { [VIEW]: () => json(oakView({ mayStart: false, mayDelete: false })) });
    await screen.findByRole('heading', { level: 1, name: 'Oak Family Trust' });
    expect(screen.queryByRole('link', { name: 'Open in builder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete structure' })).toBeNull();
  });

  it('deletes it after a confirmation that its reviews and reports stay, then goes back to Structures', async () => {
    const { api, user, router } = openStructure(accountLead, {
      'DELETE /api/structures/s-oak': () => new Response(null, { status: 204 }),
      'GET /api/structures': structuresList([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete structure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Oak Family Trust' });
    expect(within(dialog).getByText(/reviews/).textContent).toBe(DELETE_STRUCTURE_CONFIRMATION);
    expect(DELETE_STRUCTURE_CONFIRMATION).toMatch(/reviews started from it and their reports stay/);

    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/structures/s-oak')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete structure' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete structure' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Structures' });
    expect(router.state.location.pathname).toBe('/structures');
    expect(api.callsTo('DELETE', '/api/structures/s-oak')).toHaveLength(1);
    // Leaving, the screen did not ask for the deleted structure again.
    expect(api.callsTo('GET', '/api/structures/s-oak')).toHaveLength(1);
  });

  it("shows the server's message when the delete is refused, and stays", async () => {
    const { user, router } = openStructure(accountLead, {
      'DELETE /api/structures/s-oak': () => errorBody(403, 'You may not delete this structure.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete structure' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete structure' }),
    );
    await screen.findByText('You may not delete this structure.');
    expect(router.state.location.pathname).toBe('/structures/s-oak');
  });

  it("shows the server's message for a structure the user may not read, as for one that does not exist", async () => {
    openStructure(plainUser, { [VIEW]: () => errorBody(404, STRUCTURE_NOT_FOUND) });
    await screen.findByRole('heading', { level: 1, name: 'Structure' });
    await screen.findByText(STRUCTURE_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'All structures' }).getAttribute('href')).toBe('/structures');
  });

  it('is reached from the Structures list with the list’s entry', async () => {
    const { user } = renderApp('/structures', plainUser, {
      'GET /api/structures': structuresList([oakEntry]),
      [VIEW]: () => json(oakView()),
    });
    await user.click(await screen.findByRole('link', { name: 'Oak Family Trust' }));
    await history();
  });
});
