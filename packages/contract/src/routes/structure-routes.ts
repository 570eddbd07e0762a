import { z } from 'zod';
import {
  SavedStructures,
  SavedStructuresQuery,
  SavedStructureView,
  STRUCTURE_NOT_FOUND,
  StructureIdParams,
} from '../saved-structures';
import { defineRoute } from './define-route';

const tag = 'structures';
const notFound = STRUCTURE_NOT_FOUND;
const readers =
  'its creator; account leads and approvers of its company; admins (anyone else gets 404, as for a structure that does not exist)';

/** Saved structures (issue 33): the company's structures and the reviews started from them. */
export const structureRoutes = {
  savedStructures: defineRoute({
    method: 'GET',
    path: '/api/structures',
    tag,
    summary: 'The saved structures: the caller’s own, or the company’s',
    description:
      "`createdBy: 'company'` lists the company's structures for account leads and approvers, every customer's for admins; anyone else gets their own. Newest change first, a page at a time (`hasMore`).",
    callers: 'any signed-in user',
    access: 'signedIn',
    keyScopes: ['readReports'],
    query: SavedStructuresQuery,
    responses: { 200: SavedStructures },
  }),
  savedStructure: defineRoute({
    method: 'GET',
    path: '/api/structures/:id',
    tag,
    summary: 'A saved structure’s latest revision and the reviews started from it',
    callers: readers,
    access: 'signedIn',
    keyScopes: ['readReports'],
    params: StructureIdParams,
    responses: { 200: SavedStructureView },
    notFound,
  }),
  deleteStructure: defineRoute({
    method: 'DELETE',
    path: '/api/structures/:id',
    tag,
    summary: 'Delete a saved structure; its reviews, reports and charges stay',
    callers: 'its creator, account leads of its company and admins (an approver gets 403, anyone else 404)',
    otherStatuses: { 403: 'An approver of the company (may read, not delete).' },
    access: 'signedIn',
    params: StructureIdParams,
    responses: { 204: z.null() },
    notFound,
  }),
};
