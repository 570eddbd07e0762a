import type { CellValue, Explanation, LoopedValue, RemediationStatus, Selector } from '@tsr/contract';

/**
 * One cell's value from the rules that fired for it (docs/scoring.md). Shared by scoring (no
 * remediation yet) and remediation (statuses from comments), so both read the same rule:
 *
 * - a risk is present when its status is unresolved or unset and its score is above 0 (spec 4);
 * - the cell's score is the highest score among present risks (0 when none);
 * - responseId and entityId name the risk that set the score, or, when nothing is present, the
 *   highest original risk, so a resolved cell still says what was resolved;
 * - a looped cell has one value per loop instance, worked out the same way from that instance's
 *   risks; the cell is present when any instance is.
 */

export type StatusOf = (selector: Selector) => RemediationStatus | null;

export const NO_STATUS: StatusOf = () => null;

export interface LoopInstanceRef {
  readonly instanceId: string;
  readonly instanceName: string;
  readonly entityId: string;
}

export function isPresent(explanation: Explanation, status: StatusOf): boolean {
  if (explanation.score <= 0) return false;
  const state = status({ entityId: explanation.entityId, responseId: explanation.responseId });
  return state === null || state === 'unresolved';
}

/** Highest score first; ties broken by rule id, then entity id, then loop instance id. */
export function byScore(a: Explanation, b: Explanation): number {
  return (
    b.score - a.score ||
    compare(a.ruleId, b.ruleId) ||
    compare(a.entityId, b.entityId) ||
    compare(a.loopInstance ?? '', b.loopInstance ?? '')
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NONE: readonly Explanation[] = [];

interface Top {
  readonly score: number;
  readonly responseId: string | null;
  readonly entityId: string | null;
  readonly remediationStatus: RemediationStatus | null;
}

/** `explanations` sorted by byScore. */
function top(explanations: readonly Explanation[], status: StatusOf): Top {
  const present = explanations.find((e) => isPresent(e, status));
  const shown = present ?? explanations[0];
  if (!shown) return { score: 0, responseId: null, entityId: null, remediationStatus: null };
  return {
    score: present ? present.score : 0,
    responseId: shown.responseId,
    entityId: shown.entityId,
    remediationStatus: status({ entityId: shown.entityId, responseId: shown.responseId }),
  };
}

export function cellValue(
  explanations: readonly Explanation[],
  options: { max: number; isLooped: boolean; instances: readonly LoopInstanceRef[]; status: StatusOf },
): CellValue {
  return cellOfSorted([...explanations].sort(byScore), options);
}

/** cellValue of explanations already in byScore order; the list becomes the cell's explanation. */
export function cellOfSorted(
  sorted: Explanation[],
  options: { max: number; isLooped: boolean; instances: readonly LoopInstanceRef[]; status: StatusOf },
): CellValue {
  // Each instance's own explanations, in sorted order: one pass, not one filter per instance.
  const byInstance = new Map<string, Map<string, Explanation[]>>();
  if (options.instances.length > 0)
    for (let i = 0; i < sorted.length; i += 1) {
      const e = sorted[i] as Explanation;
      if (e.loopInstance === undefined) continue;
      let ofEntity = byInstance.get(e.entityId);
      if (!ofEntity) {
        ofEntity = new Map();
        byInstance.set(e.entityId, ofEntity);
      }
      const list = ofEntity.get(e.loopInstance);
      if (list) list.push(e);
      else ofEntity.set(e.loopInstance, [e]);
    }
  const loopedValues: LoopedValue[] = options.instances.map((instance) => {
    const own = byInstance.get(instance.entityId)?.get(instance.instanceId) ?? NONE;
    const value = top(own, options.status);
    return {
      instanceId: instance.instanceId,
      instanceName: instance.instanceName,
      entityId: instance.entityId,
      score: value.score,
      responseId: value.responseId,
      remediationStatus: value.remediationStatus,
    };
  });
  return {
    max: options.max,
    ...top(sorted, options.status),
    isLooped: options.isLooped,
    loopedValues,
    explanation: sorted,
  };
}

/** Lists put in byScore order where they were made (runRules' findings): inScoreOrder need not check them. */
const IN_SCORE_ORDER = new WeakSet<readonly unknown[]>();

/** Marks a list its maker has put in byScore order, and returns it. */
export function madeInScoreOrder<T extends readonly unknown[]>(list: T): T {
  IN_SCORE_ORDER.add(list);
  return list;
}

/**
 * Findings in byScore order of their explanations: `findings` itself when already so (as
 * runRules returns them), else a stable sorted copy. Grouping a sorted list keeps each group
 * sorted, in the same order as sorting each group on its own (stable), so one sort serves every
 * cell and response.
 */
export function inScoreOrder<T extends { readonly explanation: Explanation }>(
  findings: readonly T[],
): readonly T[] {
  if (IN_SCORE_ORDER.has(findings)) return findings;
  for (let i = 1; i < findings.length; i += 1)
    if (byScore((findings[i - 1] as T).explanation, (findings[i] as T).explanation) > 0)
      return [...findings].sort((a, b) => byScore(a.explanation, b.explanation));
  return findings;
}
