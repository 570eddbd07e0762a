import type {
  EntityResponses,
  KeyDate,
  LoopedRules,
  Part,
  Report,
  ReportTable,
  ResponseOrder,
  SubmitError,
  SurveyContent,
  SurveyStructure,
  TransformedSubcategory,
} from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { countedAnswers } from '../sequencing/advance';
import { buildSubjects, type SubjectAnswers, type SubjectIndex } from '../subjects/subjects';
import { buildResponses } from './responses';
import { runRules } from './rules';
import { overallScore } from './score';
import { buildTable } from './table';

/** What scoring produces from a structure, its answers and the content (docs/scoring.md). */
export interface Scoring {
  readonly score: number;
  readonly table: ReportTable;
  readonly responses: EntityResponses[];
  readonly responseOrder: ResponseOrder;
  readonly looped: LoopedRules;
  readonly transformed: TransformedSubcategory[];
  readonly errors: SubmitError[];
  readonly keyDates: readonly KeyDate[];
}

/**
 * Scores a prepared structure with answers per subject (subject ids as in docs/questionnaire.md).
 * Pure and deterministic.
 */
export function scoreReview(
  structure: SurveyStructure,
  answers: SubjectAnswers,
  content: CompiledContent,
  today?: string,
): Scoring {
  return scoreSubjects(buildSubjects(structure, answers), content, today);
}

function scoreSubjects(index: SubjectIndex, content: CompiledContent, today?: string): Scoring {
  const run = runRules(index, content, today);
  const table = buildTable(run);
  const responses = buildResponses(index, content, run.findings, today);
  return {
    score: overallScore(table),
    table,
    responses: responses.responses,
    responseOrder: responses.responseOrder,
    looped: loopedRules(content.content),
    transformed: transformedSubcategories(content),
    errors: [...run.errors, ...responses.errors],
    keyDates: run.keyDates,
  };
}

export interface ReportInput {
  /** The prepared structure the review ran on. */
  readonly structure: SurveyStructure;
  /** The review's parts with their answers (the sequence). */
  readonly parts: readonly Part[];
  readonly content: CompiledContent;
  readonly today?: string;
  readonly report_id: string;
  readonly user: string;
  readonly user_id: string;
  readonly company: string;
  /** ISO 8601. */
  readonly timestamp: string;
}

/**
 * Spec 3.3: the original report of a submitted review. Only the answers that count are used
 * (questions still shown on parts still shown). The remediated view is derived from it
 * (remediation/remediate.ts); this report itself is never changed.
 */
export function buildReport(input: ReportInput): Report {
  const context = {
    structure: input.structure,
    content: input.content,
    ...(input.today ? { today: input.today } : {}),
  };
  const counted = countedAnswers(context, input.parts);
  // When no answer was dropped, the subjects built on the way are the ones to score.
  const subjects = counted.unchanged ? counted.subjects : buildSubjects(input.structure, counted.answers);
  const scoring = scoreSubjects(subjects, input.content, input.today);
  return {
    report_id: input.report_id,
    structure: input.structure,
    score: scoring.score,
    originalScore: scoring.score,
    table: scoring.table,
    responses: scoring.responses,
    responseOrder: scoring.responseOrder,
    comments: [],
    timestamp: input.timestamp,
    user: input.user,
    user_id: input.user_id,
    originalTable: scoring.table,
    company: input.company,
    looped: scoring.looped,
    transformed: scoring.transformed,
    errors: scoring.errors,
    // The date every rule saw as today() is the date the report is as at.
    ...(input.today ? { asAt: input.today } : {}),
    ...(scoring.keyDates.length > 0 ? { keyDates: [...scoring.keyDates] } : {}),
  };
}

/** The rule tree's looped subcategories, subgroups and rules, by loop key (keys sorted). */
export function loopedRules(content: SurveyContent): LoopedRules {
  const result: Record<string, { subcategories: string[]; subgroups: string[]; rules: string[] }> = {};
  const entry = (key: string) => {
    result[key] ??= { subcategories: [], subgroups: [], rules: [] };
    return result[key];
  };
  for (const category of content.rules.categories) {
    for (const sub of category.subcategories) if (sub.isLooped) entry(sub.loopKey).subcategories.push(sub.id);
    for (const group of [...category.groups, ...category.subcategories.flatMap((s) => s.groups)])
      for (const subgroup of group.subgroups)
        if (subgroup.isLooped) entry(subgroup.loopKey).subgroups.push(subgroup.id);
  }
  for (const rule of content.rules.rules) if (rule.isLooped) entry(rule.loopKey).rules.push(rule.id);
  return Object.fromEntries(
    Object.keys(result)
      .sort()
      .map((key) => [key, result[key] as LoopedRules[string]]),
  );
}

export function transformedSubcategories(content: CompiledContent): TransformedSubcategory[] {
  return content.categories.flatMap((category) =>
    category.subcategories
      .filter((sub) => sub.transformed)
      .map((sub) => ({
        subcategoryId: sub.id,
        fromRow: sub.fromRow,
        toRow: sub.row,
        groups: sub.groups.map((group) => ({
          groupId: group.id,
          toGroupId: group.toGroupId,
          column: group.column,
        })),
      })),
  );
}
