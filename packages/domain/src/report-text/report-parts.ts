import type {
  CellValue,
  EntityResponses,
  Explanation,
  Report,
  ReportEntity,
  ReportSummary,
  ReportTable,
  SummaryCell,
  SummaryTable,
  TimelineEntry,
} from '@tsr/contract';

/**
 * The report as its page reads it, in parts (docs/decisions/0025): a summary of what the page shows first,
 * then an entity's responses when the reader reaches it. Cut from the report the PDF is made
 * from, so both show the same numbers and texts.
 */

/** A cell without its explanation and loop instances: most of a large report's table. */
function summaryCell(cell: CellValue): SummaryCell {
  return {
    max: cell.max,
    score: cell.score,
    responseId: cell.responseId,
    entityId: cell.entityId,
    remediationStatus: cell.remediationStatus,
    isLooped: cell.isLooped,
    findings: cell.explanation.length,
  };
}

function summaryTable(table: ReportTable): SummaryTable {
  const values: SummaryTable['values'] = {};
  for (const [rowId, row] of Object.entries(table.values)) {
    const cells: Record<string, SummaryCell> = {};
    for (const [column, cell] of Object.entries(row)) cells[column] = summaryCell(cell);
    values[rowId] = cells;
  }
  return { rowGroups: table.rowGroups, rows: table.rows, columns: table.columns, values };
}

const responseCount = (entity: EntityResponses): number =>
  entity.loopedResponses.reduce((count, looped) => count + looped.responses.length, entity.responses.length);

function reportEntity(entity: EntityResponses): ReportEntity {
  return {
    id: entity.id,
    name: entity.name,
    type: entity.type,
    order: entity.order,
    responseCount: responseCount(entity),
  };
}

/**
 * The score, the key facts, the risk table (the view's: original or remediated) and the entities
 * of the responses section; the remediated view's timeline when the report has one.
 */
export function reportSummary(report: Report & { timeline?: TimelineEntry[] | undefined }): ReportSummary {
  return summaryOf(report, report.responses.map(reportEntity));
}

/**
 * The summary from a report read without its responses, with its entities as the database
 * counted them (apps/server report-repository's findReportForSummary): the same as reportSummary.
 */
export function summaryOf(
  report: Omit<Report, 'responses' | 'originalTable'> & { timeline?: TimelineEntry[] | undefined },
  entities: ReportEntity[],
): ReportSummary {
  return {
    report_id: report.report_id,
    structure: report.structure,
    score: report.score,
    originalScore: report.originalScore,
    timestamp: report.timestamp,
    user: report.user,
    user_id: report.user_id,
    company: report.company,
    ...(report.asAt ? { asAt: report.asAt } : {}),
    table: summaryTable(report.table),
    entities,
    ...(report.timeline ? { timeline: report.timeline } : {}),
  };
}

/** The explanations an entity's responses carry, looped ones included: what its reasons tell. */
export function entityExplanations(entity: EntityResponses): Explanation[] {
  const explanations: Explanation[] = [];
  for (const response of entity.responses) explanations.push(...response.explanation);
  for (const looped of entity.loopedResponses)
    for (const response of looped.responses) explanations.push(...response.explanation);
  return explanations;
}
