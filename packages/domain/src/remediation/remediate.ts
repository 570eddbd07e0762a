import type {
  Comment,
  RemediationStatus,
  RemediationUpdate,
  Report,
  ReportTable,
  Selector,
  TimelineEntry,
} from '@tsr/contract';
import type { StatusOf } from '../scoring/cells';
import { overallScore } from '../scoring/score';
import { remediateTable } from '../scoring/table';

/**
 * Remediation (spec 3.3, 4; DESIGN.md 7): comments are appended to a report; the remediated
 * table, score and timeline are derived from the original table plus the comments. A risk is
 * present only when its status is unresolved or unset and its score is above 0; a looped value
 * is present when any instance is. The original report is never changed: every function here
 * returns new values.
 */

/** Spec 9: the timeline shows at most 30 characters of the user. */
export const TIMELINE_USER_LENGTH = 30;

export const REMEDIATION_MESSAGES = {
  unknownRisk: (selector: Selector) =>
    `There is no risk '${selector.responseId}' on entity '${selector.entityId}' in this report`,
} as const;

const key = (selector: Selector) => `${selector.entityId}\u0000${selector.responseId}`;

/** Comments in time order; comments with the same timestamp keep the order they were added in. */
function inOrder(comments: readonly Comment[]): Comment[] {
  return comments
    .map((comment, index) => ({ comment, index }))
    .sort((a, b) =>
      a.comment.timestamp < b.comment.timestamp
        ? -1
        : a.comment.timestamp > b.comment.timestamp
          ? 1
          : a.index - b.index,
    )
    .map(({ comment }) => comment);
}

/** Each risk's status: its latest comment's action; no comment means unset (counted as unresolved). */
export function statusesFrom(comments: readonly Comment[]): StatusOf {
  const latest = new Map<string, RemediationStatus>();
  for (const comment of inOrder(comments)) latest.set(key(comment.selector), comment.action);
  return (selector) => latest.get(key(selector)) ?? null;
}

export interface Remediated {
  readonly table: ReportTable;
  readonly score: number;
  readonly timeline: TimelineEntry[];
}

export function remediate(report: Report): Remediated {
  const table = remediateTable(report.originalTable, statusesFrom(report.comments));
  return { table, score: overallScore(table), timeline: timeline(report) };
}

/** The report as the remediated view shows it: table and score remediated, originals kept. */
export function remediatedReport(report: Report): Report & { timeline: TimelineEntry[] } {
  const remediated = remediate(report);
  return { ...report, table: remediated.table, score: remediated.score, timeline: remediated.timeline };
}

/** The risks of a report a comment may point at: every rule that fired, by entity and response. */
export function risksOf(report: Report): Selector[] {
  const seen = new Map<string, Selector>();
  for (const row of Object.values(report.originalTable.values))
    for (const cell of Object.values(row))
      for (const e of cell.explanation) {
        const selector = { entityId: e.entityId, responseId: e.responseId };
        seen.set(key(selector), selector);
      }
  return [...seen.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export type RemediationResult = { ok: true; report: Report } | { ok: false; error: string };

/** POST /review/{id}/updateremediation: appends a comment; a selector that is no risk of the report is an error. */
export function updateRemediation(
  report: Report,
  update: RemediationUpdate,
  by: { user: string; timestamp: string },
): RemediationResult {
  if (!risksOf(report).some((risk) => key(risk) === key(update.selector)))
    return { ok: false, error: REMEDIATION_MESSAGES.unknownRisk(update.selector) };
  const comment: Comment = {
    selector: { ...update.selector },
    text: update.text,
    timestamp: by.timestamp,
    user: by.user,
    action: update.action,
  };
  return { ok: true, report: { ...report, comments: [...report.comments, comment] } };
}

/** GET /review/{id}/resetscore: reset means no comments; the table and score are the original ones. */
export function resetRemediation(report: Report): Report {
  return { ...report, comments: [], table: report.originalTable, score: report.originalScore };
}

/** The remediation timeline (spec 2.7): time, issue, action, notes, user, oldest first. */
export function timeline(report: Report): TimelineEntry[] {
  const texts = new Map<string, string>();
  for (const entity of report.responses) {
    const all = [...entity.responses, ...entity.loopedResponses.flatMap((l) => l.responses)];
    for (const response of all)
      texts.set(key({ entityId: entity.id, responseId: response.id }), response.text);
  }
  return inOrder(report.comments).map((comment) => ({
    time: comment.timestamp,
    issue: texts.get(key(comment.selector)) ?? comment.selector.responseId,
    action: comment.action,
    notes: comment.text,
    user: comment.user.slice(0, TIMELINE_USER_LENGTH),
    selector: comment.selector,
  }));
}
