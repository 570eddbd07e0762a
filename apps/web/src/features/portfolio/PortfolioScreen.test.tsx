import { screen, waitFor, within } from '@testing-library/react';
import { PORTFOLIO_MESSAGES, type Portfolio, type PortfolioEntry } from '@tsr/contract';
import { describe, expect, it, vi } from 'vitest';
import { LEVEL_COLOURS } from '../../shared/risk-level';
import { errorBody, json, type RecordedCall } from '../../test/fake-api';
import { accountLead, admin, plainUser } from '../../test/fixtures';
import { renderApp, type Who } from '../../test/render-app';
import { FILTER_MESSAGES } from './portfolio-filters';

const PORTFOLIO = 'GET /api/portfolio';
const CSV = 'GET /api/portfolio.csv';

const oak: PortfolioEntry = {
  structureId: 's-oak',
  name: 'Oak Family Trust',
  companyId: 'c-1',
  companyName: 'Example Trust Co',
  latestScore: 80.27,
  headScores: { IT: 85, CGT: 0, IHT: 45, CT: 12, ATED: 0 },
  trend: [
    { score: 60, at: '2025-01-10T12:00:00.000Z' },
    { score: 80.27, at: '2026-01-10T12:00:00.000Z' },
  ],
  lastReviewAt: '2026-01-10T12:00:00.000Z',
  nextKeyDate: '2026-04-30',
  reviewCount: 2,
};
const birch: PortfolioEntry = {
  structureId: 's-birch',
  name: 'Birch Holdings',
  companyId: 'c-2',
  companyName: 'Harbour Family Office',
  latestScore: null,
  headScores: null,
  trend: [],
  lastReviewAt: null,
  nextKeyDate: null,
  reviewCount: 1,
};

const answer = (structures: PortfolioEntry[], more: Partial<Portfolio> = {}): Portfolio => ({
  structures,
  total: structures.length,
  companies: [],
  ...more,
});

