import type { Entity, SurveyStructure } from '@tsr/contract';

/**
 * The owner graph of a structure. `overs` is the source of truth (an edge from an entity to
 * each of its owners); `unders` is its inverse and may be stale in a draft, so it is not read.
 * A shareholder acting as nominee for an entity of the structure makes that entity a holder of
 * the company as if it held the shares itself (`holderIds`): the walks up and down the chain,
 * the questionnaire's order and the rules all follow it (docs/decisions/0021).
 */

/** Every entity id in builder order: rootEntitiesIds first, then any others by id. */
export function entityOrder(structure: SurveyStructure): string[] {
  const seen = new Set<string>();
  const order: string[] = [];
  for (const id of structure.rootEntitiesIds) {
    if (Object.hasOwn(structure.entities, id) && !seen.has(id)) {
      seen.add(id);
      order.push(id);
    }
  }
  const rest = Object.keys(structure.entities)
    .filter((id) => !seen.has(id))
    .sort(compareIds);
  return order.concat(rest);
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function getEntity(structure: SurveyStructure, id: string): Entity | undefined {
  return Object.hasOwn(structure.entities, id) ? structure.entities[id] : undefined;
}

/** The existing owners of an entity, without repeats, in the order the user gave them. */
export function ownerIds(structure: SurveyStructure, entity: Entity): string[] {
  const result: string[] = [];
  for (const id of entity.overs) {
    if (id !== entity.id && getEntity(structure, id) && !result.includes(id)) result.push(id);
  }
  return result;
}

/**
 * The entities a shareholder of `entity` holds shares for as nominee (an entity principal that
 * exists and is not the company itself), without repeats.
 */
export function nomineePrincipalIds(structure: SurveyStructure, entity: Entity): string[] {
  const result: string[] = [];
  for (const party of entity.children) {
    const principal = party.nomineeFor;
    if (party.type !== 'shareholder' || !principal || principal.partyId !== undefined) continue;
    const id = principal.entityId;
    if (id !== entity.id && getEntity(structure, id) && !result.includes(id)) result.push(id);
  }
  return result;
}

/** Who holds `entity`: its owners, then the entities its nominee shareholders hold for. */
export function holderIds(structure: SurveyStructure, entity: Entity): string[] {
  const owners = ownerIds(structure, entity);
  for (const id of nomineePrincipalIds(structure, entity)) if (!owners.includes(id)) owners.push(id);
  return owners;
}

/** Entities that hold `id` directly or through others (owners and nominees' principals). */
export function ancestorsOf(structure: SurveyStructure, id: string): Set<string> {
  const found = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = getEntity(structure, stack.pop() as string);
    if (!current) continue;
    for (const owner of holderIds(structure, current)) {
      if (!found.has(owner)) {
        found.add(owner);
        stack.push(owner);
      }
    }
  }
  return found;
}

/** Entities that `id` holds directly or through others (as owner or through a nominee). */
export function descendantsOf(structure: SurveyStructure, id: string): Set<string> {
  const owned = ownedMap(structure);
  const found = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    for (const child of owned.get(stack.pop() as string) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
    }
  }
  return found;
}

/** holder id -> ids of the entities it holds (as owner or through a nominee), in builder order. */
export function ownedMap(structure: SurveyStructure): Map<string, string[]> {
  const owned = new Map<string, string[]>();
  for (const id of entityOrder(structure)) {
    const entity = structure.entities[id] as Entity;
    for (const owner of holderIds(structure, entity)) {
      const list = owned.get(owner);
      if (list) list.push(id);
      else owned.set(owner, [id]);
    }
  }
  return owned;
}

/**
 * The first cycle in the owner relation, as the ids along it (first id repeated at the end), or
 * null. Depth-first in builder order, so the same structure always reports the same cycle.
 * An entity listing itself as owner is a cycle of one.
 */
export function findOwnerCycle(structure: SurveyStructure): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    path.push(id);
    const entity = structure.entities[id] as Entity;
    const owners = entity.overs.filter((owner) => getEntity(structure, owner));
    for (const owner of owners) {
      const seen = state.get(owner);
      if (seen === 'open') return [...path.slice(path.indexOf(owner)), owner];
      if (seen === undefined) {
        const cycle = visit(owner);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of entityOrder(structure)) {
    if (!state.has(id)) {
      const cycle = visit(id);
      if (cycle) return cycle;
    }
  }
  return null;
}
