import type { SurveyContent, SurveyElement } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { validateContent } from '../content/validate';
import { prepareStructure } from '../structure/prepare';
import { completeReview, type Script } from '../testing/answers';
import {
  CHECKED_ANSWERS,
  CHECKED_SHAREHOLDER_ANSWERS,
  checkedContent,
  checkedStructure,
} from '../testing/checked-content';
import { advance, effectiveAnswers, type ReviewContext, type Step, startReview } from './advance';
import { UNFINISHED_PROBLEMS } from './answer-check';

const structure = prepareStructure(checkedStructure());
const context: ReviewContext = { structure, content: compileContent(checkedContent()) };
const started = startReview(context);

/** The company's pre part sent with these answers (Next, or Back). */
const send = (answers: Record<string, unknown>, back = false, from = started): Step =>
  advance(context, from.sequence, { part: { id: 'c1:pre', answers }, back });
const messages = (step: Step) => step.problems.map((p) => p.message);
const saved = (step: Step) => step.sequence.parts.find((p) => p.id === 'c1:pre');
const answered = send({ ...CHECKED_ANSWERS });

describe('the content the answer check is tested on', () => {
  it('is valid, and a review starts on the company’s part, without the question it never shows', () => {
    expect(validateContent(checkedContent())).toEqual([]);
    expect(started.part?.id).toBe('c1:pre');
    expect(started.questions?.pages.flatMap((p) => p.elements.map((e) => e.name))).not.toContain(
      'co_trust_only',
    );
  });
});

describe('Next with answers the questionnaire would send', () => {
  it('saves them and marks the part answered', () => {
    expect(answered.problems).toEqual([]);
    expect(saved(answered)).toMatchObject({ answers: CHECKED_ANSWERS, answered: true });
    expect(answered.part?.id).toBe('c1/cara:pre');
  });

  it.each<[string, Record<string, unknown>]>([
    ['None alone', { co_assets: ['none'], co_land_agent: undefined }],
    ['a number as the text of one', { co_employees: '12' }],
    ['the bounds themselves', { co_employees: 500 }],
    ['a choice written in other case', { co_kind: 'HOLDING' }],
    ['optional questions left empty', { co_registry: undefined, co_assets: [], co_employees: '' }],
    // SurveyJS keeps what a hidden question had: it is saved and never counts.
    ['an answer to a question visibleIf hides', { co_assets: ['cash'], co_land_agent: 'Harbour Estates' }],
    ['an answer of the wrong kind to a question visibleIf hides', { co_assets: ['cash'], co_land_agent: 5 }],
    ['an answer to a question customLogic does not show', { co_trust_only: 'maybe' }],
  ])('takes %s', (_name, change) => {
    const step = send({ ...CHECKED_ANSWERS, ...change });
    expect(step.problems).toEqual([]);
    expect(saved(step)?.answered).toBe(true);
  });

  it('saves a hidden question’s answer but does not count it', () => {
    const step = send({ ...CHECKED_ANSWERS, co_assets: ['cash'], co_trust_only: 'yes' });
    expect(saved(step)?.answers).toMatchObject({ co_land_agent: 'Harbour Estates', co_trust_only: 'yes' });
    const counted = effectiveAnswers(context, step.sequence.parts).get('c1');
    expect(counted).not.toHaveProperty('co_land_agent');
    expect(counted).not.toHaveProperty('co_trust_only');
  });
});

