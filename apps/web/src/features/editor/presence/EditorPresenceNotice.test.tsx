import { act, screen } from '@testing-library/react';
import { apiPath, type EditorPresence, PRESENCE_HEARTBEAT_SECONDS, routes } from '@tsr/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { admin, shellContent } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { editorHandlers } from '../editor-fixtures';
import { namesList } from './EditorPresenceNotice';

const heartbeatPath = apiPath(routes.editorPresenceHeartbeat, { params: { editor: 'RuleEditor' } });
const presencePath = apiPath(routes.editorPresence, { params: { editor: 'RuleEditor' } });
const INTERVAL_MS = PRESENCE_HEARTBEAT_SECONDS * 1000;

/** The Rule Editor against a server whose answer of who else is there the test changes. */
function openRuleEditor(others: { current: EditorPresence['others'] }) {
  return renderApp('/admin/editor/rules', admin, {
    ...editorHandlers(),
    [`GET ${presencePath}`]: () => json({ others: others.current }),
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // Browsers fire it at the document and it bubbles to the window, where react-query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('who else is in an editor', () => {
  // The heartbeat's interval runs on fake timers, moved on by the test; everything else in real time.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it("names the other admin in the editor by the navigation's title, and the newcomer at the next heartbeat", async () => {
    const others = { current: [{ name: 'Anna Adams' }] };
    const { api } = openRuleEditor(others);
    expect(await screen.findByText('Anna Adams is also editing in the Rule Editor.')).toBeDefined();
    expect(api.callsTo('POST', heartbeatPath)).toHaveLength(1);

    others.current = [{ name: 'Anna Adams' }, { name: 'Ben Brown' }];
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    expect(
      await screen.findByText('Anna Adams and Ben Brown are also editing in the Rule Editor.'),
    ).toBeDefined();
    expect(api.callsTo('POST', heartbeatPath)).toHaveLength(2);

    others.current = [];
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    await vi.waitFor(() => expect(screen.queryByText(/also editing/)).toBeNull());
  });

  it('uses the title an admin gave the editor in the navigation', async () => {
    const retitled = {
      ...shellContent,
      navigation: shellContent.navigation.map((entry) =>
        entry.key === 'RuleEditor' ? { ...entry, title: 'Rules' } : entry,
      ),
    };
    renderApp('/admin/editor/rules', admin, {
      ...editorHandlers(),
      [`GET ${apiPath(routes.content, { params: { type: 'shell' } })}`]: () => json(retitled),
      [`GET ${presencePath}`]: () => json({ others: [{ name: 'Anna Adams' }] }),
    });
    expect(await screen.findByText('Anna Adams is also editing in the Rules.')).toBeDefined();
  });

  it('stops saying it is there while the tab is hidden, and once the editor is left', async () => {
    const others = { current: [{ name: 'Anna Adams' }] };
    const { api, router } = openRuleEditor(others);
    expect(await screen.findByText('Anna Adams is also editing in the Rule Editor.')).toBeDefined();
    expect(api.callsTo('POST', heartbeatPath)).toHaveLength(1);

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(4 * INTERVAL_MS));
    expect(api.callsTo('POST', heartbeatPath)).toHaveLength(1);

    setVisibility('visible');
    await vi.waitFor(() => expect(api.callsTo('POST', heartbeatPath)).toHaveLength(2));

    await act(() => router.navigate('/admin/editor'));
    expect(await screen.findByRole('list', { name: 'Problems in the draft' })).toBeDefined();
    expect(screen.queryByText(/also editing/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4 * INTERVAL_MS));
    expect(api.callsTo('POST', heartbeatPath)).toHaveLength(2);
  });

  it('lists names as a sentence reads them', () => {
    expect(namesList(['Anna'])).toBe('Anna');
    expect(namesList(['Anna', 'Ben'])).toBe('Anna and Ben');
    expect(namesList(['Anna', 'Ben', 'Cara'])).toBe('Anna, Ben and Cara');
  });
});
