import type { Part, Report, SurveyStructure } from '@tsr/contract';
import {
  buildReport,
  type CompiledContent,
  compileContent,
  prepareStructure,
  reportCauses,
  validateForStart,
} from '@tsr/domain';
import { completeReview } from '@tsr/domain/testing';
import { defaultSurveyContent } from '../pack';
import { exclusiveConflicts } from './exclusive';
import type { CellKey, GoldenCase } from './model';

/**
 * Drives a golden case through the real engine the way a reviewer would: validate and prepare
 * the structure, start the review, answer each part shown with the domain's scripted respondent
 * (only the questions the browser would show: customLogic applied by the engine, visibleIf as
 * SurveyJS does; its answers held to the server's answer check), press Next until finished, then build the report and compare it with the
 * expected one.
 */

export interface GoldenResult {
  readonly name: string;
  readonly report: Report | null;
  /** Differences from the expected report, and mistakes in the case itself; empty when it passes. */
  readonly problems: readonly string[];
}

let compiledPack: CompiledContent | undefined;
const pack = (): CompiledContent => {
  compiledPack ??= compileContent(defaultSurveyContent());
  return compiledPack;
};

const ROW_GROUP_NAMES: Record<string, string> = {
  trust: 'Trust',
  foundation: 'Foundation',
  company: 'Company',
};

/** Every cell of the report's table by key, with its value. */
export function cellsOf(report: Report) {
  const cells = new Map<CellKey, Report['table']['values'][string][string]>();
  for (const row of report.table.rows)
    for (const column of report.table.columns) {
      const value = report.table.values[row.id]?.[column];
      if (value) cells.set(`${ROW_GROUP_NAMES[row.type]} / ${row.name} / ${column}` as CellKey, value);
    }
  return cells;
}

function shownResponses(report: Report): Set<string> {
  const ids = new Set<string>();
  for (const entity of report.responses) {
    for (const response of entity.responses) ids.add(response.id);
    for (const looped of entity.loopedResponses)
      for (const response of looped.responses) ids.add(response.id);
  }
  return ids;
}

/** A golden case answered to the end: its prepared structure and the answered parts. */
export interface WalkedCase {
  readonly structure: SurveyStructure;
  readonly parts: readonly Part[];
}

/**
 * The questionnaire half of a golden case: validate and prepare the structure, then answer every
 * part shown until the review finishes. The parts depend only on the questions and definitions
 * (the compiled chunks), so the editor's golden gate reuses them for a draft whose questions and
 * definitions equal the published version's, and only scores the report again.
 */
export function walkGolden(
  golden: GoldenCase,
  content: CompiledContent,
): { walked: WalkedCase | null; problems: string[] } {
  const problems: string[] = [];
  const findings = validateForStart(golden.structure).filter(
    (f) => f.severity === 'error' || f.severity === 'invalid',
  );
  for (const finding of findings) problems.push(`case: the structure cannot be started: ${finding.message}`);
  if (findings.length > 0) return { walked: null, problems };

  const context = { structure: prepareStructure(golden.structure), content, today: golden.today };
  const used = new Set<string>();
  let step: ReturnType<typeof completeReview>;
  try {
    step = completeReview(context, golden.script, undefined, {
      onPart: (shown, answering) => {
        for (const error of shown.errors)
          problems.push(`engine: ${error.entityName}: ${error.message} (${error.question})`);
        for (const override of answering.usedOverrides) used.add(override);
        problems.push(...answering.problems);
      },
    });
  } catch (error) {
    // The server refused a part's answers (docs/questionnaire.md, "What the server checks"): a
    // reviewer could not go on either, so the case has no report.
    problems.push(`case: ${error instanceof Error ? error.message : String(error)}`);
    return { walked: null, problems };
  }
  for (const [subjectId, overrides] of Object.entries(golden.script.bySubject ?? {}))
    for (const name of Object.keys(overrides))
      if (!used.has(`${subjectId} ${name}`))
        problems.push(`case: the override ${name} for ${subjectId} was never asked`);
  return { walked: { structure: context.structure, parts: step.sequence.parts }, problems };
}

