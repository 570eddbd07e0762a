/**
 * Loop keys of looped rule subcategories, subgroups and rules, and of looped response subgroups:
 * each names the loop instances of an entity. Inside a looped item `{loop.q}` reads the instance
 * and `{q}` still reads the entity (docs/scoring.md).
 */
export const LOOP_KEYS = {
  settlors: 'Each settlor of the trust, people and entities acting as settlor (deceased first).',
  founders: 'Each founder of the foundation (deceased first).',
  shareholders:
    'Each shareholder of the company (a nominee holding for an entity of the structure is read as that entity, an owner).',
  nominees: 'Each shareholder of the company that holds as nominee for a principal named in the structure.',
  settlements: 'Each settlement of each settlor of the trust, settlor by settlor.',
  contributions: 'Each contribution of each founder of the foundation, founder by founder.',
  owners: 'Each entity that owns this one.',
  ownedChain:
    'Each entity this one holds, directly or through the companies it holds (owned_chain: a trust or foundation met ends its branch).',
  overSettlors:
    'For a company: each settlor or founder of every trust or foundation above it in the ownership chain.',
} as const;

export type LoopKey = keyof typeof LOOP_KEYS;

export const LOOP_KEY_NAMES = Object.keys(LOOP_KEYS) as LoopKey[];

export function isLoopKey(key: string): key is LoopKey {
  return Object.hasOwn(LOOP_KEYS, key);
}
