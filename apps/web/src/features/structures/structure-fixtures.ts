import {
  routes,
  type SavedStructureEntry,
  type SavedStructures,
  type SavedStructureView,
} from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { json, type RecordedCall } from '../../test/fake-api';

/** Test data of the Structures screens, as the server would answer. */

export const oakEntry: SavedStructureEntry = {
  id: 's-oak',
  name: 'Oak Family Trust',
  createdBy: 'pat@example.com',
  createdAt: '2025-01-10T10:00:00.000Z',
  revision: 2,
  lastReviewAt: '2025-03-14T12:00:00.000Z',
  latestScore: 71.6,
  reviewCount: 3,
  isOwn: true,
};

export const birchEntry: SavedStructureEntry = {
  id: 's-birch',
  name: 'Birch Holdings',
  createdBy: 'lee@example.com',
  createdAt: '2025-02-01T09:00:00.000Z',
  revision: 1,
  lastReviewAt: '2025-02-01T09:00:00.000Z',
  latestScore: null,
  reviewCount: 1,
  isOwn: false,
};

/** A structure whose creator's account was deleted and whose reviews were all deleted. */
export const orphanEntry: SavedStructureEntry = {
  id: 's-orphan',
  name: 'Cedar Settlement',
  createdBy: null,
  createdAt: '2024-11-30T09:00:00.000Z',
  revision: 1,
  lastReviewAt: null,
  latestScore: null,
  reviewCount: 0,
  isOwn: false,
};

/** GET /api/structures as the server answers it: mine or the company's, searched, a page from offset. */
export function structuresList(all: readonly SavedStructureEntry[]) {
  return ({ query }: RecordedCall) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const mine = query.get('createdBy') !== 'company';
    const found = all.filter(
      (s) =>
        (!mine || s.isOwn) &&
        (!search || s.name.toLowerCase().includes(search) || (s.createdBy ?? '').includes(search)),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const body: SavedStructures = {
      structures: found.slice(offset, offset + limit),
      hasMore: found.length > offset + limit,
    };
    return json(body);
  };
}

/** `count` structures of the company, newest first. */
export function manyStructures(count: number): SavedStructureEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    ...birchEntry,
    id: `s-${i}`,
    name: `Structure ${String(i + 1).padStart(3, '0')}`,
    isOwn: true,
  }));
}

/** The query strings the list asked with, in order. */
export const structureListCalls = (api: { calls: RecordedCall[] }) =>
  api.calls.filter((c) => c.path === routes.savedStructures.path).map((c) => c.query.toString());

export const oakStructure = structure(
  [
    own(
      entity('t1', 'trust', {
        name: 'Oak Trust',
        children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
      }),
      'c1',
      '01/09/2019',
    ),
    entity('c1', 'company', {
      name: 'Oak Holdings Ltd',
      incorporation_date: '01/01/2015',
      children: [party('bo', 'shareholder', 'c1', ['01/01/2015'], { name: 'Bo' })],
    }),
  ],
  'Oak Family Trust',
);

export const oakView = (overrides: Partial<SavedStructureView> = {}): SavedStructureView => ({
  id: 's-oak',
  name: 'Oak Family Trust',
  revision: 2,
  structure: oakStructure,
  createdBy: 'pat@example.com',
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-03-14T12:00:00.000Z',
  reviews: [
    {
      reviewId: 'r-3',
      revision: 2,
      startedAt: '2025-03-14T12:00:00.000Z',
      submittedAt: null,
      score: null,
      createdBy: 'pat@example.com',
      finished: false,
    },
    {
      reviewId: 'r-2',
      revision: 1,
      startedAt: '2025-02-20T12:00:00.000Z',
      submittedAt: null,
      score: null,
      createdBy: 'lee@example.com',
      finished: true,
    },
    {
      reviewId: 'r-1',
      revision: 1,
      startedAt: '2025-01-10T10:00:00.000Z',
      submittedAt: '2025-01-12T15:30:00.000Z',
      score: 71.6,
      createdBy: 'pat@example.com',
      finished: true,
    },
  ],
  mayStart: true,
  mayDelete: true,
  ...overrides,
});
