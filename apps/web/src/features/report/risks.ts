import type { CellValue, Explanation, RemediationStatus, Report, Selector } from '@tsr/contract';
import { statusesFrom, TIMELINE_USER_LENGTH } from '@tsr/domain/report-view';

/** One risk of a cell: a response a rule fired for on one entity (the unit of remediation). */
export interface CellRisk {
  selector: Selector;
  /** The risk text. */
  text: string;
  /** The highest score among the rules that raised it. */
  score: number;
  /** The latest remediation status; null means none was given (counted as unresolved, spec 4). */
  status: RemediationStatus | null;
  explanations: Explanation[];
}

const same = (a: Selector, b: Selector) => a.entityId === b.entityId && a.responseId === b.responseId;

/** The text of a response on an entity, wherever it is shown (also in a loop). */
export function responseText(report: Report, selector: Selector): string {
  const entity = report.responses.find((e) => e.id === selector.entityId);
  const all = entity ? [...entity.responses, ...entity.loopedResponses.flatMap((l) => l.responses)] : [];
  return all.find((r) => r.id === selector.responseId)?.text ?? selector.responseId;
}

/**
 * The risks behind a cell, from its explanation (highest score first, as the engine orders it):
 * a cell may gather rules of several entities and responses, for example a trust's settlor row
 * and a company acting as settlor.
 */
export function cellRisks(report: Report, cell: CellValue): CellRisk[] {
  const statusOf = statusesFrom(report.comments);
  const risks: CellRisk[] = [];
  for (const explanation of cell.explanation) {
    const selector = { entityId: explanation.entityId, responseId: explanation.responseId };
    const known = risks.find((risk) => same(risk.selector, selector));
    if (known) {
      known.explanations.push(explanation);
      known.score = Math.max(known.score, explanation.score);
    } else {
      risks.push({
        selector,
        text: responseText(report, selector),
        score: explanation.score,
        status: statusOf(selector),
        explanations: [explanation],
      });
    }
  }
  return risks;
}

export const STATUS_LABELS: Record<RemediationStatus, string> = {
  unresolved: 'Unresolved',
  resolved: 'Resolved',
  'not applicable': 'Not applicable',
};

/** Spec 9: the timeline shows at most 30 characters of the user (the server cuts it too). */
export const truncateUser = (user: string) => user.slice(0, TIMELINE_USER_LENGTH);
