import type { Part, SurveyChoice, SurveyElement, SurveyError, SurveyJson } from '@tsr/contract';
import { type CompiledContent, chunkKey } from '../content/compile';
import { evaluateSlot, type LogicSlot, SlotRunner } from '../content/logic-slot';
import type { SubjectIndex } from '../subjects/subjects';
import { partContext, visibleAnswers } from './visibility';

export interface PartQuestions {
  /** The part's chunk as SurveyJS JSON, with the questions and choices whose customLogic holds. */
  readonly survey: SurveyJson;
  /** Names of the questions shown. */
  readonly names: readonly string[];
  /**
   * customLogic that could not be evaluated, and visibleIf that does not compile or gave a
   * problem on the part's answers (spec 3.6 survey errors). A question, choice or page whose
   * condition does not compile is not shown.
   */
  readonly errors: readonly SurveyError[];
}

/**
 * The questions of a part: every question and choice whose customLogic holds for the part's
 * subject with the answers so far. Pages left empty are dropped; customLogic is taken out of
 * what the browser gets (it is ours, not SurveyJS's), visibleIf stays for SurveyJS to apply
 * as the user answers. `subjects` should come from reviewSubjects.
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
  const report = (question: string, logic: string, problems: readonly string[]) => {
    for (const message of problems) errors.push({ entityName, message, question, logic });
  };
  const holds = (question: string, slot: LogicSlot): boolean => {
    const outcome = evaluateSlot(slot, context);
    report(question, slot.text, outcome.problems);
    return outcome.holds;
  };
  // visibleIf is SurveyJS's to apply in the browser; here it is only checked: one that does not
  // compile hides what it is on, and problems on the answers that count are reported.
  const seen = chunk.hasVisibleIf ? partContext(visibleAnswers(part, content, subjects, today), today) : null;
  const usable = (question: string, slot: LogicSlot): boolean => {
    if (seen === null || (slot.compiled === null && slot.error === null)) return true;
    report(question, slot.text, evaluateSlot(slot, seen).problems);
    return slot.error === null;
  };

  const pages = [];
  for (const { page, visibleIf, questions } of chunk.pages) {
    const elements: SurveyElement[] = [];
    for (const question of questions) {
      if (!holds(question.element.name, question.logic)) continue;
      if (!usable(question.element.name, question.visibleIf)) continue;
      const { customLogic: _logic, ...element } = question.element;
      if (question.choices) {
        const choices: SurveyChoice[] = [];
        for (const { choice, logic, visibleIf: choiceVisibleIf } of question.choices) {
          if (!holds(question.element.name, logic)) continue;
          if (!usable(question.element.name, choiceVisibleIf)) continue;
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
    if (elements.length > 0 && usable(page.name, visibleIf)) pages.push({ ...page, elements });
    else names.splice(names.length - elements.length, elements.length);
  }
  return { survey: { ...chunk.settings, pages }, names, errors };
}

/**
 * Only the names of the questions shown on a part (what questionsFor would show), without
 * building the SurveyJS JSON: used to decide which parts are shown. Problems are left to
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
  for (const page of chunk.pages) {
    if (page.visibleIf.error !== null) continue;
    for (const question of page.questions)
      if (question.visibleIf.error === null && runner.holds(question.logic))
        names.push(question.element.name);
  }
  return names;
}
