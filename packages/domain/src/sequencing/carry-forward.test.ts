import type { SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { advance } from './advance';
import { carriedAnswers } from './carried-answers';
import { carryForward } from './carry-forward';
import { buildSequence } from './sequence';
import { answerSummary } from './summary';

const LAST_YEAR = '15/05/2025';
const structure = prepareStructure(testStructure());
const content = compileContent(testContent());
const lastYear = completeReview({ structure, content }, TEST_SCRIPT);
const previous = { context: { structure, content }, sequence: lastYear.sequence, date: LAST_YEAR };

/** The test content without one question of the trust's post chunk: a question that no longer exists. */
function withoutQuestion(name: string): SurveyContent {
  const next = testContent();
  const post = next.questions.trust?.post;
  if (!post) throw new Error('no trust post chunk');
  for (const page of post.pages) page.elements = page.elements.filter((e) => e.name !== name);
  return next;
}

describe('carrying last year’s answers forward', () => {
  it('fills every part with its answers, each unconfirmed and marked with the date they came from', () => {
    const { sequence, notCarried } = carryForward(buildSequence(structure, content), content, previous);
    expect(notCarried).toEqual([]);
    const answered = lastYear.sequence.parts.filter((p) => Object.keys(p.answers).length > 0);
    for (const before of answered) {
      const part = sequence.parts.find((p) => p.id === before.id);
      expect(part?.answered).toBe(false);
      expect(part?.carried?.from).toBe(LAST_YEAR);
      expect(Object.keys(part?.answers ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('opens on the first carried part, and finishes only once every carried part is confirmed', () => {
    const { sequence } = carryForward(buildSequence(structure, content), content, previous);
    let step = advance({ structure, content }, sequence, { resume: true });
    expect(step.part?.carried).toBeDefined();
    expect(step.finished).toBe(false);
    // Confirming is Next with the answers shown: the same answers, nothing typed again.
    for (let guard = 0; !step.finished && guard < 200; guard += 1) {
      const part = step.part;
      if (!part) break;
      step = advance({ structure, content }, step.sequence, { part: { id: part.id, answers: part.answers } });
      expect(step.problems).toEqual([]);
    }
    expect(step.finished).toBe(true);
    // Nothing changed: every carried answer is marked kept.
    const marks = answerSummary({ structure, content }, step.sequence.parts).Pages.flatMap((p) =>
      p.Answers.map((a) => a.Carried),
    );
    expect(marks.filter((m) => m === 'changed')).toEqual([]);
    expect(marks.filter((m) => m === 'unchanged').length).toBeGreaterThan(10);
  });

  it('tells a changed answer from a kept one, with the answer carried', () => {
    const { sequence } = carryForward(buildSequence(structure, content), content, previous);
    const trustPost = sequence.parts.find((p) => p.id === 't1:post');
    if (!trustPost) throw new Error('no t1:post');
    const step = advance({ structure, content }, sequence, {
      part: { id: 't1:post', answers: { ...trustPost.answers, benefits_to_uk_beneficiaries: 'no' } },
    });
    const page = answerSummary({ structure, content }, step.sequence.parts).Pages.find(
      (p) => p.Name === 't1:post',
    );
    expect(page?.Answers.find((a) => a.Title === 'benefits to uk beneficiaries')).toEqual({
      Title: 'benefits to uk beneficiaries',
      Answers: ['no'],
      Carried: 'changed',
      Before: ['yes'],
    });
    expect(page?.Answers.find((a) => a.Title === 'trust uk residential property')?.Carried).toBe('unchanged');
    // The report's account: the same marks, counted.
    const account = carriedAnswers({ structure, content }, step.sequence.parts, {
      fromReviewId: 'r-0',
      from: LAST_YEAR,
      notCarried: [],
    });
    expect(account.changed).toEqual([
      { part: 'Oak Trust', question: 'benefits to uk beneficiaries', before: ['yes'], after: ['no'] },
    ]);
    expect(account.kept).toBeGreaterThan(0);
  });

  it('lists, not loses, the answers to a question that no longer exists', () => {
    const latest = compileContent(withoutQuestion('benefits_to_uk_beneficiaries'));
    const { sequence, notCarried } = carryForward(buildSequence(structure, latest), latest, previous);
    expect(notCarried).toEqual([
      { part: 'Oak Trust', question: 'benefits to uk beneficiaries', answers: ['yes'] },
    ]);
    expect(sequence.parts.find((p) => p.id === 't1:post')?.answers).not.toHaveProperty(
      'benefits_to_uk_beneficiaries',
    );
  });

  it('lists the answers about an entity no longer in the structure', () => {
    const drawn = testStructure();
    const { c2, ...others } = drawn.entities;
    const withoutC2 = prepareStructure({
      ...drawn,
      entities: others,
      rootEntitiesIds: drawn.rootEntitiesIds.filter((id) => id !== 'c2'),
    });
    const { sequence, notCarried } = carryForward(buildSequence(withoutC2, content), content, previous);
    expect(sequence.parts.some((p) => p.entityId === 'c2')).toBe(false);
    expect(notCarried.map((a) => a.part)).toContain(c2?.name);
  });

  it('asks a new entity afresh, and an entity that became another kind', () => {
    const drawn = testStructure();
    const c2 = drawn.entities.c2;
    if (!c2) throw new Error('no c2');
    const grown = prepareStructure({
      ...drawn,
      entities: { ...drawn.entities, c3: { ...c2, id: 'c3', name: 'New Holdings Ltd', children: [] } },
      rootEntitiesIds: [...drawn.rootEntitiesIds, 'c3'],
    });
    const { sequence } = carryForward(buildSequence(grown, content), content, previous);
    const c3Parts = sequence.parts.filter((p) => p.entityId === 'c3');
    expect(c3Parts.length).toBeGreaterThan(0);
    for (const part of c3Parts) {
      expect(part.answers).toEqual({});
      expect(part.carried).toBeUndefined();
    }

    // Same part ids, another question type: nothing of the old answers applies.
    const retyped = lastYear.sequence.parts.map((p) =>
      p.id === 'c2:pre' ? { ...p, entityType: 'trust' as const } : p,
    );
    const again = carryForward(buildSequence(structure, content), content, {
      ...previous,
      sequence: { parts: retyped },
    });
    expect(again.sequence.parts.find((p) => p.id === 'c2:pre')?.carried).toBeUndefined();
  });
});
