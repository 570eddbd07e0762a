import {
  QUESTION_TYPE_LABELS,
  type QuestionChange,
  QuestionSubtype,
  SUBTYPE_LABELS,
  type SurveyChoice,
  type SurveyContent,
  type SurveyElement,
} from '@tsr/contract';
import { diffQuestions } from './content-diff';

/**
 * The questions of `from` whose answers a review on `from` loses when Update moves it to `to`
 * (moveToSurvey keeps answers by question name; droppedAnswers no longer counts a choice that is
 * not offered): deleted, renamed (a question gone and one added in the same part with the same
 * title) and those that no longer offer a choice. Read off diffQuestions, the version diff's own
 * questions; other edits (a title, a new choice, a choice's text) keep every answer.
 */
export function questionChanges(from: SurveyContent, to: SurveyContent): QuestionChange[] {
  const diff = diffQuestions(from, to);
  const before = elementsById(from);
  const after = elementsById(to);
  const added = diff.filter((item) => item.kind === 'added').map((item) => after.get(item.id));
  const changes: QuestionChange[] = [];
  for (const item of diff) {
    const was = before.get(item.id);
    if (!was) continue;
    const base = { name: was.element.name, title: titleOf(was.element), chunk: was.chunk };
    if (item.kind === 'removed') {
      const at = added.findIndex(
        (now) => now && now.chunk === was.chunk && titleOf(now.element) === titleOf(was.element),
      );
      const renamed = at >= 0 ? added[at] : undefined;
      if (renamed) {
        added[at] = undefined;
        changes.push({ ...base, kind: 'renamed', renamedTo: renamed.element.name, choicesRemoved: [] });
      } else changes.push({ ...base, kind: 'deleted', choicesRemoved: [] });
    } else if (item.kind === 'changed' && item.fields.some((field) => field.field === 'choices')) {
      const now = after.get(item.id);
      const offered = new Set((now?.element.choices ?? []).map((choice) => String(choiceValue(choice))));
      const removed = (was.element.choices ?? []).filter(
        (choice) => !offered.has(String(choiceValue(choice))),
      );
      if (removed.length > 0) changes.push({ ...base, kind: 'choices', choicesRemoved: removed.map(textOf) });
    }
  }
  return changes;
}

interface Placed {
  element: SurveyElement;
  /** The part as the survey editor names it: 'Trust / pre'. */
  chunk: string;
}

/** Every question by the diff's id (type, subtype and name). */
function elementsById(content: SurveyContent): Map<string, Placed> {
  const byId = new Map<string, Placed>();
  for (const [type, chunks] of Object.entries(content.questions))
    for (const subtype of QuestionSubtype.options) {
      const label = (QUESTION_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? type;
      const chunk = `${label} / ${SUBTYPE_LABELS[subtype]}`;
      for (const page of chunks?.[subtype]?.pages ?? [])
        for (const element of page.elements)
          byId.set(`${type}:${subtype}:${element.name}`, { element, chunk });
    }
  return byId;
}

const titleOf = (element: SurveyElement): string => element.title?.trim() || element.name;
const choiceValue = (choice: SurveyChoice) => (typeof choice === 'object' ? choice.value : choice);
const textOf = (choice: SurveyChoice): string =>
  typeof choice === 'object' ? (choice.text ?? String(choice.value)) : String(choice);
