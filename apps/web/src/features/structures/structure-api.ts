import { routes, type SavedStructureView } from '@tsr/contract';
import { call } from '../../api/client';

export type StructuresCreatedBy = 'company' | 'mine';

/** One page of the Structures list, searched by the server (newest change first). */
export interface StructuresPageQuery {
  createdBy: StructuresCreatedBy;
  /** Already trimmed; empty searches nothing. */
  search: string;
  offset: number;
  limit: number;
}

/** Only what differs from the server's defaults goes in the address. */
export const fetchStructuresPage = ({ createdBy, search, offset, limit }: StructuresPageQuery) =>
  call(routes.savedStructures, {
    query: {
      createdBy,
      limit,
      offset: offset > 0 ? offset : undefined,
      search: search || undefined,
    },
  });

/** A saved structure's latest revision with the reviews started from it that the caller may open. */
export const fetchSavedStructure = (id: string) => call(routes.savedStructure, { params: { id } });

/**
 * Start this year's review (issue 33): a review of the structure's latest revision on the latest
 * survey version, with the answers of its last submitted review carried forward to be confirmed.
 */
export const startThisYearsReview = async (saved: SavedStructureView): Promise<string> => {
  const started = await call(routes.startReview, {
    body: { structure: saved.structure, structureId: saved.id, carryForward: true },
  });
  return started.reviewId;
};

/** Deletes the structure; its reviews, reports and charges stay. */
export const deleteSavedStructure = async (id: string): Promise<void> => {
  await call(routes.deleteStructure, { params: { id } });
};

export const structureKeys = {
  lists: ['saved-structures'] as const,
  pages: (createdBy: StructuresCreatedBy, search: string) =>
    ['saved-structures', createdBy, 'pages', search] as const,
  one: (id: string) => ['saved-structure', id] as const,
};
