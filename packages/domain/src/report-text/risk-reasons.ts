import type {
  Explanation,
  ExplanationRead,
  GivenAnswer,
  Report,
  RiskReason,
  SurveyElement,
  SurveyStructure,
} from '@tsr/contract';
import { reasonKey } from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { SHARE_READ } from '../logic/chain';
import { shareText } from '../structure/shares';
import { answerText } from './answer-text';
import { structureFact } from './structure-facts';
import { subjectName, subjectType } from './subject-name';

/**
 * Every explanation of a report told in the customer's words (docs/scoring.md): for
 * each rule that fired, where it was found and "because you answered" — each question's title as
 * asked, whose answer it was, and the answer as chosen. The rule's logic and question ids stay in
 * the explanation for administrators. Runs on the server with the review's survey version, so
 * the report page and the PDF tell the same story.
 */

type QuestionIndex = ReadonlyMap<string, readonly { type: string; element: SurveyElement }[]>;

// Built once per compiled content: the report page asks for reasons entity by entity.
const questionIndexes = new WeakMap<CompiledContent, QuestionIndex>();

function questionIndex(content: CompiledContent): QuestionIndex {
  const kept = questionIndexes.get(content);
  if (kept) return kept;
  const index = new Map<string, { type: string; element: SurveyElement }[]>();
  for (const chunk of content.chunks.values())
    for (const page of chunk.pages)
      for (const { element } of page.questions) {
        const list = index.get(element.name) ?? [];
        list.push({ type: chunk.type, element });
        index.set(element.name, list);
      }
  questionIndexes.set(content, index);
  return index;
}

/** The question as its subject was asked it: the chunk of the subject's own type first. */
function questionFor(index: QuestionIndex, name: string, type: string | null): SurveyElement | undefined {
  const candidates = index.get(name);
  return (candidates?.find((c) => c.type === type) ?? candidates?.[0])?.element;
}

function givenAnswers(
  reads: readonly ExplanationRead[],
  structure: SurveyStructure,
  index: QuestionIndex,
  unanswered = false,
): GivenAnswer[] {
  const answers: GivenAnswer[] = [];
  const seen = new Set<string>();
  for (const read of reads) {
    // The share of a holding along a chain: shown given or not, since a share not given is read
    // the cautious way and the customer must see that it was not given.
    if (read.question.startsWith(SHARE_READ)) {
      const key = `${read.question}|${read.entityId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const company = subjectName(structure, read.question.slice(SHARE_READ.length));
      answers.push({
        question: `Share held in ${company}`,
        subject: subjectName(structure, read.entityId),
        answer: shareText(typeof read.value === 'string' ? read.value : undefined) ?? 'Not given',
      });
      continue;
    }
    // An unanswered question was not answered: it is no part of "because you answered" (Try it
    // asks for them: why a rule did not fire is often a question left unanswered).
    if (read.value === undefined && !unanswered) continue;
    // `{loop.q}` and `{settlors.q}` read q on an instance, which the read's entity already names.
    const name = read.question.slice(read.question.lastIndexOf('.') + 1);
    const key = `${name}|${read.entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const type = subjectType(structure, read.entityId);
    const subject = subjectName(structure, read.entityId);
    const element = questionFor(index, name, type);
    if (element) {
      answers.push({
        question: element.title ?? element.name,
        subject,
        answer: answerText(element, read.value),
      });
      continue;
    }
    const fact = structureFact(name, type, subject, read.value);
    if (fact) answers.push({ question: fact.label, subject, answer: fact.value, statement: fact.statement });
  }
  return answers;
}

/** Where a rule found its risk: the entity it ran on, and its loop instance ('Oak Trust, for Ann (Oak Trust)'). */
export function foundOn(
  structure: SurveyStructure,
  explanation: Pick<Explanation, 'entityId' | 'loopInstance'>,
): string {
  const where = subjectName(structure, explanation.entityId);
  return explanation.loopInstance
    ? `${where}, for ${subjectName(structure, explanation.loopInstance)}`
    : where;
}

/** Every explanation of the report (its original table's), in the customer's words. */
export function riskReasons(report: Report, content: CompiledContent): RiskReason[] {
  const explanations: Explanation[] = [];
  for (const row of Object.values(report.originalTable.values))
    for (const cell of Object.values(row)) explanations.push(...cell.explanation);
  return explanationReasons(explanations, report.structure, content);
}

/**
 * The given explanations in the customer's words, one reason per rule, entity and loop instance:
 * the part of `riskReasons` a piece of the report needs (an entity's responses, an opened cell),
 * worded by the same code, so the page's parts and the PDF tell the same story.
 */
export function explanationReasons(
  explanations: Iterable<Explanation>,
  structure: SurveyStructure,
  content: CompiledContent,
): RiskReason[] {
  const index = questionIndex(content);
  const reasons = new Map<string, RiskReason>();
  for (const explanation of explanations) {
    const key = reasonKey(explanation);
    if (reasons.has(key)) continue;
    reasons.set(key, {
      ruleId: explanation.ruleId,
      entityId: explanation.entityId,
      ...(explanation.loopInstance ? { loopInstance: explanation.loopInstance } : {}),
      subject: foundOn(structure, explanation),
      answers: givenAnswers(explanation.reads, structure, index),
    });
  }
  return [...reasons.values()];
}

/**
 * The answers some logic read, in the customer's words, as a reason tells them; with
 * `unanswered`, a question read but not answered is listed as 'Not answered' (Try it).
 */
export function answersRead(
  reads: readonly ExplanationRead[],
  structure: SurveyStructure,
  content: CompiledContent,
  unanswered = false,
): GivenAnswer[] {
  return givenAnswers(reads, structure, questionIndex(content), unanswered);
}
