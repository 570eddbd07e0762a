import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './define-route';
import { routes } from './index';

/**
 * Which routes an API key reaches (issue 35, docs/decisions/0040) is declared by each route's
 * `keyScopes`; a route without it is closed to keys. This list is the whole declaration in one
 * place: opening a route to keys, or closing one, is a change made here too, on purpose.
 */
const OPEN_TO_KEYS: Record<string, readonly string[]> = {
  startReview: ['startReviews'],
  next: ['startReviews'],
  submit: ['startReviews'],
  reviewOverview: ['readReports', 'startReviews'],
  answerSummary: ['readReports', 'startReviews'],
  savedStructures: ['readReports'],
  savedStructure: ['readReports'],
  report: ['readReports'],
  reportSummary: ['readReports'],
  reportEntity: ['readReports'],
  reportCell: ['readReports'],
  reportCauses: ['readReports'],
  reportKeyDates: ['readReports'],
  reportChanges: ['readReports'],
  reportCarried: ['readReports'],
  reportCalendar: ['readReports'],
  reportPdf: ['readReports'],
  reportById: ['readReports'],
  userReports: ['readReports'],
  portfolio: ['readReports'],
  portfolioCsv: ['readReports'],
};

/** Features a key never reaches, whatever a route of theirs may say. */
const CLOSED_TAGS = ['auth', 'editor', 'versions', 'users', 'metrics', 'settings', 'apiKeys'];

const entries = Object.entries(routes) as [string, RouteDefinition][];

describe('keyScopes', () => {
  it('opens exactly the listed routes to keys, each to the listed scopes', () => {
    const open = Object.fromEntries(
      entries.filter(([, r]) => r.keyScopes !== undefined).map(([name, r]) => [name, r.keyScopes]),
    );
    expect(open).toEqual(OPEN_TO_KEYS);
  });

  it('never opens an admin-only route, a public one, or a closed feature to keys', () => {
    for (const [name, route] of entries.filter(([, r]) => r.keyScopes !== undefined)) {
      expect({ name, access: route.access }).not.toEqual({ name, access: ['admin'] });
      expect({ name, access: route.access }).not.toEqual({ name, access: 'public' });
      expect({ name, tag: route.tag, closed: CLOSED_TAGS.includes(route.tag) }).toEqual({
        name,
        tag: route.tag,
        closed: false,
      });
      expect(route.keyScopes?.length).toBeGreaterThan(0);
    }
  });

  it('lets a read-only key only read: every route it opens reads and changes nothing', () => {
    const readOnly = entries.filter(([, r]) => r.keyScopes?.length === 1 && r.keyScopes[0] === 'readReports');
    // The PDF is asked for by POST (its options in the body) and only renders the report.
    const nonGet = readOnly.filter(([, r]) => r.method !== 'GET').map(([name]) => name);
    expect(nonGet).toEqual(['reportPdf']);
  });
});
