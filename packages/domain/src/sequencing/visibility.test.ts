import { type Part, type Report, type Sequence, SurveyContent, type SurveyElement } from '@tsr/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { validateContent } from '../content/validate';
import { compile, holds } from '../logic/compile';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, type Script, TEST_SCRIPT } from '../testing/answers';
import { TEST_CONTENT_INPUT } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { advance, effectiveAnswers, type ReviewContext, startReview } from './advance';
import { questionsFor } from './questions';
import { buildSequence } from './sequence';
import { answerSummary } from './summary';
import { reviewSubjects, visibleAnswers } from './visibility';

const structure = prepareStructure(testStructure());
const YES_NO = ['yes', 'no', 'unknown'];

/**
 * The test content with visibleIf on the company chunks (SurveyJS conditions on the same
 * part's answers): a chain of questions, hidden choices in a checkbox and a radio group, a
 * question that a hidden choice's absence hides, and a page with its own visibleIf.
 */
function visibleIfInput(): SurveyContent {
  const input = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
  const company = input.questions.company as NonNullable<SurveyContent['questions']['company']>;
  company.pre = {
    pages: [
      {
        name: 'page1',
        elements: [
          { type: 'radiogroup', name: 'company_cmc_in_uk', choices: YES_NO },
          {
            type: 'radiogroup',
            name: 'company_uk_residential_property',
            choices: YES_NO,
            visibleIf: "{company_cmc_in_uk} = 'yes'",
          },
          { type: 'text', name: 'co_ated_band', visibleIf: "{company_uk_residential_property} = 'yes'" },
          {
            type: 'checkbox',
            name: 'co_assets',
            choices: [
              'shares',
              { value: 'land', text: 'Land', visibleIf: "{company_cmc_in_uk} = 'yes'" },
              'cash',
            ],
          },
          { type: 'text', name: 'co_land_agent', visibleIf: "{co_assets} contains 'land'" },
          {
            type: 'radiogroup',
            name: 'co_year_end',
            choices: ['march', { value: 'december', visibleIf: "{company_cmc_in_uk} = 'yes'" }],
          },
        ],
      },
      {
        name: 'page2',
        visibleIf: "{company_cmc_in_uk} = 'no'",
        elements: [{ type: 'text', name: 'co_offshore_reason' }],
      },
    ],
  };
  const post = company.post?.pages[0]?.elements as SurveyElement[];
  const dwelling = post[0] as SurveyElement;
  post.splice(
    0,
    1,
    { type: 'radiogroup', name: 'co_dwelling_held', choices: YES_NO },
    { ...dwelling, visibleIf: "{co_dwelling_held} = 'yes'" },
  );
  return input;
}

const content = compileContent(loadContent(visibleIfInput()));
const context: ReviewContext = { structure, content };
const sequence = buildSequence(structure, content);

function partOf(id: string, answers: Record<string, unknown>, parts = sequence.parts): Part {
  const part = parts.find((p) => p.id === id);
  if (!part) throw new Error(`no part ${id}`);
  return { ...part, answers };
}

/** The part's answers that count, with only this part answered. */
function counted(id: string, answers: Record<string, unknown>): Readonly<Record<string, unknown>> {
  const part = partOf(id, answers);
  const parts = sequence.parts.map((p) => (p.id === id ? part : p));
  return visibleAnswers(part, content, reviewSubjects(context, parts));
}

describe('the content with visibleIf', () => {
  it('is valid', () => {
    expect(validateContent(visibleIfInput())).toEqual([]);
  });
});

