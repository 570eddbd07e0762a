import type { CellValue, Explanation, ReportTable } from '@tsr/contract';
import { COLUMNS, ROW_GROUPS } from '../content/table';
import {
  cellOfSorted,
  cellValue,
  inScoreOrder,
  type LoopInstanceRef,
  NO_STATUS,
  type StatusOf,
} from './cells';
import { cellKey, type Finding, type RuleRun } from './rules';

/** The table's layout (spec 2.7): row groups, their rows, the tax head columns. */
export function tableLayout(): Pick<ReportTable, 'rowGroups' | 'rows' | 'columns'> {
  return {
    rowGroups: ROW_GROUPS.map((group) => ({ id: group.id, name: group.name, type: group.type })),
    rows: ROW_GROUPS.flatMap((group) =>
      group.rows.map((row) => ({ id: row.id, name: row.name, type: group.id })),
    ),
    columns: [...COLUMNS],
  };
}

/** The risk table of a rule run, before any remediation. */
export function buildTable(run: RuleRun): ReportTable {
  // Per row, per column, in byScore order.
  const byCell = new Map<string, Map<string, Explanation[]>>();
  // Indexed loops over findings here and in the engine: a function that runs once per report may
  // run unoptimised, where for-of makes an iterator result object per finding (68,860 at 4x).
  const findings = inScoreOrder(run.findings);
  for (let i = 0; i < findings.length; i += 1) {
    const finding = findings[i] as Finding;
    let row = byCell.get(finding.row);
    if (!row) {
      row = new Map();
      byCell.set(finding.row, row);
    }
    const list = row.get(finding.column);
    if (list) list.push(finding.explanation);
    else row.set(finding.column, [finding.explanation]);
  }
  return fillTable((row, column) => {
    const key = cellKey(row, column);
    return cellOfSorted(byCell.get(row)?.get(column) ?? [], {
      max: run.max.get(key) ?? 0,
      isLooped: run.looped.has(key),
      instances: run.instances.get(key) ?? [],
      status: NO_STATUS,
    });
  });
}

/** The same table with remediation statuses applied: every cell recomputed from its explanation. */
export function remediateTable(original: ReportTable, status: StatusOf): ReportTable {
  return fillTable((row, column) => {
    const cell = original.values[row]?.[column];
    if (!cell) return cellValue([], { max: 0, isLooped: false, instances: [], status });
    const instances: LoopInstanceRef[] = cell.loopedValues.map(({ instanceId, instanceName, entityId }) => ({
      instanceId,
      instanceName,
      entityId,
    }));
    return cellValue(cell.explanation, { max: cell.max, isLooped: cell.isLooped, instances, status });
  });
}

function fillTable(value: (row: string, column: string) => CellValue): ReportTable {
  const layout = tableLayout();
  const values: ReportTable['values'] = {};
  for (const row of layout.rows) {
    const cells: Record<string, CellValue> = {};
    for (const column of layout.columns) cells[column] = value(row.id, column);
    values[row.id] = cells;
  }
  return { ...layout, values };
}