describe('Next refuses, naming the question, and saves nothing', () => {
  const kind = "'What does the company do?' (co_kind)";
  const registry = "'Where is it registered?' (co_registry)";
  const assets = "'What does it hold?' (co_assets)";
  const employees = "'How many people does it employ?' (co_employees)";
  const incorporated = "'When was it incorporated?' (co_incorporated)";
  const agent = "'Who manages the land?' (co_land_agent)";
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'an answer outside the choices',
      { co_kind: 'banana' },
      'not-a-choice',
      `${kind}: 'banana' is not one of its choices`,
    ],
    [
      'a dropdown value it does not list',
      { co_registry: 'guernsey' },
      'not-a-choice',
      `${registry}: 'guernsey' is not one of its choices`,
    ],
    [
      'a list for a single choice',
      { co_registry: ['bvi'] },
      'not-a-choice',
      `${registry}: ["bvi"] is not one of its choices`,
    ],
    [
      'a single value for a checkbox',
      { co_assets: 'shares' },
      'not-a-list',
      `${assets} takes a list of its choices, not 'shares'`,
    ],
    [
      'a checkbox item outside the choices',
      { co_assets: ['shares', 'gold'] },
      'not-a-choice',
      `${assets}: 'gold' is not one of its choices`,
    ],
    [
      'None with another item',
      { co_assets: ['cash', 'none'] },
      'exclusive-choice',
      `${assets}: 'None of these' cannot be chosen with other answers`,
    ],
    [
      'an item twice',
      { co_assets: ['cash', 'CASH'] },
      'repeated-choice',
      `${assets}: 'CASH' is chosen more than once`,
    ],
    [
      'a number that is not one',
      { co_employees: 'twelve' },
      'not-a-number',
      `${employees} takes a number, not 'twelve'`,
    ],
    [
      'a number below its minimum',
      { co_employees: -1 },
      'below-min',
      `${employees} takes a number of at least 0, not -1`,
    ],
    [
      'a number above its maximum',
      { co_employees: 501 },
      'above-max',
      `${employees} takes a number of at most 500, not 501`,
    ],
    [
      'a date in another form',
      { co_incorporated: '2014-02-01' },
      'not-a-date',
      `${incorporated} takes a real date in the form dd/mm/yyyy, not '2014-02-01'`,
    ],
    [
      'a date that does not exist',
      { co_incorporated: '30/02/2014' },
      'not-a-date',
      `${incorporated} takes a real date in the form dd/mm/yyyy, not '30/02/2014'`,
    ],
    [
      'a date without its zeros',
      { co_incorporated: '1/2/2014' },
      'not-a-date',
      `${incorporated} takes a real date in the form dd/mm/yyyy, not '1/2/2014'`,
    ],
    ['a number for a text', { co_land_agent: 5 }, 'not-a-text', `${agent} takes a text, not 5`],
    [
      'a name the part does not have',
      { stray: 'x' },
      'not-a-question',
      "'stray' is not a question of this part",
    ],
    ['a required question left out', { co_kind: undefined }, 'required', `${kind} needs an answer`],
    ['a required question left blank', { co_kind: '  ' }, 'required', `${kind} needs an answer`],
    // SurveyJS counts a value it shows no choice for as no answer (an answer kept from before).
    [
      'a required question answered with a choice not offered',
      { co_kind: 'investment' },
      'required',
      `${kind} needs an answer`,
    ],
  ];

  it.each(cases)('%s', (_name, change, code, message) => {
    const answers = Object.fromEntries(
      Object.entries({ ...CHECKED_ANSWERS, ...change }).filter(([, v]) => v !== undefined),
    );
    const step = send(answers);
    expect(step.problems).toEqual([
      { code, message, question: expect.any(String), entityName: 'Checked Ltd' },
    ]);
    expect(step.sequence).toEqual(started.sequence);
    expect(step.changedPart).toBeNull();
    expect(step.part?.id).toBe('c1:pre');
    expect(step.part?.id).toBe('c1:pre');
  });

  it('names the question by its name, and lists every problem, names the part lacks first', () => {
    const step = send({ ...CHECKED_ANSWERS, co_employees: 900, stray: 1, co_kind: 'banana' });
    expect(step.problems.map((p) => [p.question, p.code])).toEqual([
      ['stray', 'not-a-question'],
      ['co_kind', 'not-a-choice'],
      ['co_employees', 'above-max'],
    ]);
  });

  it('never lets an empty part with a required question through', () => {
    expect(messages(send({}))).toEqual(["'What does the company do?' (co_kind) needs an answer"]);
  });
});

