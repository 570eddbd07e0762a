import { routes } from '@tsr/contract';
import { call } from '../../api/client';

/** The version history, a diff, and a report re-scored on the latest version. */

/** A version number or the draft. */
export type VersionRef = number | 'draft';

export const fetchVersions = () => call(routes.surveyVersions, {});

export const fetchVersionDiff = (from: VersionRef, to: VersionRef) =>
  call(routes.versionDiff, { query: { from, to } });

export const fetchRescore = (reviewId: string) => call(routes.rescore, { params: { id: reviewId } });

export const versionKeys = {
  list: ['editor', 'versions'] as const,
  diff: (from: VersionRef, to: VersionRef) => ['editor', 'versions', 'diff', from, to] as const,
  rescore: (reviewId: string) => ['review', reviewId, 'rescore'] as const,
};