/** The report half of a golden case: the walked parts scored on `content`. */
export function goldenReport(golden: GoldenCase, walked: WalkedCase, content: CompiledContent): Report {
  return buildReport({
    structure: walked.structure,
    parts: [...walked.parts],
    content,
    today: golden.today,
    report_id: golden.name,
    user: 'Golden reviewer',
    user_id: 'golden',
    company: 'Golden cases',
    timestamp: '2026-01-31T12:00:00.000Z',
  });
}

const fired = (cell: { explanation: { ruleId: string; score: number }[] } | undefined) =>
  cell && cell.explanation.length > 0
    ? ` (fired: ${cell.explanation.map((e) => `${e.ruleId} ${e.score}`).join(', ')})`
    : '';

/** The report's causes against the expected ones: the same words, each with the same cells. */
function causeProblems(
  report: Report,
  content: CompiledContent,
  expected: Readonly<Record<string, readonly CellKey[]>>,
): string[] {
  const problems: string[] = [];
  const causes = reportCauses(report, content);
  const cellsOfCause = (text: string) => {
    const cause = causes.find((c) => c.text === text);
    return cause && [...new Set(cause.findings.map((f) => `${f.row} / ${f.column}`))].sort();
  };
  for (const [text, cells] of Object.entries(expected)) {
    const actual = cellsOfCause(text);
    const wanted = [...new Set(cells)].sort();
    if (!actual) problems.push(`cause '${text}': expected, not stated`);
    else if (actual.join('; ') !== wanted.join('; '))
      problems.push(`cause '${text}': expected cells ${wanted.join('; ')}, got ${actual.join('; ')}`);
  }
  for (const cause of causes)
    if (!Object.hasOwn(expected, cause.text)) problems.push(`cause '${cause.text}': stated, not expected`);
  return problems;
}

/**
 * `content` defaults to the default content pack; the editor's golden gate passes the draft and
 * the latest published version.
 */
export function runGolden(golden: GoldenCase, content: CompiledContent = pack()): GoldenResult {
  const walk = walkGolden(golden, content);
  const problems = [...walk.problems];
  if (!walk.walked) return { name: golden.name, report: null, problems };
  const report = goldenReport(golden, walk.walked, content);
  for (const error of report.errors)
    problems.push(`engine: ${error.entityName}: ${error.message} (${error.rule})`);
  // The pack is published at first start without the editor's gate: its mutually exclusive rules
  // are held to never firing together here.
  for (const conflict of exclusiveConflicts(golden.name, report, content.content.rules.rules))
    problems.push(conflict.message);

  const cells = cellsOf(report);
  const keys = new Set<CellKey>([
    ...(Object.keys(golden.expected.cells) as CellKey[]),
    ...[...cells].filter(([, value]) => value.score !== 0).map(([key]) => key),
  ]);
  for (const key of [...cells.keys()].filter((k) => keys.has(k))) {
    const expected = golden.expected.cells[key] ?? 0;
    const actual = cells.get(key);
    if ((actual?.score ?? 0) !== expected)
      problems.push(`${key}: expected ${expected}, got ${actual?.score ?? 0}${fired(actual)}`);
  }
  for (const key of keys) if (!cells.has(key)) problems.push(`${key}: not a cell of the report table`);

  for (const [key, instances] of Object.entries(golden.expected.loops ?? {}) as [
    CellKey,
    Record<string, number>,
  ][]) {
    const looped = cells.get(key)?.loopedValues ?? [];
    for (const [instanceId, expected] of Object.entries(instances)) {
      const actual = looped.find((value) => value.instanceId === instanceId);
      if (!actual) problems.push(`${key} [${instanceId}]: no such loop instance`);
      else if (actual.score !== expected)
        problems.push(`${key} [${instanceId}]: expected ${expected}, got ${actual.score}`);
    }
  }

  const shown = shownResponses(report);
  for (const id of golden.expected.responses ?? [])
    if (!shown.has(id)) problems.push(`response ${id}: expected, not shown`);
  for (const id of golden.expected.absentResponses ?? [])
    if (shown.has(id)) problems.push(`response ${id}: shown, expected absent`);

  if (golden.expected.causes) problems.push(...causeProblems(report, content, golden.expected.causes));

  if (report.score !== golden.expected.score)
    problems.push(`score: expected ${golden.expected.score}, got ${report.score}`);
  return { name: golden.name, report, problems };
}
