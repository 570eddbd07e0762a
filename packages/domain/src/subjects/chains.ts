import type { EntityType } from '@tsr/contract';

/**
 * The transitive ownership relations of the logic language (docs/logic-language.md):
 * `owned_chain`, what an entity owns directly or through the companies it owns, and
 * `owners_chain`, who owns it directly or through owning companies, up to the trust or
 * foundation at the top of each path. The law looks through chains of companies (TCGA 1992 s.3
 * and s.3(7); close-company participators; IHTA 1984 Sch A1 para 2) but not through another
 * settlement: a trust or foundation met on the way is in the chain, and the walk stops there.
 *
 * Breadth-first with a visited set: nearest first, each entity once, and it ends on any graph,
 * including owner loops that validation would refuse. Cost: O(entities + owner links) per
 * entity, so O(E * (E + L)) for a structure, paid once when the subjects are built.
 */

/** A company (or a nominee holding for someone) passes ownership on; a trust or foundation does not. */
export function passesOwnershipOn(type: EntityType | undefined): boolean {
  return type === 'company' || type === 'nominee';
}

/**
 * Every node reachable from `start` along `next` (start itself left out), nearest first, in the
 * order of `next` within a level, going on only from nodes that pass ownership on.
 */
export function chainFrom<T extends { readonly id: string }>(
  start: T,
  next: (node: T) => readonly T[],
  typeOf: (node: T) => EntityType | undefined,
): T[] {
  const seen = new Set<string>([start.id]);
  const found: T[] = [];
  let level: readonly T[] = [start];
  while (level.length > 0) {
    const following: T[] = [];
    for (const node of level) {
      if (node !== start && !passesOwnershipOn(typeOf(node))) continue;
      for (const item of next(node)) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        found.push(item);
        following.push(item);
      }
    }
    level = following;
  }
  return found;
}

interface ChainNode {
  readonly passesOwnershipOn?: boolean;
  readonly relations: {
    readonly shareholders?: readonly ChainNode[];
    readonly owners_chain?: readonly ChainNode[];
  };
}

/**
 * The `participators` relation of a company: its shareholders, then for each entity above it
 * (owners_chain, nearest first) the entity and, when it passes ownership on, its shareholders.
 * Every one of them holds the company directly or through companies; the chain functions measure
 * how much and through which companies. Built once per subject set, after the chains.
 */
export function participatorsOf<T extends ChainNode>(node: T): T[] {
  if (!node.passesOwnershipOn) return [];
  const found: T[] = [...((node.relations.shareholders ?? []) as T[])];
  for (const above of (node.relations.owners_chain ?? []) as T[]) {
    found.push(above);
    if (above.passesOwnershipOn) found.push(...((above.relations.shareholders ?? []) as T[]));
  }
  return found;
}