function open(who: Who, body: Portfolio = answer([oak, birch]), handlers = {}) {
  return renderApp('/portfolio', who, { [PORTFOLIO]: () => json(body), ...handlers });
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Portfolio' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The query of the latest portfolio call, as the server reads it. */
const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

describe('Portfolio (/portfolio)', () => {
  it('shows a lead their structures: score, heat map with numbers, trend, last review, next key date, reviews', async () => {
    const { api } = open(accountLead);
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    const table = await screen.findByRole('table', { name: 'Portfolio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Structure',
      'Score',
      'IT',
      'CGT',
      'IHT',
      'CT',
      'ATED',
      'Trend',
      'Last review',
      'Next key date',
      'Reviews',
    ]);
    expect(await rows()).toEqual([
      [
        'Oak Family Trust',
        '80',
        '85',
        '0',
        '45',
        '12',
        '0',
        'Scores oldest first: 60 on 10/01/2025, 80 on 10/01/2026',
        '10/01/2026',
        '30/04/2026',
        '2',
      ],
      ['Birch Holdings', 'n/a', '—', '—', '—', '—', '—', '—', '—', '—', '1'],
    ]);
    // The heat map's cells in the report's bands: IT high, IHT medium, CT low, none uncoloured.
    const oakRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(oakRow).getAllByRole('cell');
    const background = (index: number) => getComputedStyle(cells[index] as HTMLElement).backgroundColor;
    expect(background(2)).toBe(LEVEL_COLOURS.high.background);
    expect(background(4)).toBe(LEVEL_COLOURS.medium.background);
    expect(background(5)).toBe(LEVEL_COLOURS.low.background);
    expect(background(3)).toBe(LEVEL_COLOURS.none.background);
    // The trend says its scores and days to a screen reader.
    within(oakRow).getByRole('img', { name: 'Scores oldest first: 60 on 10/01/2025, 80 on 10/01/2026' });
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(lastQuery(api.callsTo('GET', '/api/portfolio'))).toEqual({
      sort: 'score',
      order: 'desc',
      limit: '50',
      offset: '0',
    });
  });

  it('opens the structure screen from its name', async () => {
    const { user, router } = open(accountLead, answer([oak]), {
      'GET /api/structures/s-oak': () => errorBody(404, 'This structure does not exist.'),
    });
    await user.click(await screen.findByRole('link', { name: 'Oak Family Trust' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/structures/s-oak'));
  });

  it('shows an admin whose each structure is, and narrows to a company', async () => {
    const companies = [
      { id: 'c-1', name: 'Example Trust Co' },
      { id: 'c-2', name: 'Harbour Family Office' },
    ];
    const { user, api } = open(admin, answer([oak, birch], { companies }));
    expect((await rows()).map((r) => r.slice(0, 2))).toEqual([
      ['Oak Family Trust', 'Example Trust Co'],
      ['Birch Holdings', 'Harbour Family Office'],
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Harbour Family Office' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', '/api/portfolio')).companyId).toBe('c-2'));
  });

  it('sorts by a header, the same header again the other way, each starting where it matters most', async () => {
    const { user, api } = open(accountLead);
    await rows();
    const calls = () => api.callsTo('GET', '/api/portfolio');
    const sorted = () => {
      const q = lastQuery(calls());
      return [q.sort, q.order];
    };
    await user.click(screen.getByRole('button', { name: 'Next key date' }));
    await waitFor(() => expect(sorted()).toEqual(['nextKeyDate', 'asc']));
    await user.click(screen.getByRole('button', { name: 'Next key date' }));
    await waitFor(() => expect(sorted()).toEqual(['nextKeyDate', 'desc']));
    await user.click(screen.getByRole('button', { name: 'Structure' }));
    await waitFor(() => expect(sorted()).toEqual(['name', 'asc']));
    await user.click(screen.getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(sorted()).toEqual(['score', 'desc']));
    expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sends the filters as the server takes them, days typed DD/MM/YYYY', async () => {
    const { user, api } = open(accountLead);
    await rows();
    await user.type(screen.getByRole('textbox', { name: 'Minimum score' }), '40');
    await user.click(screen.getByRole('combobox', { name: 'Tax head' }));
    await user.click(await screen.findByRole('option', { name: 'IHT' }));
    await user.type(screen.getByRole('textbox', { name: 'Tax head score at least' }), '70');
    await user.type(screen.getByRole('textbox', { name: 'Last review from' }), '01/01/2025');
    await user.type(screen.getByRole('textbox', { name: 'Last review to' }), '31/12/2025');
    await user.type(screen.getByRole('textbox', { name: 'Next key date before' }), '30/04/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/api/portfolio'))).toEqual({
        minScore: '40',
        head: 'IHT',
        minHeadScore: '70',
        reviewedFrom: '2025-01-01',
        reviewedTo: '2025-12-31',
        keyDateBefore: '2026-04-30',
        sort: 'score',
        order: 'desc',
        limit: '50',
        offset: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', '/api/portfolio')).head).toBeUndefined());
    expect(screen.getByRole('textbox', { name: 'Minimum score' })).toHaveProperty('value', '');
  });

  it('refuses a filter the server would, in its words, and sends nothing', async () => {
    const { user, api } = open(accountLead);
    await rows();
    const sent = api.callsTo('GET', '/api/portfolio').length;
    await user.type(screen.getByRole('textbox', { name: 'Tax head score at least' }), '70');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PORTFOLIO_MESSAGES.headScoreWithoutHead);
    await user.clear(screen.getByRole('textbox', { name: 'Tax head score at least' }));
    await user.type(screen.getByRole('textbox', { name: 'Next key date before' }), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(FILTER_MESSAGES.date('next key date')),
    );
    expect(api.callsTo('GET', '/api/portfolio')).toHaveLength(sent);
  });

  it('pages through the structures the server counts', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      ...oak,
      structureId: `s-${i}`,
      name: `Structure ${i}`,
    }));
    const { user, api } = open(accountLead, answer(many, { total: 120 }));
    await rows();
    screen.getByText('1–50 of 120');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', '/api/portfolio')).offset).toBe('50'));
    expect(screen.getByRole('status').textContent).toBe('120 structures');
  });

  it('downloads the CSV of the filters and order shown, or says why not', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((b: Blob) => {
          blob = b;
          return 'blob:csv';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    let status = 200;
    const csv = '"Structure","Company"\r\n"Oak Family Trust","Example Trust Co"\r\n';
    const { user, api } = open(accountLead, answer([oak]), {
      [CSV]: () =>
        status === 200
          ? new Response(csv, { status, headers: { 'Content-Type': 'text/csv' } })
          : errorBody(status, 'You do not have permission to do this.'),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Score' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['portfolio.csv']));
    expect(await saved[0]?.blob.text()).toBe(csv);
    expect(lastQuery(api.callsTo('GET', '/api/portfolio.csv'))).toEqual({ sort: 'score', order: 'asc' });
    status = 403;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do this.');
  });

  it('tells anyone else it is for leads and admins, asking the server nothing', async () => {
    const { api } = open(plainUser);
    await screen.findByText('The portfolio is for account leads and administrators.');
    expect(api.callsTo('GET', '/api/portfolio')).toHaveLength(0);
  });
});