describe('visibleAnswers: which answers of a part count', () => {
  const cmc = 'company_cmc_in_uk';
  const res = 'company_uk_residential_property';
  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    ['a question visibleIf hides', 'c1:pre', { [cmc]: 'no', [res]: 'yes' }, { [cmc]: 'no' }],
    ['a question visibleIf shows', 'c1:pre', { [cmc]: 'yes', [res]: 'yes' }, { [cmc]: 'yes', [res]: 'yes' }],
    [
      'a chain: the cleared answer hides the question that reads it',
      'c1:pre',
      { [cmc]: 'no', [res]: 'yes', co_ated_band: 'B' },
      { [cmc]: 'no' },
    ],
    ['a chain that starts at an unanswered question', 'c1:pre', { [res]: 'yes', co_ated_band: 'B' }, {}],
    [
      'a hidden choice taken out of a list',
      'c1:pre',
      { [cmc]: 'no', co_assets: ['shares', 'land'] },
      { [cmc]: 'no', co_assets: ['shares'] },
    ],
    [
      'a list with only hidden choices is cleared, and so is what it showed',
      'c1:pre',
      { [cmc]: 'no', co_assets: ['land'], co_land_agent: 'Jones' },
      { [cmc]: 'no' },
    ],
    [
      'hidden choices are matched as = matches (texts ignore case)',
      'c1:pre',
      { [cmc]: 'no', co_assets: ['LAND', 'cash'] },
      { [cmc]: 'no', co_assets: ['cash'] },
    ],
    [
      'a single value of a hidden choice',
      'c1:pre',
      { [cmc]: 'no', co_year_end: 'december' },
      { [cmc]: 'no' },
    ],
    [
      'a single value of a visible choice',
      'c1:pre',
      { [cmc]: 'yes', co_year_end: 'december' },
      { [cmc]: 'yes', co_year_end: 'december' },
    ],
    [
      'a question on a page visibleIf hides',
      'c1:pre',
      { [cmc]: 'yes', co_offshore_reason: 'x' },
      { [cmc]: 'yes' },
    ],
    [
      'a question on a page visibleIf shows',
      'c1:pre',
      { [cmc]: 'no', co_offshore_reason: 'x' },
      { [cmc]: 'no', co_offshore_reason: 'x' },
    ],
    ['a name that is not a question of the chunk', 'c1:pre', { [cmc]: 'no', stray: 1 }, { [cmc]: 'no' }],
    // First settlement 2010: the qualifying IIP choice is not offered (its customLogic).
    ['a choice customLogic does not offer', 't1:pre', { trust_type: 'qualifying_iip' }, {}],
    [
      'a question customLogic does not show',
      't1/bob:pre',
      { settlor_kind: 'individual', settlor_uk_resident_current: 'yes' },
      { settlor_kind: 'individual' },
    ],
    [
      'the test content’s own visibleIf',
      't1:pre',
      { trustees_all_non_uk_resident: 'yes', trust_any_uk_resident_trustee: 'yes' },
      { trustees_all_non_uk_resident: 'yes' },
    ],
  ];

  it.each(cases)('%s (%s)', (_name, id, answers, expected) => {
    expect(counted(id, answers)).toEqual(expected);
  });

  it('gives the part’s own answers object back when every answer counts', () => {
    const answers = { company_cmc_in_uk: 'yes', company_uk_residential_property: 'yes', co_assets: ['land'] };
    const part = partOf('c1:pre', answers);
    expect(visibleAnswers(part, content, reviewSubjects(context, [part]))).toBe(answers);
  });

  it('never adds, keeps what it keeps, and leaves nothing a condition hides (property)', () => {
    const element = (name: string) =>
      content.content.questions.company?.pre?.pages.flatMap((p) => p.elements).find((e) => e.name === name);
    const shown = (text: unknown, answers: Readonly<Record<string, unknown>>) => {
      if (typeof text !== 'string') return true;
      const compiled = compile(text);
      if (!compiled.ok) throw new Error(text);
      return holds(compiled.compiled, { subject: { answers } });
    };
    const value = fc.constantFrom('yes', 'no', 'unknown', 'B', 'december', 'march', 'x');
    const answers = fc.record(
      {
        company_cmc_in_uk: fc.constantFrom('yes', 'no', 'unknown'),
        company_uk_residential_property: fc.constantFrom('yes', 'no'),
        co_ated_band: value,
        co_assets: fc.subarray(['shares', 'land', 'cash'], { minLength: 1 }),
        co_land_agent: value,
        co_year_end: fc.constantFrom('march', 'december'),
        co_offshore_reason: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(answers, (given) => {
        const kept = counted('c1:pre', given);
        for (const [name, v] of Object.entries(kept)) {
          const question = element(name) as SurveyElement;
          const page = content.content.questions.company?.pre?.pages.find((p) =>
            p.elements.includes(question),
          );
          expect(shown(page?.visibleIf, kept) && shown(question.visibleIf, kept), name).toBe(true);
          for (const choice of question.choices ?? [])
            if (typeof choice === 'object' && !shown(choice.visibleIf, kept))
              expect([v].flat(), name).not.toContain(choice.value);
          if (!Array.isArray(v)) expect(v).toBe(given[name as keyof typeof given]);
        }
        const again = partOf('c1:pre', kept as Record<string, unknown>);
        expect(visibleAnswers(again, content, reviewSubjects(context, [again]))).toBe(kept);
      }),
      { numRuns: 300 },
    );
  });
});

