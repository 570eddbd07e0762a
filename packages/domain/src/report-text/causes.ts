import type {
  CauseFinding,
  Explanation,
  ExplanationRead,
  Report,
  ReportCause,
  ReportTable,
  Rule,
  Selector,
} from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { statusesFrom } from '../remediation/remediate';
import { responseText } from './cell-risks';
import { foundOn } from './risk-reasons';
import { subjectName } from './subject-name';

/**
 * Findings grouped by their cause (docs/scoring.md, causes). A rule names the fact behind its
 * risk: a cause question, the answers to it that are the cause, and the cause in words. Every
 * firing of such a rule is a finding of the cause `question|subject` for each subject whose
 * answer to the cause question it read and found among those answers; one dwelling reached
 * through three companies is then one cause, whichever rules and entities it raised. Worked out
 * from the explanations' reads, which only the stored report has, so on the server.
 */

/** The placeholder of a cause's words that names whose answer it is. */
export const CAUSE_SUBJECT = '{subject}';

type CauseRule = Pick<Rule, 'causeQuestion' | 'causeAnswers' | 'causeText'>;

/** A read of the cause question: `q`, or `loop.q` on a loop instance. */
const readsQuestion = (read: ExplanationRead, question: string) =>
  read.question === question || read.question.endsWith(`.${question}`);

/** Whether the answer read is one of the cause's answers; no answers listed means any answer given. */
function isCauseAnswer(value: unknown, answers: readonly string[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value))
    return value.length > 0 && (answers.length === 0 || value.some((v) => answers.includes(String(v))));
  return answers.length === 0 || answers.includes(String(value));
}

/** The subjects whose answers make the explanation's firing a finding of the rule's cause. */
export function causeSubjects(rule: CauseRule, explanation: Pick<Explanation, 'reads'>): string[] {
  if (!rule.causeQuestion) return [];
  const subjects: string[] = [];
  for (const read of explanation.reads)
    if (
      readsQuestion(read, rule.causeQuestion) &&
      isCauseAnswer(read.value, rule.causeAnswers) &&
      !subjects.includes(read.entityId)
    )
      subjects.push(read.entityId);
  return subjects;
}

/** A cause's words with its subject named. */
export const causeWords = (text: string, subject: string): string => text.replaceAll(CAUSE_SUBJECT, subject);

function rowNames(table: ReportTable): Map<string, string> {
  const groups = new Map(table.rowGroups.map((g) => [g.id, g.name]));
  return new Map(table.rows.map((row) => [row.id, `${groups.get(row.type) ?? row.type} / ${row.name}`]));
}

interface Gathering {
  readonly key: string;
  text: string;
  score: number;
  readonly findings: CauseFinding[];
}

/** The report's causes, highest score first, each with its findings (highest score first). */
export function reportCauses(report: Report, content: CompiledContent): ReportCause[] {
  const rules = new Map(content.content.rules.rules.filter((r) => r.causeQuestion).map((r) => [r.id, r]));
  if (rules.size === 0) return [];
  const statusOf = statusesFrom(report.comments);
  const rows = rowNames(report.originalTable);
  const causes = new Map<string, Gathering>();
  for (const row of report.originalTable.rows)
    for (const column of report.originalTable.columns) {
      const cell = report.originalTable.values[row.id]?.[column];
      for (const explanation of cell?.explanation ?? []) {
        const rule = rules.get(explanation.ruleId);
        if (!rule) continue;
        for (const subject of causeSubjects(rule, explanation)) {
          const key = `${rule.causeQuestion}|${subject}`;
          const text = causeWords(rule.causeText, subjectName(report.structure, subject));
          const cause = causes.get(key) ?? { key, text, score: explanation.score, findings: [] };
          // The words of the highest-scoring rule speak for the cause.
          if (explanation.score > cause.score) Object.assign(cause, { text, score: explanation.score });
          const selector: Selector = { entityId: explanation.entityId, responseId: explanation.responseId };
          cause.findings.push({
            selector,
            rowId: row.id,
            row: rows.get(row.id) ?? row.name,
            column,
            ruleId: explanation.ruleId,
            ruleName: explanation.ruleName,
            ...(explanation.loopInstance ? { loopInstance: explanation.loopInstance } : {}),
            score: explanation.score,
            subject: foundOn(report.structure, explanation),
            text: responseText(report, selector),
            status: statusOf(selector),
          });
          causes.set(key, cause);
        }
      }
    }
  return [...causes.values()]
    .map((c) => ({ key: c.key, text: c.text, score: c.score, findings: [...c.findings].sort(byScore) }))
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));
}

// Stable: equal scores keep the table's order (rows, then columns).
const byScore = (a: CauseFinding, b: CauseFinding) => b.score - a.score;

/** The risks a cause raised, each once: what resolving the cause remediates. */
export function causeSelectors(cause: ReportCause): Selector[] {
  const seen = new Set<string>();
  const selectors: Selector[] = [];
  for (const { selector } of cause.findings) {
    const key = `${selector.entityId}\u0000${selector.responseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    selectors.push(selector);
  }
  return selectors;
}