describe('SurveyJS’s comment beside an Other item', () => {
  const withOther = (): SurveyContent => {
    const content = checkedContent();
    const registry = content.questions.company?.pre?.pages[1]?.elements[1] as SurveyElement;
    registry.showOtherItem = true;
    return loadContent(content);
  };
  const other: ReviewContext = { structure, content: compileContent(withOther()) };
  const sendOther = (answers: Record<string, unknown>) =>
    advance(other, startReview(other).sequence, { part: { id: 'c1:pre', answers } });

  it('takes Other with its text, and keeps only the question’s own answer', () => {
    const step = sendOther({ ...CHECKED_ANSWERS, co_registry: 'other', 'co_registry-Comment': 'Guernsey' });
    expect(step.problems).toEqual([]);
    expect(saved(step)?.answers.co_registry).toBe('other');
    expect(saved(step)?.answers).not.toHaveProperty('co_registry-Comment');
  });

  it('refuses a comment that is not a text, and a comment of a question without Other', () => {
    expect(messages(sendOther({ ...CHECKED_ANSWERS, 'co_registry-Comment': 3 }))).toEqual([
      "'co_registry-Comment' takes a text, not 3",
    ]);
    expect(messages(sendOther({ ...CHECKED_ANSWERS, 'co_kind-Comment': 'x' }))).toEqual([
      "'co_kind-Comment' is not a question of this part",
    ]);
  });
});

describe('Back', () => {
  it('saves a page left half done, and the part is no longer answered', () => {
    for (const change of [{ co_kind: undefined }, { co_employees: 501 }, { co_employees: -3 }]) {
      const step = send({ ...CHECKED_ANSWERS, ...change }, true, answered);
      expect(step.problems).toEqual([]);
      expect(saved(step)).toMatchObject({ answered: false });
      expect(step.fromBack).toBe(true);
    }
    expect([...UNFINISHED_PROBLEMS].sort()).toEqual(['above-max', 'below-min', 'required']);
  });

  it('keeps the part answered when its answers pass', () => {
    expect(saved(send({ ...CHECKED_ANSWERS }, true, answered))?.answered).toBe(true);
  });

  it('refuses what the questionnaire never sends', () => {
    const step = send({ ...CHECKED_ANSWERS, co_kind: 'banana' }, true, answered);
    expect(messages(step)).toEqual([
      "'What does the company do?' (co_kind): 'banana' is not one of its choices",
    ]);
    expect(step.sequence).toEqual(answered.sequence);
  });
});

describe('the scripted respondent is held to the same check', () => {
  const script = (changes: Record<string, unknown>): Script => ({
    ...CHECKED_ANSWERS,
    ...CHECKED_SHAREHOLDER_ANSWERS,
    ...changes,
  });

  it('reports an answer outside the choices as a mistake of the script, and does not send it', () => {
    const problems: string[] = [];
    completeReview(context, script({ co_registry: 'guernsey' }), undefined, {
      onPart: (_step, answering) => problems.push(...answering.problems),
    });
    expect(problems).toEqual([
      "case: c1:pre: 'Where is it registered?' (co_registry): 'guernsey' is not one of its choices",
    ]);
  });

  it('holds it to a choice that is not offered here, and to bounds and dates', () => {
    const problems: string[] = [];
    completeReview(context, script({ co_employees: 501, co_incorporated: '2014-01-01' }), undefined, {
      onPart: (_step, answering) => problems.push(...answering.problems),
    });
    expect(problems).toEqual([
      "case: c1:pre: 'How many people does it employ?' (co_employees) takes a number of at most 500, not 501",
      "case: c1:pre: 'When was it incorporated?' (co_incorporated) takes a real date in the form dd/mm/yyyy, not '2014-01-01'",
    ]);
    expect(() => completeReview(context, script({ co_kind: 'investment' }))).toThrow(
      "c1:pre: Next refused: 'What does the company do?' (co_kind) needs an answer",
    );
  });
});
