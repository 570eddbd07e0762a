import type { Report, RuleAction, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { validateContent } from '../content/validate';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { buildReport } from './report';

const structure = prepareStructure(testStructure());

function withActions(actions: Record<string, RuleAction[]>): SurveyContent {
  const content = testContent();
  return {
    ...content,
    rules: {
      ...content.rules,
      rules: content.rules.rules.map((rule) => ({ ...rule, actions: actions[rule.id] ?? [] })),
    },
  };
}

function reportOn(content: SurveyContent, today: string): Report {
  const compiled = compileContent(content);
  return buildReport({
    structure,
    parts: completeReview({ structure, content: compiled, today }, TEST_SCRIPT).sequence.parts,
    content: compiled,
    today,
    report_id: 'r1',
    user: 'Ann Admin',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
}

const tenYears = {
  text: 'Ten-year anniversary charge',
  due: 'nextAnniversary({first_settlement}, 10)',
  law: 'IHTA 1984 s.64',
};

describe('key dates: the dated actions of the rules that fired', () => {
  it('works each due date out where its rule fired, as at the review date, soonest first', () => {
    const content = withActions({
      // Oak Trust was first settled on 01/06/2010 (Ann's first settlement).
      'TT-IHT-1': [
        tenYears,
        {
          text: 'Deliver the IHT100 account for the ten-year charge',
          due: 'endOfMonth(addMonths(nextAnniversary({first_settlement}, 10), 6))',
          law: 'IHTA 1984 s.216(6)',
        },
      ],
      // Looped on the trust's settlors: one action for Ann, the settlor it fired for.
      'TS-IT-1': [
        { text: 'Review the settlor-interested charge', due: "'31/01/2026'", law: 'ITTOIA 2005 s.624' },
      ],
    });
    const report = reportOn(content, '05/01/2026');
    expect(report.errors).toEqual([]);
    expect(report.keyDates).toEqual([
      {
        ruleId: 'TS-IT-1',
        entityId: 't1',
        loopInstance: 't1/ann',
        text: 'Review the settlor-interested charge',
        due: '31/01/2026',
        law: 'ITTOIA 2005 s.624',
        overdue: false,
      },
      {
        ruleId: 'TT-IHT-1',
        entityId: 't1',
        text: 'Ten-year anniversary charge',
        due: '01/06/2030',
        law: 'IHTA 1984 s.64',
        overdue: false,
      },
      {
        ruleId: 'TT-IHT-1',
        entityId: 't1',
        text: 'Deliver the IHT100 account for the ten-year charge',
        // Six months after the end of June 2030.
        due: '31/12/2030',
        law: 'IHTA 1984 s.216(6)',
        overdue: false,
      },
    ]);
  });

  it('marks a date before the as-at date overdue, and keeps a date the law sets on a weekend', () => {
    const content = withActions({
      'TT-IHT-1': [
        { text: 'ATED return of the period running', due: 'lastDate(30, 4)', law: 'FA 2013 s.159' },
        { text: 'Next ATED return', due: 'nextDate(30, 4)', law: 'FA 2013 s.159' },
      ],
    });
    // As at 01/06/2024: the return due 30/04/2024 is overdue; 30/04/2025 falls on a Wednesday,
    // and as at 01/06/2026 the next, 30/04/2027, on a Friday; 30/04/2033 is a Saturday, kept as it is.
    const report = reportOn(content, '01/06/2024');
    expect(report.keyDates?.map((k) => [k.text, k.due, k.overdue])).toEqual([
      ['ATED return of the period running', '30/04/2024', true],
      ['Next ATED return', '30/04/2025', false],
    ]);
    const weekend = reportOn(content, '01/05/2032');
    expect(weekend.keyDates?.find((k) => k.text === 'Next ATED return')?.due).toBe('30/04/2033');
    expect(new Date(Date.UTC(2033, 3, 30)).getUTCDay()).toBe(6);
  });

  it('lists nothing for a date the answers do not give, and names a due date that is not a date as an error', () => {
    const content = withActions({
      'TT-IHT-1': [
        { text: 'Nothing to date', due: "iif({trust_type} = 'bare', today(), '')", law: '' },
        { text: 'Broken', due: "'not a date'", law: '' },
      ],
    });
    const report = reportOn(content, '05/01/2026');
    expect(report.keyDates).toBeUndefined();
    expect(report.errors).toEqual([
      expect.objectContaining({
        rule: 'TT-IHT-1',
        message: "The due date of a dated action is not a date in the form dd/mm/yyyy: 'not a date'",
      }),
    ]);
  });

  it('refuses a dated action without words or a due date, and a due date that does not compile', () => {
    const findings = validateContent(
      withActions({
        'TT-IHT-1': [
          { text: ' ', due: '', law: '' },
          { text: 'x', due: 'addMonths(', law: '' },
        ],
      }),
    );
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['action', 'rules.rules[1].actions[0].text'],
      ['action', 'rules.rules[1].actions[0].due'],
      ['logic', 'rules.rules[1].actions[1].due'],
    ]);
  });
});
