import { screen, within } from '@testing-library/react';
import type { SurveyVersionList, VersionDiff } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { admin, plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { editorHandlers } from '../editor/editor-fixtures';

const versions: SurveyVersionList = {
  versions: [
    {
      version: 2,
      publishedAt: '2026-03-01T10:00:00.000Z',
      publishedBy: { name: 'Ada Admin', email: 'ada@example.com' },
      counts: { questions: 40, rules: 30, responses: 35, definitions: 12 },
    },
    {
      version: 1,
      publishedAt: '2026-01-01T09:00:00.000Z',
      publishedBy: null,
      counts: { questions: 41, rules: 30, responses: 35, definitions: 12 },
    },
  ],
};

const diff: VersionDiff = {
  from: 2,
  to: 'draft',
  items: [
    {
      area: 'rules',
      kind: 'changed',
      id: 'TT-IHT-1',
      label: 'Rule TT-IHT-1 (Discretionary trust)',
      fields: [
        {
          field: 'score',
          before: '75',
          after: '60',
          words: [
            { kind: 'removed', text: '75' },
            { kind: 'added', text: '60' },
          ],
        },
      ],
    },
  ],
  counts: { added: 0, removed: 0, changed: 1 },
};

describe('the Versions screen', () => {
  it('lists the published versions and shows what the draft changes, marked with del and ins', async () => {
    renderApp('/admin/editor/versions', admin, {
      ...editorHandlers(),
      'GET /api/editor/versions': () => json(versions),
      'GET /api/editor/versions/diff': () => json(diff),
    });
    const history = await screen.findByRole('table', { name: 'Published versions' });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Ada Admin (ada@example.com)');
    expect(rows[2]?.textContent).toContain('Content pack (first start)');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => c.textContent),
    ).toEqual(['40', '30', '35', '12']);
    await screen.findByRole('heading', { name: 'From version 2 to the draft' });
    const item = screen.getByRole('table', { name: 'Changed: Rule TT-IHT-1 (Discretionary trust)' });
    expect(item.querySelector('del')?.textContent).toBe('[removed: 75]');
    expect(item.querySelector('ins')?.textContent).toBe('[added: 60]');
    expect(screen.getByText('0 added, 0 removed, 1 changed.')).toBeDefined();
  });

  it('sends anyone but an admin Home', async () => {
    const { router } = renderApp('/admin/editor/versions', plainUser, {});
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });
});
