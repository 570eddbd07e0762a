/**
 * The ids of the diagram's nodes and lines, one place for the graph (build-graph.ts) and for what
 * it draws as at a date (as-at.ts), so both name the same line the same way.
 */

export const entityNodeId = (entityId: string) => `entity:${entityId}`;
export const partyNodeId = (entityId: string, partyId: string) => `party:${entityId}:${partyId}`;

/** The line from a party to its entity. */
export const partyEdgeId = (entityId: string, partyId: string) =>
  `${partyNodeId(entityId, partyId)}->${entityId}`;

/** The line from an owner to the entity it owns. */
export const ownerEdgeId = (ownerId: string, entityId: string) => `own:${ownerId}->${entityId}`;

/** The line from a nominee's principal (an entity's or a party's node) to the nominee's node. */
export const nomineeEdgeId = (principalNodeId: string, nomineeNodeId: string) =>
  `nominee:${principalNodeId}->${nomineeNodeId}`;