describe('questionsFor with visibleIf', () => {
  it('sends visibleIf to the browser unchanged, on questions, choices and pages', () => {
    const step = startReview(context);
    expect(step.part?.id).toBe('c1:pre');
    const pages = step.questions?.pages ?? [];
    expect(pages.map((p) => [p.name, p.visibleIf])).toEqual([
      ['page1', undefined],
      ['page2', "{company_cmc_in_uk} = 'no'"],
    ]);
    const elements = pages.flatMap((p) => p.elements);
    expect(elements.find((e) => e.name === 'co_ated_band')?.visibleIf).toBe(
      "{company_uk_residential_property} = 'yes'",
    );
    expect(elements.find((e) => e.name === 'co_assets')?.choices?.[1]).toEqual({
      value: 'land',
      text: 'Land',
      visibleIf: "{company_cmc_in_uk} = 'yes'",
    });
    expect(step.errors).toEqual([]);
  });

  it('hides what a visibleIf that does not compile is on, and reports it', () => {
    const input = visibleIfInput();
    const elements = input.questions.company?.pre?.pages[0]?.elements as SurveyElement[];
    (elements[2] as SurveyElement).visibleIf = '{company_uk_residential_property} =';
    const choice = (elements[3] as SurveyElement).choices?.[1] as { visibleIf: string };
    choice.visibleIf = '{entity_type} = "x"';
    const broken = compileContent(loadContent(input));
    const step = startReview({ structure, content: broken });
    const names = step.questions?.pages.flatMap((p) => p.elements.map((e) => e.name));
    expect(names).not.toContain('co_ated_band');
    expect(step.questions?.pages[0]?.elements.find((e) => e.name === 'co_assets')?.choices).toEqual([
      'shares',
      'cash',
    ]);
    expect(step.errors).toEqual([
      {
        entityName: 'Oak Holdings Ltd',
        message: 'Expected an expression but found the end of the text',
        question: 'co_ated_band',
        logic: '{company_uk_residential_property} =',
      },
      {
        entityName: 'Oak Holdings Ltd',
        message:
          "visibleIf reads only the questions of its own chunk (SurveyJS evaluates it on the part's answers), not {entity_type}",
        question: 'co_assets',
        logic: '{entity_type} = "x"',
      },
    ]);
    // An answer sent for it anyway does not count.
    const part = partOf('c1:pre', { company_cmc_in_uk: 'yes', co_ated_band: 'B', co_assets: ['land'] });
    expect(visibleAnswers(part, broken, reviewSubjects({ structure, content: broken }, [part]))).toEqual({
      company_cmc_in_uk: 'yes',
    });
  });

  it('reports a visibleIf that cannot be evaluated on the answers, and uses it as evaluated', () => {
    const input = visibleIfInput();
    const elements = input.questions.company?.pre?.pages[0]?.elements as SurveyElement[];
    (elements[2] as SurveyElement).visibleIf = 'age({co_offshore_reason}) > 1';
    const dated = compileContent(loadContent(input));
    const answers = { company_cmc_in_uk: 'no', co_offshore_reason: '01/01/2000', co_ated_band: 'B' };
    const part = partOf('c1:pre', answers);
    const subjects = reviewSubjects({ structure, content: dated }, [part]);
    const shown = questionsFor(part, dated, subjects);
    expect(shown.errors.map((e) => [e.question, e.message, e.logic])).toEqual([
      [
        'co_ated_band',
        "today() needs today's date in the evaluation context",
        'age({co_offshore_reason}) > 1',
      ],
    ]);
    // Still sent to the browser, where SurveyJS decides as the user answers.
    expect(shown.names).toContain('co_ated_band');
    // Without today the condition is empty, so the answer does not count; with today it does.
    expect(visibleAnswers(part, dated, subjects)).toEqual({
      company_cmc_in_uk: 'no',
      co_offshore_reason: '01/01/2000',
    });
    expect(visibleAnswers(part, dated, subjects, '01/01/2026')).toBe(answers);
    expect(questionsFor(part, dated, subjects, '01/01/2026').errors).toEqual([]);
  });
});

/** Rule ids that fired anywhere in the report's table. */
function fired(report: Report): string[] {
  return Object.values(report.table.values).flatMap((row) =>
    Object.values(row).flatMap((cell) => cell.explanation.map((e) => e.ruleId)),
  );
}

