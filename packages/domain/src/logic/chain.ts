import { NO_SHARE, plus, type ShareRange, shareRange, times } from '../structure/shares';
import type { ChainPair, Holding, ReadTracer, Subject } from './runtime';

/**
 * Holdings along a chain of companies (docs/logic-language.md, "Shares along a chain"): for a
 * holder and a company below it, the paths between them through companies that meet a condition,
 * and the holder's effective share along them: the product of the links' shares on a path, the
 * paths added up. The law stops at some links: IHTA 1984 Sch A1 reaches through close companies
 * only, TCGA 1992 s.3(7) through non-resident close companies only, so a rule names the condition
 * each company on the path must meet.
 */

export interface ChainMeasure {
  /** The number of paths from holder to target on which every company meets the condition. */
  readonly paths: number;
  /** The holder's effective share of the target along those paths (0 when there is none). */
  readonly share: ShareRange;
}

/** The reference a link's share is traced under, so an explanation can say which holding it was. */
export const SHARE_READ = 'share_held@';
export const shareReference = (targetId: string): string => `${SHARE_READ}${targetId}`;

const NONE: ChainMeasure = { paths: 0, share: NO_SHARE };

/**
 * Measures the paths from `pair.holder` to `pair.target`. `admissible` is the condition every
 * company on a path (the target included, the holder not) must meet; it is evaluated at most once
 * per company, and only for companies from which the target can be reached. Walks on from a
 * company or nominee only (a trust or foundation on the way ends the path, as owned_chain does).
 * A loop in a draft adds nothing. Cost: O(entities + holdings) per call.
 *
 * With a tracer, the share of every link on a counted path is traced (undefined: not given), so
 * the explanation shows the shares the result rests on.
 */
export function measureChain(
  pair: ChainPair,
  admissible: ((company: Subject) => boolean) | null,
  tracer: ReadTracer | null,
): ChainMeasure {
  const { holder, target } = pair;
  const reaches = new Map<Subject, boolean>();
  const canReach = (node: Subject): boolean => {
    if (node === target) return true;
    const known = reaches.get(node);
    if (known !== undefined) return known;
    reaches.set(node, false);
    let found = false;
    if (node === holder || node.passesOwnershipOn === true)
      for (const holding of node.holdings ?? NO_HOLDINGS) if (canReach(holding.target)) found = true;
    reaches.set(node, found);
    return found;
  };
  if (!canReach(holder)) return NONE;

  const meets = new Map<Subject, boolean>();
  const meetsCondition = (company: Subject): boolean => {
    if (!admissible) return true;
    let known = meets.get(company);
    if (known === undefined) {
      known = admissible(company);
      meets.set(company, known);
    }
    return known;
  };
  if (!meetsCondition(target)) return NONE;

  const used: { from: Subject; holding: Holding }[] = [];
  const memo = new Map<Subject, ChainMeasure | null>();
  const from = (node: Subject): ChainMeasure => {
    const known = memo.get(node);
    if (known !== undefined) return known ?? NONE;
    memo.set(node, null);
    let paths = 0;
    let share = NO_SHARE;
    for (const holding of node.holdings ?? NO_HOLDINGS) {
      const next = holding.target;
      let below: ChainMeasure;
      if (next === target) below = { paths: 1, share: ONE_HUNDRED };
      else if (next.passesOwnershipOn === true && canReach(next) && meetsCondition(next)) below = from(next);
      else continue;
      if (below.paths === 0) continue;
      used.push({ from: node, holding });
      paths += below.paths;
      share = plus(share, times(shareRange(holding.share), below.share));
    }
    const measure = paths === 0 ? NONE : { paths, share };
    memo.set(node, measure);
    return measure;
  };
  const measure = from(holder);
  if (tracer)
    for (const { from: node, holding } of used)
      tracer.read(node, shareReference(holding.target.id ?? ''), holding.share, -1);
  return measure;
}

const NO_HOLDINGS: readonly Holding[] = [];

const ONE_HUNDRED: ShareRange = { lo: 100, hi: 100, loOpen: false, hiOpen: false, exact: true };
