import type { CellValue, EntityResponses, Explanation, ReportResponse, ReportTable } from '@tsr/contract';

/**
 * A report as a customer receives it (docs/decisions/0007): every explanation keeps
 * its rule's name, score, place and legal context, but not the engine's internals — the rule's
 * logic is empty and its reads (question ids and raw values) are gone. The customer reads the
 * same story from the report's `reasons`; administrators get the report as stored.
 */

/** An explanation without the rule's logic and reads (the same story is in its reason). */
export const plainExplanation = (e: Explanation): Explanation => ({ ...e, logic: '', reads: [] });

const plainCell = (cell: CellValue): CellValue => ({
  ...cell,
  explanation: cell.explanation.map(plainExplanation),
});

function plainTable(table: ReportTable): ReportTable {
  const values: ReportTable['values'] = {};
  for (const [rowId, row] of Object.entries(table.values)) {
    const cells: Record<string, CellValue> = {};
    for (const [column, cell] of Object.entries(row)) cells[column] = plainCell(cell);
    values[rowId] = cells;
  }
  return { ...table, values };
}

const plainResponse = (r: ReportResponse): ReportResponse => ({
  ...r,
  explanation: r.explanation.map(plainExplanation),
});

/** One entity's responses as a customer receives them (the report page reads them one by one). */
export const plainEntity = (entity: EntityResponses): EntityResponses => ({
  ...entity,
  responses: entity.responses.map(plainResponse),
  loopedResponses: entity.loopedResponses.map((l) => ({ ...l, responses: l.responses.map(plainResponse) })),
});

export function withoutEngineInternals<
  T extends { table: ReportTable; originalTable: ReportTable; responses: EntityResponses[] },
>(report: T): T {
  return {
    ...report,
    table: plainTable(report.table),
    originalTable: plainTable(report.originalTable),
    responses: report.responses.map(plainEntity),
  };
}
