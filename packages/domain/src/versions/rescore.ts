import type {
  CellChange,
  DroppedAnswer,
  RescoreCell,
  Sequence,
  SurveyElement,
  SurveyStructure,
} from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { moveToSurvey } from '../sequencing/advance';
import { answerTexts } from '../sequencing/answer-texts';
import { reviewSubjects, visibleAnswers } from '../sequencing/visibility';
import { type ComparedReport, compareReports } from './report-changes';

/**
 * Re-score and Update: the answers a review gave that count on its survey version but
 * would no longer count on another (their question is gone, or no longer asked of that entity,
 * or the chosen choice is no longer offered), told as the user saw them: the part's title, the
 * question's title and the chosen answers' texts.
 */
export function droppedAnswers(
  structure: SurveyStructure,
  sequence: Sequence,
  from: CompiledContent,
  to: CompiledContent,
  today?: string,
): DroppedAnswer[] {
  const moved = moveToSurvey(structure, sequence, from, to);
  const context = (content: CompiledContent) =>
    today === undefined ? { structure, content } : { structure, content, today };
  const subjectsBefore = reviewSubjects(context(from), sequence.parts);
  const subjectsAfter = reviewSubjects(context(to), moved.parts);
  const after = new Map(moved.parts.map((part) => [part.id, part]));
  const dropped: DroppedAnswer[] = [];
  for (const part of sequence.parts) {
    const counted = visibleAnswers(part, from, subjectsBefore, today);
    const next = after.get(part.id);
    const kept = next ? visibleAnswers(next, to, subjectsAfter, today) : {};
    const elements = elementsOf(from, chunkKey(part.entityType, part.part));
    for (const [name, value] of Object.entries(counted)) {
      if (Object.hasOwn(kept, name) && JSON.stringify(kept[name]) === JSON.stringify(value)) continue;
      const element = elements.get(name);
      dropped.push({
        part: part.title,
        question: element?.title ?? name,
        answers: answerTexts(element, value),
      });
    }
  }
  return dropped;
}

function elementsOf(content: CompiledContent, key: string): Map<string, SurveyElement> {
  const chunk = content.chunks.get(key);
  return new Map(
    (chunk?.pages ?? []).flatMap((page) => page.questions.map((q) => [q.element.name, q.element])),
  );
}

/** A comparison's cells as the re-score names its two sides: the report's version and the latest. */
export const rescoreCells = (cells: readonly CellChange[]): RescoreCell[] =>
  cells.map(({ rowGroup, row, column, before, after }) => ({
    rowGroup,
    row,
    column,
    current: before,
    latest: after,
  }));

/**
 * The risk-table cells whose score differs between two reports of the same answers (the review's
 * report and the answers scored on the latest version), in table order, named as the report
 * shows them: the cells of the one comparison of two reports (compareReports). A cell one table
 * lacks is null there.
 */
export const changedCells = (current: ComparedReport, latest: ComparedReport): RescoreCell[] =>
  rescoreCells(compareReports(current, latest).cells);
