import type { GoldenCaseComparison, GoldenCause, GoldenCell } from '@tsr/contract';
import { type CompiledContent, reportCauses } from '@tsr/domain';
import { firedRules } from './coverage';
import { type ExclusiveConflict, exclusiveConflicts } from './exclusive';
import { GOLDEN_CASES } from './index';
import type { GoldenCase } from './model';
import { cellsOf, goldenReport, type WalkedCase, walkGolden } from './run';

/** A golden case's report on one content: its score and every cell's score by 'Row group / Row / Column'. */
export interface GoldenScores {
  readonly name: string;
  readonly score: number;
  readonly cells: ReadonlyMap<string, number>;
  /** Each cause the report states, by its words, with its number of findings. */
  readonly causes: ReadonlyMap<string, number>;
  /** Mutually exclusive rules of the content that both fired in the report (exclusive.ts). */
  readonly conflicts: readonly ExclusiveConflict[];
  /** The ids of the rules that fired in the report, on any entity: what coverage.ts counts. */
  readonly fired: ReadonlySet<string>;
}

/** Scores every golden case on one content (a published version's scores can be kept: it never changes). */
export function goldenScores(
  content: CompiledContent,
  cases: readonly GoldenCase[] = GOLDEN_CASES,
): GoldenScores[] {
  return scoreWalks(content, goldenWalks(content, cases), cases);
}

/** Every golden case answered to the end on one content (null: the case's structure cannot start). */
export function goldenWalks(
  content: CompiledContent,
  cases: readonly GoldenCase[] = GOLDEN_CASES,
): (WalkedCase | null)[] {
  return cases.map((golden) => walkGolden(golden, content).walked);
}

/**
 * Scores walked golden cases on `content`. The walks may come from another content whose
 * questions and definitions are the same (the answered parts depend on nothing else). Each
 * report is also checked for mutually exclusive rules firing together, and the rules it fired are
 * kept (the coverage of Publish), while it is at hand, so the editor never builds the reports a
 * second time for either.
 */
export function scoreWalks(
  content: CompiledContent,
  walks: readonly (WalkedCase | null)[],
  cases: readonly GoldenCase[] = GOLDEN_CASES,
): GoldenScores[] {
  const rules = content.content.rules.rules;
  return cases.map((golden, i) => {
    const walked = walks[i];
    const cells = new Map<string, number>();
    const causes = new Map<string, number>();
    if (!walked) return { name: golden.name, score: 0, cells, causes, conflicts: [], fired: new Set() };
    const report = goldenReport(golden, walked, content);
    for (const [key, value] of cellsOf(report)) cells.set(key, value.score);
    for (const cause of reportCauses(report, content)) causes.set(cause.text, cause.findings.length);
    const conflicts = exclusiveConflicts(golden.name, report, rules);
    return { name: golden.name, score: report.score, cells, causes, conflicts, fired: firedRules(report) };
  });
}

/**
 * The golden gate of Publish: every golden structure scored on the latest published
 * version and on the draft, case by case, with the cells whose score changes and the causes
 * whose findings change. A case lists none when nothing changes; `changed` says whether any
 * score, cell or cause changed.
 */
export function compareGolden(
  published: readonly GoldenScores[],
  draft: readonly GoldenScores[],
): GoldenCaseComparison {
  const cases = published.map((before, i) => {
    const after = draft[i] ?? {
      name: before.name,
      score: 0,
      cells: new Map<string, number>(),
      causes: new Map<string, number>(),
    };
    const cells: GoldenCell[] = [];
    for (const key of new Set([...before.cells.keys(), ...after.cells.keys()])) {
      const was = before.cells.get(key) ?? null;
      const now = after.cells.get(key) ?? null;
      if (was === now) continue;
      const cut = key.lastIndexOf(' / ');
      cells.push({ row: key.slice(0, cut), column: key.slice(cut + 3), published: was, draft: now });
    }
    const causes: GoldenCause[] = [];
    for (const text of new Set([...before.causes.keys(), ...after.causes.keys()])) {
      const was = before.causes.get(text) ?? null;
      const now = after.causes.get(text) ?? null;
      if (was !== now) causes.push({ text, published: was, draft: now });
    }
    return { name: before.name, publishedScore: before.score, draftScore: after.score, cells, causes };
  });
  return {
    cases,
    changed: cases.some(
      (c) => c.cells.length > 0 || c.causes.length > 0 || c.publishedScore !== c.draftScore,
    ),
  };
}
