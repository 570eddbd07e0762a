import { screen, waitFor, within } from '@testing-library/react';
import { PREVIEW_TEXTS } from '@tsr/contract';
import { entity, party, structure } from '@tsr/domain';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { admin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { seedDraft, storedDraft } from './builder-test-helpers';
import { DRAFT_KEY, PREVIEW_DRAFT_KEY } from './draft-storage';

vi.mock('./diagram/StructureDiagram', () => ({ default: () => null }));

const draft = (name: string) =>
  structure(
    [
      entity('t1', 'trust', {
        name: 'Oak Trust',
        children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
      }),
    ],
    name,
  );

describe('Survey Preview: the builder in preview mode (spec 2.1, 2.4)', () => {
  it('keeps its own draft, apart from the one of New Review', async () => {
    seedDraft(draft('Real structure'), DRAFT_KEY);
    const { user } = renderApp('/admin/editor/preview', admin);
    await screen.findByRole('heading', { level: 1, name: 'Survey Preview' });
    const banner = screen.getByRole('region', { name: PREVIEW_TEXTS.title });
    within(banner).getByText(PREVIEW_TEXTS.builder);
    const name = screen.getByLabelText('Structure name') as HTMLInputElement;
    expect(name.value).toBe('');
    await user.type(name, 'Trying the survey');
    expect(storedDraft(PREVIEW_DRAFT_KEY)?.name).toBe('Trying the survey');
    expect(storedDraft(DRAFT_KEY)?.name).toBe('Real structure');
  });

  it('starts the review with preview on and clears only the preview draft', async () => {
    seedDraft(draft('Real structure'), DRAFT_KEY);
    seedDraft(draft('Preview structure'), PREVIEW_DRAFT_KEY);
    const { user, api, router } = renderApp('/admin/editor/preview', admin, {
      'POST /api/review/start': () =>
        json({ reviewId: 'p-7', questions: null, part: null, sequence: { parts: [] } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/p-7'));
    expect(api.callsTo('POST', '/api/review/start')[0]?.body).toEqual({
      structure: draft('Preview structure'),
      preview: true,
    });
    expect(localStorage.getItem(PREVIEW_DRAFT_KEY)).toBeNull();
    expect(storedDraft(DRAFT_KEY)?.name).toBe('Real structure');
  });
});
