import { type Part, Sequence, SurveyContent, type SurveyJson } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { prepareStructure } from '../structure/prepare';
import { answerPart, completeReview, TEST_SCRIPT } from '../testing/answers';
import { TEST_CONTENT_INPUT, testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { advance, effectiveAnswers, moveToSurvey, progressPercent, type Step, startReview } from './advance';
import { buildSequence } from './sequence';
import { answerSummary } from './summary';

const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const context = { structure, content };

const names = (questions: SurveyJson | null) =>
  questions?.pages.flatMap((p) => p.elements.map((e) => e.name)) ?? [];
const choicesOf = (questions: SurveyJson | null, name: string) =>
  questions?.pages
    .flatMap((p) => p.elements)
    .find((e) => e.name === name)
    ?.choices?.map((c) => (typeof c === 'object' ? c.value : c));

/** Next with the script's answers until the part with this id is shown. */
function walkTo(id: string, from: Step = startReview(context)): Step {
  let step = from;
  while (!step.finished && step.part?.id !== id) {
    const part = step.part as Part;
    step = advance(context, step.sequence, {
      part: { id: part.id, answers: answerPart(TEST_SCRIPT, part, step.questions as SurveyJson) },
    });
  }
  if (step.part?.id !== id) throw new Error(`part ${id} was never shown`);
  return step;
}

describe('buildSequence', () => {
  it('orders parts per entity: pre, parties with their dates, acting as, post (golden)', () => {
    expect(buildSequence(structure, content).parts.map((p) => p.id)).toEqual([
      'c1:pre',
      'c1/cara:pre',
      'c1:settlor',
      'c1:founder',
      'c1:post',
      't1:pre',
      't1/bob:pre',
      't1/bob/bob-d0:pre',
      't1/bob:post',
      't1/ann:pre',
      't1/ann/ann-d0:pre',
      't1/ann/ann-d1:pre',
      't1/ann:post',
      't1/t1~c1:pre',
      't1/t1~c1/t1~c1~0:pre',
      't1/t1~c1:post',
      't1/t1~c1~cara:pre',
      't1/t1~c1~cara/t1~c1~cara~0:pre',
      't1/t1~c1~cara:post',
      't1:post',
      'c2:pre',
      'c2/t1sh:pre',
      'c2:post',
      'f1:pre',
      'f1/dan:pre',
      'f1/dan/dan-d0:pre',
      'f1/f1~c1:pre',
      'f1/f1~c1/f1~c1~0:pre',
      'f1/f1~c1~cara:pre',
      'f1/f1~c1~cara/f1~c1~cara~0:pre',
    ]);
  });

  it('is a Sequence as the contract defines it, and the test content is SurveyContent', () => {
    expect(Sequence.safeParse(completeReview(context, TEST_SCRIPT).sequence).success).toBe(true);
    expect(SurveyContent.safeParse(testContent()).success).toBe(true);
  });

  it('describes each part as spec 3.2 has it', () => {
    const part = buildSequence(structure, content).parts[2];
    expect(part).toEqual({
      id: 'c1:settlor',
      entityId: 'c1',
      part: 'settlor',
      entityType: 'company',
      answers: {},
      answered: false,
      subjectId: 'c1',
      title: 'Oak Holdings Ltd, acting as settlor',
      pageCount: 1,
    });
  });

  it('gives nominees and unanswerable entities no parts, and is deterministic', () => {
    const parts = buildSequence(structure, content).parts;
    expect(parts.some((p) => p.entityId === 'n1')).toBe(false);
    const closed = structuredClone(structure);
    (closed.entities.c2 as { meta: { answerable?: string } }).meta.answerable = 'no';
    expect(buildSequence(closed, content).parts.some((p) => p.entityId === 'c2')).toBe(false);
    expect(buildSequence(structure, content)).toEqual(buildSequence(structure, content));
  });
});

describe('questions filtered by customLogic', () => {
  it('filters choices by customLogic on the subject (first settlement after 2006: no qualifying IIP)', () => {
    const step = walkTo('t1:pre');
    expect(choicesOf(step.questions, 'trust_type')).toEqual(['discretionary', 'bare_or_nominee']);
    expect(step.questions?.pages).toHaveLength(2);
    expect(JSON.stringify(step.questions)).not.toContain('customLogic');
  });

  it('asks a deceased settlor about the death, a living one about residence', () => {
    expect(names(walkTo('t1/bob:pre').questions)).toEqual(['settlor_kind', 'settlor_date_of_death']);
    expect(names(walkTo('t1/ann:pre').questions)).toEqual(['settlor_kind', 'settlor_uk_resident_current']);
    expect(choicesOf(walkTo('t1/ann:pre').questions, 'settlor_kind')).toEqual(['individual']);
    expect(choicesOf(walkTo('t1/t1~c1:pre').questions, 'settlor_kind')).toEqual([
      'individual',
      'company',
      'trust',
    ]);
  });

  it('reads answers given on earlier parts', () => {
    expect(names(walkTo('t1:post').questions)).toContain('trust_iht_returns_filed');
    const other = { ...TEST_SCRIPT, trust_type: 'bare_or_nominee' };
    let step = startReview(context);
    while (step.part?.id !== 't1:post') {
      const part = step.part as Part;
      step = advance(context, step.sequence, {
        part: { id: part.id, answers: answerPart(other, part, step.questions as SurveyJson) },
      });
    }
    expect(names(step.questions)).toEqual(['trust_uk_residential_property', 'benefits_to_uk_beneficiaries']);
  });

  it('skips a part none of whose questions is shown (a deceased settlor has no post questions)', () => {
    const shown: string[] = [];
    let step = startReview(context);
    while (!step.finished) {
      const part = step.part as Part;
      shown.push(part.id);
      step = advance(context, step.sequence, {
        part: { id: part.id, answers: answerPart(TEST_SCRIPT, part, step.questions as SurveyJson) },
      });
    }
    expect(shown).not.toContain('t1/bob:post');
    expect(shown).not.toContain('c1:post');
    expect(shown).toContain('c2:post');
    expect(step.progress).toEqual({ current: 31, total: 31 });
  });

  it('reports customLogic that cannot be evaluated instead of quietly hiding the question', () => {
    const broken = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    const element = broken.questions.company?.pre?.pages[0]?.elements[0] as { customLogic?: string };
    element.customLogic = 'age({incorporation_date}) > 1';
    const compiled = compileContent(loadContent(broken));
    const step = startReview({ structure, content: compiled });
    expect(step.errors).toEqual([
      {
        entityName: 'Oak Holdings Ltd',
        message: "today() needs today's date in the evaluation context",
        question: 'company_cmc_in_uk',
        logic: 'age({incorporation_date}) > 1',
      },
    ]);
    expect(names(step.questions)).toEqual(['company_uk_residential_property']);
    // With today's date given, the same logic evaluates.
    expect(names(startReview({ structure, content: compiled, today: '01/01/2026' }).questions)).toHaveLength(
      2,
    );
    element.customLogic = '{no_such_question} = 1';
    const uncompiled = startReview({ structure, content: compileContent(loadContent(broken)) });
    expect(uncompiled.errors[0]?.message).toBe("Unknown question 'no_such_question'");
  });
});

describe('advance: next, back, resume, requestedPartId, progress', () => {
  it('starts on the first part with progress in pages', () => {
    const step = startReview(context);
    expect(step.part?.id).toBe('c1:pre');
    expect(step.progress).toEqual({ current: 0, total: 31 });
    expect(step.finished).toBe(false);
  });

  it('goes back over hidden parts and keeps the answers given', () => {
    const at = walkTo('t1:pre');
    expect(at.progress).toEqual({ current: 5, total: 31 });
    const back = advance(context, at.sequence, {
      part: { id: 't1:pre', answers: { trust_type: 'discretionary' } },
      back: true,
    });
    expect(back.part?.id).toBe('c1:founder');
    expect(back.fromBack).toBe(true);
    const saved = back.sequence.parts.find((p) => p.id === 't1:pre');
    expect(saved).toMatchObject({ answers: { trust_type: 'discretionary' }, answered: false });
    const first = advance(context, startReview(context).sequence, {
      back: true,
      part: { id: 'c1:pre', answers: {} },
    });
    expect(first.part?.id).toBe('c1:pre');
  });

  it('resumes at the first unanswered part', () => {
    const at = walkTo('t1/bob:pre');
    expect(advance(context, at.sequence, { resume: true }).part?.id).toBe('t1/bob:pre');
  });

  it('opens a requested part that is answered or next, and refuses one further on', () => {
    const at = walkTo('t1/bob:pre');
    expect(advance(context, at.sequence, { requestedPartId: 'c1/cara:pre' }).part?.id).toBe('c1/cara:pre');
    expect(advance(context, at.sequence, { requestedPartId: 't1/bob:pre' }).part?.id).toBe('t1/bob:pre');
    const far = advance(context, at.sequence, { requestedPartId: 'f1:pre' });
    expect(far.part?.id).toBe('t1/bob:pre');
    expect(far.error?.message).toBe("Part 'f1:pre' cannot be opened before the parts before it are answered");
    expect(advance(context, at.sequence, { requestedPartId: 'nope' }).error?.message).toBe(
      "There is no part 'nope' in this review",
    );
  });

  it('refuses an answer to a name that is not a question of the part, and saves nothing', () => {
    const before = startReview(context).sequence;
    const step = advance(context, before, {
      part: { id: 'c1:pre', answers: { company_cmc_in_uk: 'yes', something_else: 1 } },
    });
    expect(step.problems.map((p) => p.message)).toEqual(["'something_else' is not a question of this part"]);
    expect(step.sequence).toEqual(before);
    expect(step.changedPart).toBeNull();
    expect(step.part?.id).toBe('c1:pre');
  });

  it('computes the progress percent as floor(100 * (current + page index) / total)', () => {
    expect(progressPercent(5, 1, 31)).toBe(19);
    expect(progressPercent(0, 0, 31)).toBe(0);
    expect(progressPercent(31, 0, 31)).toBe(100);
    expect(progressPercent(0, 0, 0)).toBe(100);
  });
});

describe('moving a review to a newer survey version', () => {
  it('keeps answers to questions that still exist, and resumes where a new question appears', () => {
    const done = completeReview(context, TEST_SCRIPT);
    const next = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    const trust = next.questions.trust as NonNullable<typeof next.questions.trust>;
    (trust.pre as { pages: { elements: unknown[] }[] }).pages[1]?.elements.pop();
    (trust.post as { pages: { elements: unknown[] }[] }).pages[0]?.elements.push({
      type: 'radiogroup',
      name: 'trust_disposed_uk_land',
      choices: ['yes', 'no'],
    });
    const newer = compileContent(loadContent(next));
    const moved = moveToSurvey(structure, done.sequence, content, newer);
    const pre = moved.parts.find((p) => p.id === 't1:pre');
    expect(pre?.answers).toEqual({ trust_type: 'discretionary', trustees_all_non_uk_resident: 'no' });
    expect(pre?.answered).toBe(true);
    const post = moved.parts.find((p) => p.id === 't1:post');
    expect(post?.answers).toEqual({
      trust_uk_residential_property: 'direct',
      benefits_to_uk_beneficiaries: 'yes',
      trust_iht_returns_filed: 'no',
    });
    expect(post?.answered).toBe(false);
    expect(advance({ structure, content: newer }, moved, { resume: true }).part?.id).toBe('t1:post');
  });
});

describe('sequencing properties', () => {
  const straight = completeReview(context, TEST_SCRIPT);
  type Action = { kind: 'next' } | { kind: 'back' } | { kind: 'resume' } | { kind: 'jump'; pick: number };
  const action: fc.Arbitrary<Action> = fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'next' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'back' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
    { weight: 1, arbitrary: fc.nat(40).map((pick) => ({ kind: 'jump' as const, pick })) },
  );

  it('any path of next, back, resume and requested parts ends in the same answers', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), (actions) => {
        let step = startReview(context);
        for (const a of actions) {
          if (step.finished) break;
          const part = step.part as Part;
          const sent = { id: part.id, answers: answerPart(TEST_SCRIPT, part, step.questions as SurveyJson) };
          if (a.kind === 'next') step = advance(context, step.sequence, { part: sent });
          else if (a.kind === 'back') step = advance(context, step.sequence, { part: sent, back: true });
          else if (a.kind === 'resume') step = advance(context, step.sequence, { resume: true });
          else {
            const answered = step.sequence.parts.filter((p) => p.answered);
            const target = answered[a.pick % Math.max(1, answered.length)];
            step = advance(context, step.sequence, { requestedPartId: target?.id ?? part.id });
            expect(step.error).toBeNull();
          }
        }
        const done = completeReview(context, TEST_SCRIPT, step.sequence);
        expect(done.sequence).toEqual(straight.sequence);
        expect(effectiveAnswers(context, done.sequence.parts)).toEqual(
          effectiveAnswers(context, straight.sequence.parts),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('changes only the part sent, and says which (a store writes that part alone)', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let step = startReview(context);
        expect(step.changedPart).toBeNull();
        for (const a of actions) {
          if (step.finished) break;
          const before = step.sequence;
          const part = step.part as Part;
          const sent = { id: part.id, answers: answerPart(TEST_SCRIPT, part, step.questions as SurveyJson) };
          if (a.kind === 'next') step = advance(context, before, { part: sent });
          else if (a.kind === 'back') step = advance(context, before, { part: sent, back: true });
          else if (a.kind === 'resume') step = advance(context, before, { resume: true });
          else
            step = advance(context, before, {
              requestedPartId: before.parts[a.pick % before.parts.length]?.id,
            });
          const changed =
            a.kind === 'next' || a.kind === 'back' ? before.parts.findIndex((p) => p.id === part.id) : null;
          expect(step.changedPart).toBe(changed);
          expect(step.sequence.parts).toHaveLength(before.parts.length);
          step.sequence.parts.forEach((p, i) => {
            if (i !== changed) expect(p).toEqual(before.parts[i]);
          });
        }
      }),
      { numRuns: 40 },
    );
    const unknown = advance(context, startReview(context).sequence, { part: { id: 'nope', answers: {} } });
    expect(unknown.changedPart).toBeNull();
  });
});

describe('answerSummary', () => {
  it('lists the parts shown with their questions and answers as texts', () => {
    const done = completeReview(context, TEST_SCRIPT);
    const summary = answerSummary(context, done.sequence.parts);
    expect(summary.Pages.map((p) => p.Name)).not.toContain('t1/bob:post');
    expect(summary.Pages.find((p) => p.Name === 't1/bob:pre')).toEqual({
      Title: 'Bob',
      Name: 't1/bob:pre',
      Answers: [
        { Title: 'settlor kind', Answers: ['individual'] },
        { Title: 'settlor date of death', Answers: ['01/01/2012'] },
      ],
    });
    const start = answerSummary(context, startReview(context).sequence.parts);
    expect(start.Pages[0]?.Answers[0]).toEqual({ Title: 'company cmc in uk', Answers: [] });
  });
});
