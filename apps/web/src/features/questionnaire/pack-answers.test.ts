import { defaultSurveyContent } from '@tsr/content';
import { GOLDEN_CASES } from '@tsr/content/golden';
import type { Part, SurveyJson } from '@tsr/contract';
import {
  advance,
  compileContent,
  prepareStructure,
  type ReviewContext,
  type Step,
  startReview,
} from '@tsr/domain';
import type { Question, SurveyModel } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { createPartModel } from './survey-model';

/**
 * The server refuses answers the questionnaire would not send (docs/questionnaire.md,
 * "What the server checks"). Here the questionnaire's own SurveyJS model is driven as a user
 * drives it (a radio button clicked, digits typed into a number box, a date typed through the
 * pack's mask, None ticked in a checkbox) through every golden structure of the default content
 * pack, and what it sends at each Next must be what the server's check takes.
 */
const pack = compileContent(defaultSurveyContent());

type Answer = unknown;

/** The ways of answering the walks used, with a value each gave, so the test shows what it covered. */
const used = new Map<string, unknown>();

/** The user's way of giving a question this answer: through the control, as the screen does. */
function give(question: Question, value: Answer): void {
  const kind = question.getType();
  if (kind === 'checkbox') {
    const items = [...question.visibleChoices, question.noneItem].filter(Boolean);
    for (const wanted of value as unknown[]) {
      const item = items.find((choice) => choice.value === wanted);
      if (!item) throw new Error(`${question.name} offers no ${String(wanted)}`);
      question.clickItemHandler(item, true);
    }
  } else if (kind === 'radiogroup' || kind === 'dropdown') question.renderedValue = value;
  else if (question.maskType === 'datetime') question.inputValue = String(value);
  // A number box hands SurveyJS the digits typed, as a text.
  else if (kind === 'text') question.value = String(value);
  else question.value = value;
  const way = question.maskType === 'datetime' ? 'date' : question.inputType === 'number' ? 'number' : kind;
  // As sent: SurveyJS's own list has methods of its own on it.
  used.set(
    Array.isArray(value) && value.includes('none') ? 'none' : way,
    JSON.parse(JSON.stringify(question.value)),
  );
}

/** Answers the visible questions page by page, in order, as the golden script has them. */
function answerAsAUser(model: SurveyModel, part: Part, script: Record<string, unknown>): void {
  const own =
    (script.bySubject as Record<string, Record<string, unknown>> | undefined)?.[part.subjectId] ?? {};
  for (const page of model.pages)
    for (const question of page.questions) {
      if (!page.isVisible || !question.isVisible) continue;
      const value = Object.hasOwn(own, question.name) ? own[question.name] : script[question.name];
      if (value !== undefined && question.isEmpty()) give(question, value);
    }
}

function walk(context: ReviewContext, script: Record<string, unknown>): { sent: number; numbers: unknown[] } {
  let step: Step = startReview(context);
  let sent = 0;
  const numbers: unknown[] = [];
  for (let guard = 0; !step.finished; guard += 1) {
    if (guard > 500) throw new Error('the review did not finish');
    const part = step.part as Part;
    const model = createPartModel(step.questions as SurveyJson, part.answers, false);
    answerAsAUser(model, part, script);
    expect(model.validate(false), part.id).toBe(true);
    for (const question of model.getAllQuestions(true))
      if (question.inputType === 'number' && !question.isEmpty()) numbers.push(question.value);
    const next = advance(context, step.sequence, { part: { id: part.id, answers: model.data } });
    expect(next.problems, part.id).toEqual([]);
    sent += 1;
    step = next;
  }
  return { sent, numbers };
}

// In order even when the run shuffles: the last test reads what the walks before it used.
describe('the questionnaire sends only what the server takes (the default content pack)', {
  shuffle: false,
}, () => {
  it.each(GOLDEN_CASES.map((golden) => [golden.name, golden] as const))('%s', (_name, golden) => {
    const context = { structure: prepareStructure(golden.structure), content: pack, today: golden.today };
    const { sent, numbers } = walk(context, golden.script as Record<string, unknown>);
    expect(sent).toBeGreaterThan(0);
    // SurveyJS keeps typed numbers as numbers.
    for (const value of numbers) expect(typeof value).toBe('number');
  });

  it('drove every kind of question the pack asks (run after the walks above)', () => {
    expect(Object.fromEntries(used)).toEqual({
      radiogroup: expect.any(String),
      dropdown: expect.any(String),
      checkbox: expect.any(Array),
      none: ['none'],
      number: expect.any(Number),
      date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
  });
});
