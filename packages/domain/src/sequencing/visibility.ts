import type { Part, SurveyStructure } from '@tsr/contract';
import {
  type CompiledChoice,
  type CompiledChunk,
  type CompiledContent,
  type CompiledQuestion,
  chunkKey,
} from '../content/compile';
import { SlotRunner } from '../content/logic-slot';
import type { EvalContext } from '../logic/compile';
import { equals, type Value } from '../logic/values';
import { buildSubjects, type SubjectIndex } from '../subjects/subjects';
import { answersBySubject } from './sequence';

/**
 * Which answers count (docs/questionnaire.md): the engine, not the browser, decides. An answer
 * counts when its question is in the part's chunk, its customLogic holds for the subject, its
 * value is a choice that is offered (customLogic) and visible (visibleIf), and neither its
 * visibleIf nor its page's holds false on the part's answers. SurveyJS clears a hidden
 * question's value, which can hide further questions, so visibleIf is applied until nothing
 * more is hidden; a value once cleared does not come back.
 */

type Answers = Readonly<Record<string, unknown>>;

const NO_ANSWERS: Answers = Object.freeze({});

function hasAnswers(answers: Answers): boolean {
  for (const _name in answers) return true;
  return false;
}

/** The SurveyJS context of a part: its own answers (and today, for today() and age()). */
export function partContext(answers: Answers, today: string | undefined): EvalContext {
  return today === undefined ? { subject: { answers } } : { subject: { answers }, today };
}

/**
 * The answers SurveyJS would keep on a chunk: those of pages, questions and choice values whose
 * visibleIf holds on the answers, repeated until stable. Each round evaluates every condition on
 * the same answers, then clears what is hidden. A visibleIf that does not compile hides (it is
 * reported where the part is shown, by questionsFor, and by validateContent). Returns `answers`
 * itself when nothing is hidden. With `asked`, only those questions are SurveyJS's (the answer
 * check: the browser has only the questions customLogic shows); the others' answers stay as they
 * are, as SurveyJS keeps a value it has no question for.
 */
export function clearHidden(
  chunk: CompiledChunk,
  answers: Answers,
  today: string | undefined,
  asked?: (question: CompiledQuestion) => boolean,
): Answers {
  if (!chunk.hasVisibleIf) return answers;
  let current = answers;
  for (;;) {
    const runner = new SlotRunner(partContext(current, today));
    let next: Record<string, unknown> | null = null;
    for (const page of chunk.pages) {
      let pageShown: boolean | null = null;
      for (const question of page.questions) {
        const name = question.element.name;
        if (!Object.hasOwn(current, name) || (asked && !asked(question))) continue;
        pageShown ??= runner.holds(page.visibleIf);
        if (!pageShown || !runner.holds(question.visibleIf)) {
          next ??= { ...current };
          delete next[name];
          continue;
        }
        if (!question.choices) continue;
        const value = current[name];
        const kept = withoutHidden(value, question.choices, (choice) => runner.holds(choice.visibleIf));
        if (kept === value) continue;
        next ??= { ...current };
        if (kept === CLEARED) delete next[name];
        else next[name] = kept;
      }
    }
    if (next === null) return current;
    current = next;
  }
}

/**
 * The answers to questions the server shows (customLogic holds for the subject), with values of
 * choices it does not offer taken out. Returns `answers` itself when nothing is taken out.
 */
function offeredOnly(chunk: CompiledChunk, answers: Answers, runner: SlotRunner): Answers {
  let next: Record<string, unknown> | null = null;
  let questions = 0;
  for (const page of chunk.pages)
    for (const question of page.questions) {
      const name = question.element.name;
      if (!Object.hasOwn(answers, name)) continue;
      questions += 1;
      if (!runner.holds(question.logic)) {
        next ??= { ...answers };
        delete next[name];
        continue;
      }
      if (!question.choices) continue;
      const value = answers[name];
      const kept = withoutHidden(value, question.choices, (choice) => runner.holds(choice.logic));
      if (kept === value) continue;
      next ??= { ...answers };
      if (kept === CLEARED) delete next[name];
      else next[name] = kept;
    }
  if (questions < Object.keys(answers).length) {
    // Names that are not questions of the chunk never count.
    const names = new Set(chunk.names);
    next ??= { ...answers };
    for (const name of Object.keys(next)) if (!names.has(name)) delete next[name];
  }
  return next ?? answers;
}

const CLEARED: unique symbol = Symbol('cleared');

/**
 * A choice question's value with only the choices `shown` keeps (see withoutHidden); undefined
 * when nothing is left.
 */
