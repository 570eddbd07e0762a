import type { Part, SurveyChoice, SurveyElement, SurveyError, SurveyJson } from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { evaluateSlot, SlotRunner } from '../content/logic-slot';
import type { SubjectIndex } from '../subjects/subjects';

export interface PartQuestions {
  /** The part's chunk as SurveyJS JSON, with the questions and choices whose customLogic holds. */
  readonly survey: SurveyJson;
  /** Names of the questions shown. */
  readonly names: readonly string[];
  /** customLogic that could not be evaluated (spec 3.6 survey errors): such a question is not shown. */
  readonly errors: readonly SurveyError[];
}

/**
 * The questions of a part: every question and choice whose customLogic holds for the part's
 * subject with the answers so far. Pages left empty are dropped; customLogic is taken out of
 * what the browser gets (it is ours, not SurveyJS's).
 */
export function questionsFor(
  part: Part,
  content: CompiledContent,
  subjects: SubjectIndex,
  today?: string,
): PartQuestions {
  const chunk = content.chunks.get(chunkKey(part.entityType, part.part));
  const subject = subjects.byId.get(part.subjectId);
  const errors: SurveyError[] = [];
  const names: string[] = [];
  if (!chunk || !subject) return { survey: { pages: [] }, names, errors };
  const entityName = subjects.byId.get(part.entityId)?.name ?? part.entityId;
  const context = today === undefined ? { subject } : { subject, today };
  const holds = (question: string, slot: Parameters<typeof evaluateSlot>[0]): boolean => {
    const outcome = evaluateSlot(slot, context);
    for (const message of outcome.problems) errors.push({ entityName, message, question, logic: slot.text });
    return outcome.holds;
  };

  const pages = [];
  for (const { page, questions } of chunk.pages) {
    const elements: SurveyElement[] = [];
    for (const question of questions) {
      if (!holds(question.element.name, question.logic)) continue;
      const { customLogic: _logic, ...element } = question.element;
      if (question.choices) {
        const choices: SurveyChoice[] = [];
        for (const { choice, logic } of question.choices) {
          if (!holds(question.element.name, logic)) continue;
          if (typeof choice === 'object') {
            const { customLogic: _choiceLogic, ...rest } = choice;
            choices.push(rest);
          } else choices.push(choice);
        }
        element.choices = choices;
      }
      elements.push(element);
      names.push(element.name);
    }
    if (elements.length > 0) pages.push({ ...page, elements });
  }
  return { survey: { ...chunk.settings, pages }, names, errors };
}

/**
 * Only the names of the questions shown on a part (what questionsFor would show), without
 * building the SurveyJS JSON: used to decide which parts and answers count. Problems are left to
 * questionsFor, which reports them when the part is shown.
 */
export function shownNames(
  part: Part,
  content: CompiledContent,
  subjects: SubjectIndex,
  today?: string,
): string[] {
  const chunk = content.chunks.get(chunkKey(part.entityType, part.part));
  const subject = subjects.byId.get(part.subjectId);
  if (!chunk || !subject) return [];
  const runner = new SlotRunner(today === undefined ? { subject } : { subject, today });
  const names: string[] = [];
  for (const page of chunk.pages)
    for (const question of page.questions)
      if (runner.holds(question.logic)) names.push(question.element.name);
  return names;
}
