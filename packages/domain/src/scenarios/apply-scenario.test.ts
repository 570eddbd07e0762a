import type { Part, ScenarioChanges } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { applyScenario, SCENARIO_MESSAGES } from './apply-scenario';
import { whatIfQuestions } from './what-if-questions';

const TODAY = '01/06/2025';
const drawn = testStructure();
const structure = prepareStructure(drawn);
const content = compileContent(testContent());
const reviewed = completeReview({ structure, content, today: TODAY }, TEST_SCRIPT).sequence;
const noChanges = { answers: {}, dates: [] };
const review = { drawn, prepared: structure, parts: reviewed.parts };

const report = (s: typeof structure, parts: readonly Part[]) =>
  buildReport({
    structure: s,
    content,
    parts: [...parts],
    today: TODAY,
    report_id: 'r',
    user: 'u',
    user_id: 'u',
    company: 'c',
    timestamp: '2025-06-01T00:00:00.000Z',
  });

describe('a what-if scenario applied to a submitted review', () => {
  it('changes nothing when it changes nothing: the same score as the report', () => {
    const outcome = applyScenario(review, content, noChanges, TODAY);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(report(outcome.review.prepared, outcome.review.parts).originalScore).toBe(
      report(structure, reviewed.parts).originalScore,
    );
  });

  it('sets an answer and scores it: a settlor who leaves the UK lowers the score', () => {
    const before = report(structure, reviewed.parts).originalScore;
    const outcome = applyScenario(
      review,
      content,
      { answers: { 't1/ann:pre': { settlor_uk_resident_current: 'no' } }, dates: [] },
      TODAY,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.review.parts.find((p) => p.id === 't1/ann:pre')?.answers.settlor_uk_resident_current).toBe(
      'no',
    );
    expect(report(outcome.review.prepared, outcome.review.parts).originalScore).toBeLessThan(before);
  });

  it('ends a holding and an entity on a date, checked as the builder checks dates', () => {
    const outcome = applyScenario(
      review,
      content,
      {
        answers: {},
        dates: [
          { kind: 'holdingEnd', entityId: 'c2', ownerId: 't1', start: '01/01/2016', date: '31/03/2026' },
          { kind: 'entityEnd', entityId: 'c2', date: '30/04/2026' },
        ],
      },
      TODAY,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.review.drawn.entities.c2?.dates[0]?.end).toBe('31/03/2026');
    expect(outcome.review.drawn.entities.c2?.meta.end_date).toBe('30/04/2026');
    // The review's own structure is untouched.
    expect(drawn.entities.c2?.dates[0]?.end).toBeUndefined();

    const backwards = applyScenario(
      review,
      content,
      {
        answers: {},
        dates: [
          { kind: 'holdingEnd', entityId: 'c2', ownerId: 't1', start: '01/01/2016', date: '01/01/2015' },
        ],
      },
      TODAY,
    );
    expect(backwards.ok).toBe(false);
  });

  it('refuses what the review does not have, and answers the questionnaire would not accept', () => {
    const cases: [ScenarioChanges, string][] = [
      [{ answers: { 'x:pre': { a: 1 } }, dates: [] }, SCENARIO_MESSAGES.noPart],
      [
        { answers: { 't1:pre': { not_a_question: 'x' } }, dates: [] },
        SCENARIO_MESSAGES.notAQuestion('Oak Trust', 'not_a_question'),
      ],
      [{ answers: {}, dates: [{ kind: 'entityEnd', entityId: 'zz', date: '' }] }, SCENARIO_MESSAGES.noEntity],
    ];
    for (const [changes, message] of cases) {
      expect(applyScenario(review, content, changes, TODAY)).toEqual({ ok: false, message });
    }
    const notAChoice = applyScenario(
      review,
      content,
      { answers: { 't1:pre': { trust_type: 'not_offered' } }, dates: [] },
      TODAY,
    );
    expect(notAChoice.ok).toBe(false);
  });
});

describe('the questions a what-if may change', () => {
  it('lists each part shown with its questions, the choices offered and the answer given', () => {
    const parts = whatIfQuestions({ structure, content, today: TODAY }, reviewed.parts);
    const trust = parts.find((p) => p.partId === 't1:pre');
    const type = trust?.questions.find((q) => q.name === 'trust_type');
    expect(type).toMatchObject({
      title: 'trust type',
      type: 'radiogroup',
      value: 'discretionary',
      answer: ['discretionary'],
    });
    // A choice whose customLogic does not hold is not offered (the trust was made after 2006).
    expect(type?.choices.map((c) => c.value)).toEqual(['discretionary', 'bare_or_nominee']);
    // A deceased settlor's post part shows nothing, so it is not listed.
    expect(parts.some((p) => p.partId === 't1/bob:post')).toBe(false);
  });
});
