import type {
  CellChange,
  Explanation,
  Report,
  ReportComparison,
  ReportTable,
  RiskChange,
  Selector,
} from '@tsr/contract';
import { statusesFrom } from '../remediation/remediate';
import { subjectName } from '../report-text/subject-name';

/**
 * Two reports compared, cell by cell and risk by risk: one comparison for re-scoring a review on
 * the latest version (the same answers, other content) and for a saved structure's review against
 * its previous one (other answers), on the report page and in the PDF.
 *
 * Each side is the report as made (its original table and score): what the review found. The
 * earlier side's comments (as the caller chooses to cut them) say which of its risks were resolved.
 */
export type ComparedReport = Pick<Report, 'originalScore' | 'originalTable' | 'structure' | 'comments'>;

/**
 * The cells whose score differs, in the table's order (the later table's rows, then any only the
 * earlier one has), named as the report names them. A cell one table lacks counts as 0: a cell
 * that only appears or disappears without a risk is no change.
 */
export function cellChanges(before: ReportTable, after: ReportTable): CellChange[] {
  const groups = new Map([...before.rowGroups, ...after.rowGroups].map((g) => [g.id, g.name]));
  const rows = new Map([...after.rows, ...before.rows].map((r) => [r.id, r]));
  const columns = [...new Set([...before.columns, ...after.columns])];
  const cells: CellChange[] = [];
  for (const row of rows.values())
    for (const column of columns) {
      const was = before.values[row.id]?.[column]?.score ?? null;
      const now = after.values[row.id]?.[column]?.score ?? null;
      if ((was ?? 0) === (now ?? 0)) continue;
      cells.push({
        rowId: row.id,
        rowGroup: groups.get(row.type) ?? row.type,
        row: row.name,
        column,
        before: was,
        after: now,
        direction: (now ?? 0) > (was ?? 0) ? 'up' : 'down',
      });
    }
  return cells;
}

const riskKey = (s: Selector) => `${s.entityId}\u0000${s.responseId}`;

/** A risk found in a report: the firing that names it (its highest score) and its score. */
interface Found {
  readonly selector: Selector;
  readonly top: Explanation;
}

/**
 * Every risk of a table, as its explanations identify one (an entity and a response, the unit of
 * remediation), with the highest scoring firing of it. Rules that fired with a score of 0 raise
 * no risk (docs/scoring.md: a risk text is shown when a rule fired with a score above 0).
 */
function risksFound(table: ReportTable): Map<string, Found> {
  const found = new Map<string, Found>();
  for (const row of table.rows)
    for (const column of table.columns)
      for (const e of table.values[row.id]?.[column]?.explanation ?? []) {
        if (e.score <= 0) continue;
        const selector = { entityId: e.entityId, responseId: e.responseId };
        const key = riskKey(selector);
        const known = found.get(key);
        if (!known || e.score > known.top.score) found.set(key, { selector, top: e });
      }
  return found;
}

/** By code point, not locale: the PDF shows this order, and its bytes may not depend on the machine. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Highest score first; then by entity and title, so that equal scores read in a fixed order. */
function inOrder(risks: RiskChange[]): RiskChange[] {
  const score = (r: RiskChange) => r.after ?? r.before ?? 0;
  return risks.sort(
    (a, b) =>
      score(b) - score(a) ||
      byText(a.entity, b.entity) ||
      byText(a.title, b.title) ||
      byText(riskKey(a.selector), riskKey(b.selector)),
  );
}

/**
 * What changed from `before` to `after`: the score, the cells that went up or down, and the risks
 * new, gone and still present. A risk still present that `before` marked resolved (its latest
 * comment's action) is marked as found again.
 */
export function compareReports(before: ComparedReport, after: ComparedReport): ReportComparison {
  const was = risksFound(before.originalTable);
  const now = risksFound(after.originalTable);
  const statusBefore = statusesFrom(before.comments);
  const newRisks: RiskChange[] = [];
  const goneRisks: RiskChange[] = [];
  const unchangedRisks: RiskChange[] = [];
  for (const [key, risk] of now) {
    const earlier = was.get(key);
    const change: RiskChange = {
      selector: risk.selector,
      title: risk.top.ruleName,
      entity: subjectName(after.structure, risk.selector.entityId),
      before: earlier ? earlier.top.score : null,
      after: risk.top.score,
      resolvedLastTime: earlier !== undefined && statusBefore(risk.selector) === 'resolved',
    };
    (earlier ? unchangedRisks : newRisks).push(change);
  }
  for (const [key, risk] of was)
    if (!now.has(key))
      goneRisks.push({
        selector: risk.selector,
        title: risk.top.ruleName,
        entity: subjectName(before.structure, risk.selector.entityId),
        before: risk.top.score,
        after: null,
        resolvedLastTime: false,
      });
  return {
    scoreBefore: before.originalScore,
    scoreAfter: after.originalScore,
    cells: cellChanges(before.originalTable, after.originalTable),
    newRisks: inOrder(newRisks),
    goneRisks: inOrder(goneRisks),
    unchangedRisks: inOrder(unchangedRisks),
  };
}
