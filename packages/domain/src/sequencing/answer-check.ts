import type { Part, SurveyElement } from '@tsr/contract';
import { type CompiledContent, type CompiledQuestion, chunkKey } from '../content/compile';
import { SlotRunner } from '../content/logic-slot';
import type { SubjectIndex } from '../subjects/subjects';
import { ANSWER_MESSAGES, questionLabel, shownValue } from './answer-messages';
import { isEmptyAnswer, type ValueProblemCode, valueProblem } from './answer-values';
import { clearHidden, hiddenQuestions, keptChoices } from './visibility';

/**
 * The answers of a part checked as the questionnaire checks them before it lets the user on
 * (docs/questionnaire.md, "What the server checks"), so that no client can save what the
 * questionnaire would not send. The part is judged as it was shown: customLogic on the review's
 * answers before this part's are saved (what questionsFor showed), visibleIf as SurveyJS applies
 * it on the answers sent. Answers to questions the part has but does not show are kept and never
 * count (visibility.ts); answers to names the part does not have are refused.
 */

export type AnswerProblemCode = ValueProblemCode | 'not-a-question' | 'required';

export interface AnswerProblem {
  readonly code: AnswerProblemCode;
  /** The name the answer was sent under: the question's name. */
  readonly question: string;
  readonly message: string;
  /** The entity the part belongs to, as the questionnaire's error panel names it. */
  readonly entityName: string;
}

/**
 * What a user may leave half done on a page and still go Back from (SurveyJS checks the page only
 * on Next): Back saves such answers, and the part is not answered until Next accepts it.
 */
export const UNFINISHED_PROBLEMS: ReadonlySet<AnswerProblemCode> = new Set([
  'required',
  'below-min',
  'above-max',
]);

/** SurveyJS keeps the text of an Other item, or a comment, under `{question}-Comment`. */
const COMMENT_SUFFIX = '-Comment';

function takesComment(element: SurveyElement): boolean {
  return ['showOtherItem', 'hasOther', 'showCommentArea', 'hasComment'].some((key) => element[key] === true);
}

/**
 * Every problem with `answers` sent for `part`, in the order the part asks its questions (names
 * the part does not have first). `subjects`: reviewSubjects of the review before these answers
 * are saved, as the part was shown. Empty when the questionnaire would have let them through.
 */
export function checkPartAnswers(
  part: Part,
  answers: Readonly<Record<string, unknown>>,
  content: CompiledContent,
  subjects: SubjectIndex,
  today?: string,
): AnswerProblem[] {
  const entityName = subjects.byId.get(part.entityId)?.name ?? part.entityId;
  const problems: AnswerProblem[] = [];
  const add = (code: AnswerProblemCode, question: string, message: string) =>
    problems.push({ code, question, message, entityName });

  const chunk = content.chunks.get(chunkKey(part.entityType, part.part));
  const questions = new Map<string, CompiledQuestion>();
  for (const page of chunk?.pages ?? [])
    for (const question of page.questions) questions.set(question.element.name, question);
  for (const [name, value] of Object.entries(answers)) {
    if (questions.has(name)) continue;
    const owner = name.endsWith(COMMENT_SUFFIX)
      ? questions.get(name.slice(0, -COMMENT_SUFFIX.length))
      : undefined;
    if (!owner || !takesComment(owner.element))
      add('not-a-question', name, ANSWER_MESSAGES.notAQuestion(name));
    else if (!isEmptyAnswer(value) && typeof value !== 'string')
      add('not-a-text', name, ANSWER_MESSAGES.notAText(`'${name}'`, shownValue(value)));
  }

  const subject = subjects.byId.get(part.subjectId);
  if (!chunk || !subject) return problems;
  const runner = new SlotRunner(today === undefined ? { subject } : { subject, today });
  const shown = new Map<CompiledQuestion, boolean>();
  // The questions customLogic showed: the browser has only these (questionsFor).
  const asked = (question: CompiledQuestion): boolean => {
    let known = shown.get(question);
    if (known === undefined) {
      known = runner.holds(question.logic);
      shown.set(question, known);
    }
    return known;
  };
  // What SurveyJS keeps and shows with these answers: hidden questions lose their answers.
  const seen = clearHidden(chunk, answers, today, asked);
  const hidden = hiddenQuestions(chunk, seen, today);
  for (const page of chunk.pages)
    for (const question of page.questions) {
      const { element } = question;
      // A question a visibleIf hides (its own or its page's, or one that does not compile) is not checked.
      if (!asked(question) || hidden.has(element.name)) continue;
      const value = seen[element.name];
      if (!isEmptyAnswer(value)) {
        const wrong = valueProblem(element, value);
        if (wrong) {
          add(wrong.code, element.name, wrong.message);
          continue;
        }
      }
      // SurveyJS's required check counts only the choices it shows: a value the server no longer
      // offers (an answer kept from before an earlier part changed) is no answer.
      const given = question.choices
        ? keptChoices(value, question.choices, (c) => runner.holds(c.logic))
        : value;
      if (element.isRequired === true && isEmptyAnswer(given))
        add('required', element.name, ANSWER_MESSAGES.required(questionLabel(element)));
    }
  return problems;
}
