import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_DISCLAIMER } from '@tsr/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SCROLL_HINT } from './RiskTableScroller';
import { originalReport, remediated } from './report-fixtures';
import { reportApi } from './report-test-api';

/*
 * happy-dom does no layout: where the sections are on screen and how wide the table is are given
 * here, as a browser would measure them (the Playwright journey checks the real layout).
 */
const remediatedView = remediated(originalReport, [
  { entityId: 'c2', responseId: 'r-co-ated-1', action: 'resolved', text: 'Property sold' },
]);

function openReport() {
  const rendered = renderApp('/review/r-1/report', plainUser);
  reportApi({ original: originalReport, remediated: remediatedView });
  return rendered;
}

/** Places the sections (tops in px from the top of the window) and the sticky bar's bottom. */
function placeSections(tops: Record<string, number>, navBottom = 112) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.getAttribute('aria-label') === 'Report sections' ? navBottom - 48 : (tops[this.id] ?? 0);
    const height = this.getAttribute('aria-label') === 'Report sections' ? 48 : 400;
    return DOMRect.fromRect({ x: 0, y: top, width: 800, height });
  });
}

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Report sections' })).getAllByRole('link');
const currentLink = () =>
  sectionLinks().find((link) => link.getAttribute('aria-current') === 'true')?.textContent;

/** The report's screen is a lazily loaded chunk: on a busy machine it takes a moment. */
const SLOW = { timeout: 4000 };

afterEach(() => vi.restoreAllMocks());

describe('section navigation of the report', () => {
  it('links to the score, the risk table, the key dates, the causes and the responses, and to the timeline in the remediated view', async () => {
    const { user } = openReport();
    await screen.findByText(REPORT_DISCLAIMER, undefined, SLOW);
    expect(sectionLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Score', '#report-score'],
      ['Risk table', '#report-risk-table'],
      ['Key dates', '#report-key-dates'],
      ['Causes', '#report-causes'],
      ['Responses', '#report-responses'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remediated' }));
    await screen.findByRole('table', { name: 'Remediation Timeline' }, SLOW);
    expect(sectionLinks().map((l) => l.textContent)).toEqual([
      'Score',
      'Risk table',
      'Key dates',
      'Causes',
      'Timeline',
      'Responses',
    ]);
    for (const link of sectionLinks()) {
      expect(document.getElementById((link.getAttribute('href') ?? '').slice(1))?.tagName).toBe('SECTION');
    }
  });

  it('marks the section being read, following the scroll', async () => {
    placeSections({
      'report-score': 150,
      'report-risk-table': 600,
      'report-key-dates': 800,
      'report-causes': 1000,
      'report-responses': 1400,
    });
    openReport();
    await screen.findByText(REPORT_DISCLAIMER, undefined, SLOW);
    await waitFor(() => expect(currentLink()).toBe('Score'));
    placeSections({
      'report-score': -500,
      'report-risk-table': 90,
      'report-key-dates': 300,
      'report-causes': 500,
      'report-responses': 800,
    });
    fireEvent.scroll(window);
    await waitFor(() => expect(currentLink()).toBe('Risk table'));
    placeSections({
      'report-score': -2500,
      'report-risk-table': -1900,
      'report-key-dates': -1500,
      'report-causes': -1200,
      'report-responses': 110,
    });
    fireEvent.scroll(window);
    await waitFor(() => expect(currentLink()).toBe('Responses'));
  });

  it('takes the reader to a section and moves focus there', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const { user } = openReport();
    await screen.findByText(REPORT_DISCLAIMER, undefined, SLOW);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Report sections' })).getByRole('link', {
        name: 'Responses',
      }),
    );
    expect(scrolled).toEqual(['report-responses']);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Responses' }));
  });
});

describe('the risk table on a narrow screen', () => {
  it('says nothing about scrolling when the table fits', async () => {
    openReport();
    await screen.findByRole('table', { name: 'Risk table' }, SLOW);
    expect(screen.queryByText(SCROLL_HINT)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Risk table, scrolls sideways' })).toBeNull();
  });

  it('says that it scrolls sideways, in a labelled region keyboards can scroll, when it is wider than the screen', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(520);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
    openReport();
    const region = await screen.findByRole('region', { name: 'Risk table, scrolls sideways' }, SLOW);
    within(region).getByRole('table', { name: 'Risk table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(SCROLL_HINT).id).toBe(region.getAttribute('aria-describedby'));
  });
});
