import { screen, waitFor, within } from '@testing-library/react';
import { STRUCTURE_NOT_FOUND, type SurveyStructure } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, type Handler, json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { DRAFT_KEY, savedDraftKey } from '../structure-builder/draft-storage';
import { NOT_STARTABLE } from './EditStructureScreen';
import { oakStructure, oakView } from './structure-fixtures';

const VIEW = 'GET /api/structures/s-oak';
const OAK_KEY = savedDraftKey('s-oak', 2);
const started = {
  reviewId: 'r-42',
  questions: null,
  part: null,
  sequence: { parts: [] },
  structureId: 's-oak',
};

async function openEditor(handlers: Record<string, Handler> = {}) {
  const app = renderApp('/structures/s-oak/edit', plainUser, { [VIEW]: () => json(oakView()), ...handlers });
  await screen.findByRole('heading', { level: 1, name: 'Edit structure: Oak Family Trust' });
  return app;
}

const structureName = () => screen.getByLabelText('Structure name') as HTMLInputElement;
const stored = (key: string) => {
  const text = localStorage.getItem(key);
  return text === null ? null : (JSON.parse(text) as SurveyStructure);
};

/** The new structure's draft of spec 2.4, which editing a saved structure must leave alone. */
const newDraft = { name: 'Half-drawn', entities: {}, rootEntitiesIds: [] };

describe('a saved structure in the builder (/structures/{id}/edit)', () => {
  it('opens its latest revision, with nothing stored until the user changes it', async () => {
    await openEditor();
    expect(structureName().value).toBe('Oak Family Trust');
    const trust = screen.getByRole('region', { name: 'Oak Trust' });
    expect((within(trust).getByLabelText('Entity name') as HTMLInputElement).value).toBe('Oak Trust');
    screen.getByRole('region', { name: 'Oak Holdings Ltd' });
    screen.getByText('No changes to revision 2 yet: a review started now is of revision 2.');
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    expect(localStorage.getItem(OAK_KEY)).toBeNull();
  });

  it('keeps the edits under a key of its own, which a reload restores, and leaves the new structure’s draft alone', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(newDraft));
    const first = await openEditor();
    await first.user.clear(structureName());
    await first.user.type(structureName(), 'Oak Family Trust 2026');
    expect(stored(OAK_KEY)).toMatchObject({ name: 'Oak Family Trust 2026' });
    expect(stored(DRAFT_KEY)).toEqual(newDraft);
    screen.getByText(/^You have changed revision 2: starting a review saves your changes as revision 3\./);

    // Leaving unmounts the builder: what shows on return comes from local storage.
    await first.router.navigate('/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await first.router.navigate('/structures/s-oak/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit structure: Oak Family Trust' });
    expect(structureName().value).toBe('Oak Family Trust 2026');
    // The New Review screen still has its own draft.
    await first.router.navigate('/structure');
    await screen.findByRole('heading', { level: 1, name: 'New Review' });
    expect(structureName().value).toBe('Half-drawn');
  });

  it('starts a review of the saved structure with the edits, then forgets them', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(newDraft));
    const { user, api, router } = await openEditor({ 'POST /api/review/start': () => json(started, 201) });
    await user.clear(structureName());
    await user.type(structureName(), 'Oak Family Trust 2026');
    await user.click(screen.getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-42'));
    const [call] = api.callsTo('POST', '/api/review/start');
    expect(call?.body).toEqual({
      structure: { ...oakStructure, name: 'Oak Family Trust 2026' },
      preview: false,
      structureId: 's-oak',
    });
    expect(localStorage.getItem(OAK_KEY)).toBeNull();
    expect(stored(DRAFT_KEY)).toEqual(newDraft);
  });

  it('starts a review of the saved structure unchanged', async () => {
    const { user, api, router } = await openEditor({ 'POST /api/review/start': () => json(started, 201) });
    await user.click(screen.getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/r-42'));
    expect(api.callsTo('POST', '/api/review/start')[0]?.body).toEqual({
      structure: oakStructure,
      preview: false,
      structureId: 's-oak',
    });
  });

  it('discards the edits after a confirmation, back to the revision as saved', async () => {
    const { user } = await openEditor();
    await user.type(structureName(), ' (draft)');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    within(dialog).getByText('The structure goes back to revision 2 as it was saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(structureName().value).toBe('Oak Family Trust'));
    expect(localStorage.getItem(OAK_KEY)).toBeNull();
    screen.getByText('No changes to revision 2 yet: a review started now is of revision 2.');
  });

  it('opens a newer revision afresh: edits of an older one stay with it', async () => {
    localStorage.setItem(savedDraftKey('s-oak', 1), JSON.stringify({ ...oakStructure, name: 'Old edit' }));
    await openEditor();
    expect(structureName().value).toBe('Oak Family Trust');
  });

  it('says who may start a review of it when the user may not, and opens no builder', async () => {
    renderApp('/structures/s-oak/edit', plainUser, { [VIEW]: () => json(oakView({ mayStart: false })) });
    await screen.findByText(NOT_STARTABLE);
    expect(screen.queryByLabelText('Structure name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the structure' }).getAttribute('href')).toBe(
      '/structures/s-oak',
    );
  });

  it("shows the server's message for a structure the user may not read", async () => {
    renderApp('/structures/s-oak/edit', plainUser, { [VIEW]: () => errorBody(404, STRUCTURE_NOT_FOUND) });
    await screen.findByRole('heading', { level: 1, name: 'Edit structure' });
    await screen.findByText(STRUCTURE_NOT_FOUND);
    expect(screen.queryByLabelText('Structure name')).toBeNull();
  });

  it('is opened from the structure’s screen', async () => {
    const { user } = renderApp('/structures/s-oak', plainUser, { [VIEW]: () => json(oakView()) });
    await user.click(await screen.findByRole('link', { name: 'Open in builder' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit structure: Oak Family Trust' });
  });
});
