import type { CellRisk, CellValue, Report, Selector } from '@tsr/contract';
import { statusesFrom } from '../remediation/remediate';

/**
 * An opened cell of the risk table (spec 2.7, 4): the risks a reader may remediate there. Worked
 * out where the whole report is (the server), so the page reads a cell without the report.
 */

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
 * and a company acting as settlor. Statuses are the report's comments' (the same in both views).
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