export function keptChoices(
  value: unknown,
  choices: readonly CompiledChoice[],
  shown: (choice: CompiledChoice) => boolean,
): unknown {
  const kept = withoutHidden(value, choices, shown);
  return kept === CLEARED ? undefined : kept;
}

/**
 * A choice question's value without the values of hidden choices: a single value is cleared, a
 * list (checkbox) loses those items and is cleared when none is left. Values are matched as the
 * logic language's `=` matches them (as SurveyJS does: texts ignore case, 5 is '5'). Returns
 * `value` itself when no hidden choice is chosen.
 */
function withoutHidden(
  value: unknown,
  choices: readonly CompiledChoice[],
  shown: (choice: CompiledChoice) => boolean,
): unknown {
  const hidden: Value[] = [];
  for (const choice of choices) if (!shown(choice)) hidden.push(choiceValue(choice));
  if (hidden.length === 0) return value;
  const isHidden = (item: unknown) =>
    (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') &&
    hidden.some((h) => equals(h, item));
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isHidden(item));
    if (items.length === value.length) return value;
    return items.length === 0 ? CLEARED : items;
  }
  return isHidden(value) ? CLEARED : value;
}

function choiceValue({ choice }: CompiledChoice): Value {
  return typeof choice === 'object' ? choice.value : choice;
}

/**
 * The questions of a chunk that visibleIf hides (their own or their page's) on these answers, as
 * SurveyJS would show the part with them: for the answer summary, which lists only what the
 * user could see.
 */
export function hiddenQuestions(
  chunk: CompiledChunk,
  answers: Answers,
  today: string | undefined,
): ReadonlySet<string> {
  const hidden = new Set<string>();
  if (!chunk.hasVisibleIf) return hidden;
  const runner = new SlotRunner(partContext(answers, today));
  for (const page of chunk.pages) {
    const pageShown = runner.holds(page.visibleIf);
    for (const question of page.questions)
      if (!pageShown || !runner.holds(question.visibleIf)) hidden.add(question.element.name);
  }
  return hidden;
}

/**
 * The answers of a part that count: what SurveyJS keeps of the part's answers (visibleIf), then
 * only the questions and choices the server shows (customLogic, read on `subjects`), then
 * visibleIf again, as clearing those answers can hide further questions. Returns `part.answers`
 * itself when every answer counts. `subjects` should be built by `reviewSubjects`, as for
 * questionsFor.
 */
export function visibleAnswers(
  part: Part,
  content: CompiledContent,
  subjects: SubjectIndex,
  today?: string,
): Readonly<Record<string, unknown>> {
  const chunk = content.chunks.get(chunkKey(part.entityType, part.part));
  const subject = subjects.byId.get(part.subjectId);
  // Empty answers are kept as they are (every step below would return them unchanged).
  if (!chunk || !subject) return hasAnswers(part.answers) ? NO_ANSWERS : part.answers;
  const seen = clearHidden(chunk, part.answers, today);
  const offered = offeredOnly(
    chunk,
    seen,
    new SlotRunner(today === undefined ? { subject } : { subject, today }),
  );
  return offered === seen ? seen : clearHidden(chunk, offered, today);
}

/**
 * The subjects of a review for customLogic and scoring, with each part's answers as SurveyJS
 * keeps them: an answer hidden by visibleIf is never read by logic. Use these (not
 * buildSubjects(structure, answersBySubject(parts))) with questionsFor and visibleAnswers.
 */
export function reviewSubjects(
  context: {
    readonly structure: SurveyStructure;
    readonly content: CompiledContent;
    readonly today?: string;
  },
  parts: readonly Part[],
): SubjectIndex {
  return buildSubjects(context.structure, seenAnswers(context.content, parts, context.today).answers);
}

/** The answers by subject after clearHidden on every part, and whether that changed any. */
export function seenAnswers(
  content: CompiledContent,
  parts: readonly Part[],
  today: string | undefined,
): { answers: Map<string, Answers>; unchanged: boolean } {
  let unchanged = true;
  const seen = parts.map((part) => {
    const chunk = content.chunks.get(chunkKey(part.entityType, part.part));
    // Nothing to clear without a visibleIf (clearHidden would return the answers themselves).
    if (!chunk?.hasVisibleIf || !hasAnswers(part.answers)) return part;
    const answers = clearHidden(chunk, part.answers, today);
    if (answers === part.answers) return part;
    unchanged = false;
    return { ...part, answers };
  });
  return { answers: answersBySubject(seen), unchanged };
}
