import { act, screen, waitFor, within } from '@testing-library/react';
import { REPORT_DISCLAIMER } from '@tsr/contract';
import { responseBlocks } from '@tsr/domain/report-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fake-api';
import { plainUser } from '../../test/fixtures';
import { fakeIntersection } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { explained, originalReport } from './report-fixtures';
import { reportApi } from './report-test-api';

/*
 * The page reads the report's summary first, each entity's responses when the reader
 * gets near it, and an opened cell's risks. happy-dom does no layout, so "near" is told by a fake
 * IntersectionObserver, as the browser's would tell it while the reader scrolls.
 */

const view = explained(originalReport);
const entities = [...originalReport.responses].sort((a, b) => a.order - b.order);

function openReport() {
  const scroll = fakeIntersection();
  const rendered = renderApp('/review/r-1/report', plainUser);
  const api = reportApi({ original: view });
  const callsTo = (prefix: string) => api.calls.filter((c) => c.url.startsWith(prefix));
  return { ...rendered, scroll, calls: api.calls, callsTo };
}

const section = (name: string) => screen.getByRole('region', { name });

/** The h4 headings an entity's responses show: group, subgroup and loop headings, heading texts. */
const headingCount = (entity: (typeof entities)[number]) =>
  responseBlocks(entity).filter((b) => b.kind !== 'response' || b.response.isHeading).length;

afterEach(() => vi.restoreAllMocks());

describe('the report page reads the report in parts', () => {
  it('asks for the summary as the navigation starts, beside the check of who is signed in, and only once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeIntersection();
    renderApp('/review/r-1/report', plainUser, {
      'GET /api/auth/me': async () => {
        await held;
        return json(plainUser);
      },
    });
    const api = reportApi({ original: view });
    const summaries = () => api.calls.filter((c) => c.url.startsWith('/api/review/r-1/report/summary'));
    // The guard is still waiting for the current user, and the screen has not rendered.
    await waitFor(() => expect(summaries()).toHaveLength(1));
    expect(screen.queryByRole('table', { name: 'Risk table' })).toBeNull();
    release();
    await screen.findByRole('table', { name: 'Risk table' });
    expect(summaries().map((c) => c.url)).toEqual(['/api/review/r-1/report/summary?remediated=false']);
  });

  it('shows the score and the risk table from the summary, and no entity is read before the reader gets to it', async () => {
    const { callsTo } = openReport();
    const table = await screen.findByRole('table', { name: 'Risk table' });
    await screen.findByText(REPORT_DISCLAIMER);
    expect(screen.getByLabelText('Risk score').textContent).toBe('91/ 100');
    within(table).getByRole('button', { name: 'Trust · Settlor · IT: 85' });
    within(table).getByRole('button', { name: 'Company · Company · ATED: 85' });

    expect(callsTo('/api/review/r-1/report/summary').map((c) => c.url)).toEqual([
      '/api/review/r-1/report/summary?remediated=false',
    ]);
    // Never the whole report, nor any entity's responses or cell before they are wanted.
    expect(callsTo('/api/review/r-1/report?')).toEqual([]);
    expect(callsTo('/api/review/r-1/report/entities/')).toEqual([]);
    expect(callsTo('/api/review/r-1/report/cells/')).toEqual([]);
    // Every entity is listed by name, its responses not yet drawn.
    const responses = screen.getByRole('region', { name: 'Responses' });
    expect(
      within(responses)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(entities.map((e) => e.name));
    for (const entity of entities) {
      if (entity.responses.length > 0)
        within(section(entity.name)).getByRole('button', { name: `Show the responses of ${entity.name}` });
      expect(within(section(entity.name)).queryAllByRole('heading', { level: 4 })).toEqual([]);
    }
  });

  it("shows every entity's responses when it is scrolled to, reading each entity once", async () => {
    const { scroll, callsTo } = openReport();
    await screen.findByRole('table', { name: 'Risk table' });
    for (const entity of entities) {
      await scroll.near(section(entity.name));
      const region = section(entity.name);
      await waitFor(() =>
        expect(within(region).queryByRole('button', { name: /^Show the responses of/ })).toBeNull(),
      );
      expect(within(region).queryAllByRole('heading', { level: 4 })).toHaveLength(headingCount(entity));
      expect(region.textContent).not.toContain('Loading');
    }
    within(section('Oak Trust')).getByText('Trust overview');
    within(section('Oak Trust')).getAllByText('Weight 80');
    expect(callsTo('/api/review/r-1/report/entities/').map((c) => c.url)).toEqual(
      entities.map((e) => `/api/review/r-1/report/entities/${e.id}`),
    );

    // Scrolled far past, an entity is no longer drawn; scrolled back, it is drawn again unread.
    await scroll.far(section('Oak Trust'));
    expect(within(section('Oak Trust')).queryByText('Trust overview')).toBeNull();
    await scroll.near(section('Oak Trust'));
    await within(section('Oak Trust')).findByText('Trust overview');
    expect(callsTo('/api/review/r-1/report/entities/t1')).toHaveLength(1);
  });

  it("explains a risk of an entity's responses in the customer's words", async () => {
    const { scroll, user } = openReport();
    await screen.findByRole('table', { name: 'Risk table' });
    await scroll.near(section('Oak Trust'));
    const trust = section('Oak Trust');
    const why = await within(trust).findAllByRole('button', { name: 'Why this risk' });
    await user.click(why[0] as HTMLElement);
    await within(trust).findAllByText(/^Found on Oak Trust/);
  });

  it('opens an entity by its button, and keeps the keyboard there when its responses replace it', async () => {
    const { callsTo } = openReport();
    await screen.findByRole('table', { name: 'Risk table' });
    const button = within(section('Elm Foundation')).getByRole('button', {
      name: 'Show the responses of Elm Foundation',
    });
    // Tab reaches the button: the entity opens as the keyboard gets to it.
    await act(async () => button.focus());
    await waitFor(() =>
      expect(within(section('Elm Foundation')).queryByRole('button', { name: /^Show/ })).toBeNull(),
    );
    expect(document.activeElement).toBe(section('Elm Foundation'));
    expect(callsTo('/api/review/r-1/report/entities/').map((c) => c.url)).toEqual([
      '/api/review/r-1/report/entities/f1',
    ]);
  });

  it("reads an opened cell's risks, in the view shown", async () => {
    const { user, callsTo } = openReport();
    await user.click(await screen.findByRole('button', { name: 'Trust · Settlor · IT: 85' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust · Settlor · IT' });
    await within(dialog).findByRole('form', { name: 'Remediation' });
    within(dialog).getByRole('heading', { name: 'TS-IT-1' });
    expect(callsTo('/api/review/r-1/report/cells/').map((c) => c.url)).toEqual([
      '/api/review/r-1/report/cells/trust.settlor/IT?remediated=false',
    ]);
  });
});