function report(parts: readonly Part[]): Report {
  return buildReport({
    structure,
    parts,
    content,
    report_id: 'r1',
    user: 'Ann Admin',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
}

/** A review answered by the script, then c2's post part sent as an API client could send it. */
function answered(c2: Record<string, unknown>): Sequence {
  const script: Script = { ...TEST_SCRIPT, bySubject: { ...TEST_SCRIPT.bySubject, c2 } };
  // A client that ignores visibleIf: the engine, not the browser, must drop the hidden answers.
  const done = completeReview(context, script, undefined, { answersHidden: true }).sequence;
  const post = { co_dwelling_held: c2.co_dwelling_held, company_dwelling_use: c2.company_dwelling_use };
  return advance(context, done, { part: { id: 'c2:post', answers: post } }).sequence;
}

function without(sequence: Sequence, drop: Record<string, readonly string[]>): Part[] {
  return sequence.parts.map((part) => {
    const names = drop[part.id];
    if (!names) return part;
    return {
      ...part,
      answers: Object.fromEntries(Object.entries(part.answers).filter(([n]) => !names.includes(n))),
    };
  });
}

describe('scoring counts only the answers that count', () => {
  // c2 (Oak Property Ltd) uses its UK dwelling: CO-ATED-1 fires on company_dwelling_use, a post
  // question with customLogic on company_uk_residential_property (pre) and visibleIf on
  // co_dwelling_held (post). Each case sends the dwelling answers although a condition hides them.
  const cases: [
    string,
    Record<string, unknown>,
    Record<string, unknown>,
    Record<string, readonly string[]>,
  ][] = [
    [
      'a question visibleIf hides on its own part, read by a rule',
      { company_cmc_in_uk: 'yes', company_uk_residential_property: 'yes', co_dwelling_held: 'no' },
      { co_dwelling_held: 'yes' },
      { 'c2:post': ['company_dwelling_use'] },
    ],
    [
      'a question visibleIf hides, read by a later part’s customLogic',
      { company_cmc_in_uk: 'no', company_uk_residential_property: 'yes', co_dwelling_held: 'yes' },
      { company_cmc_in_uk: 'yes' },
      { 'c2:pre': ['company_uk_residential_property'], 'c2:post': ['company_dwelling_use'] },
    ],
  ];

  it.each(cases)('%s: the report equals the report without the hidden answers', (_name, c2, shows, drop) => {
    const hidden = { ...c2, company_dwelling_use: 'occupied_by_connected' };
    const sent = answered(hidden);
    expect(report(sent.parts)).toEqual(report(without(sent, drop)));
    expect(fired(report(sent.parts))).not.toContain('CO-ATED-1');
    // The same answers fire the rule once the condition shows the question.
    expect(fired(report(answered({ ...hidden, ...shows }).parts))).toContain('CO-ATED-1');
  });

  it('effectiveAnswers leaves out the hidden answers', () => {
    const sent = answered({
      company_cmc_in_uk: 'no',
      company_uk_residential_property: 'yes',
      co_dwelling_held: 'yes',
      company_dwelling_use: 'occupied_by_connected',
    });
    const effective = effectiveAnswers(context, sent.parts);
    expect(effective.get('c2')).toEqual({ company_cmc_in_uk: 'no', co_dwelling_held: 'yes' });
    expect(sent.parts.find((p) => p.id === 'c2:pre')?.answers).toMatchObject({
      company_uk_residential_property: 'yes',
    });
  });
});

describe('answerSummary with visibleIf', () => {
  it('leaves out questions visibleIf hides and answers to hidden choices', () => {
    const parts = sequence.parts.map((p) =>
      p.id === 'c1:pre'
        ? partOf('c1:pre', {
            company_cmc_in_uk: 'no',
            company_uk_residential_property: 'yes',
            co_assets: ['shares', 'land'],
            co_year_end: 'december',
          })
        : p,
    );
    const page = answerSummary(context, parts).Pages.find((p) => p.Name === 'c1:pre');
    expect(page?.Answers).toEqual([
      { Title: 'company_cmc_in_uk', Answers: ['no'] },
      { Title: 'co_assets', Answers: ['shares'] },
      { Title: 'co_year_end', Answers: [] },
      { Title: 'co_offshore_reason', Answers: [] },
    ]);
  });
});
