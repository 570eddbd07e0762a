import type { Report, SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { updateRemediation } from '../remediation/remediate';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { causeSelectors, causeSubjects, reportCauses } from './causes';

const structure = prepareStructure(testStructure());

/** The test content with causes given to some of its rules. */
function withCauses(
  causes: Record<string, { question: string; answers?: string[]; text: string }>,
): SurveyContent {
  const content = testContent();
  return {
    ...content,
    rules: {
      ...content.rules,
      rules: content.rules.rules.map((rule) => {
        const cause = causes[rule.id];
        return cause
          ? {
              ...rule,
              causeQuestion: cause.question,
              causeAnswers: cause.answers ?? [],
              causeText: cause.text,
            }
          : rule;
      }),
    },
  };
}

function scored(content: SurveyContent): { report: Report; compiled: ReturnType<typeof compileContent> } {
  const compiled = compileContent(content);
  const parts = completeReview({ structure, content: compiled }, TEST_SCRIPT).sequence.parts;
  const report = buildReport({
    structure,
    parts,
    content: compiled,
    report_id: 'r1',
    user: 'Ann Admin',
    user_id: 'u1',
    company: 'Oak Advisers',
    timestamp: '2026-01-05T10:00:00.000Z',
  });
  return { report, compiled };
}

describe('findings grouped by their cause', () => {
  it('states a fact once, with every rule that fired because of it', () => {
    const { report, compiled } = scored(
      withCauses({
        'TT-IHT-3': {
          question: 'trust_uk_residential_property',
          answers: ['direct'],
          text: 'The dwelling {subject} holds',
        },
        'TT-IHT-1': {
          question: 'trust_uk_residential_property',
          answers: ['direct'],
          text: 'The house of {subject}',
        },
      }),
    );
    const causes = reportCauses(report, compiled);
    expect(causes).toHaveLength(1);
    const [cause] = causes;
    // The highest-scoring rule's words speak for the cause, with its subject named.
    expect(cause?.text).toBe('The dwelling Oak Trust holds');
    expect(cause?.key).toBe('trust_uk_residential_property|t1');
    expect(cause?.score).toBe(90);
    expect(cause?.findings.map((f) => [f.row, f.column, f.ruleId, f.score, f.subject])).toEqual([
      ['Trust / Trustees', 'IHT', 'TT-IHT-3', 90, 'Oak Trust'],
      ['Trust / Trustees', 'IHT', 'TT-IHT-1', 75, 'Oak Trust'],
    ]);
    expect(cause?.findings.every((f) => f.text.length > 0 && f.status === null)).toBe(true);
  });

  it('groups looped findings by the loop instance whose answer is the cause, on any rule and row', () => {
    const resident = {
      question: 'settlor_uk_resident_current',
      answers: ['yes'],
      text: '{subject} lives in the UK',
    };
    const { report, compiled } = scored(
      withCauses({ 'TS-IT-1': resident, 'OS-IT-1': resident, 'TT-IT-1': resident }),
    );
    const causes = reportCauses(report, compiled);
    const byKey = Object.fromEntries(
      causes.map((c) => [c.key, c.findings.map((f) => `${f.ruleId} ${f.subject}`)]),
    );
    // Ann's residence raised the settlor's IT risk, the over-settlor risk on the company below and
    // the trustees' risk; Cara's the last two. The settlor answered 'no' and the one not answered
    // are the cause of nothing.
    expect(byKey).toEqual({
      'settlor_uk_resident_current|t1/ann': [
        'TS-IT-1 Oak Trust, for Ann (Oak Trust)',
        'TT-IT-1 Oak Trust',
        'OS-IT-1 Oak Property Ltd, for Ann (Oak Trust)',
      ],
      'settlor_uk_resident_current|t1/t1~c1~cara': [
        'TT-IT-1 Oak Trust',
        'OS-IT-1 Oak Property Ltd, for Cara (Oak Trust)',
      ],
    });
    const ann = causes.find((c) => c.key.endsWith('t1/ann'));
    expect(ann?.text).toBe('Ann (Oak Trust) lives in the UK');
  });

  it('lists no cause for rules without one, and none for an answer that is not the cause', () => {
    const { report, compiled } = scored(withCauses({}));
    expect(reportCauses(report, compiled)).toEqual([]);
    const explanation = {
      reads: [
        { question: 'q', entityId: 'e1', value: 'no' },
        { question: 'q', entityId: 'e2' },
      ],
    };
    expect(causeSubjects({ causeQuestion: 'q', causeAnswers: ['yes'], causeText: 'x' }, explanation)).toEqual(
      [],
    );
    // No answers listed: any answer given is the cause.
    expect(causeSubjects({ causeQuestion: 'q', causeAnswers: [], causeText: 'x' }, explanation)).toEqual([
      'e1',
    ]);
    // A list answer (checkboxes) is the cause when it holds one of the answers.
    expect(
      causeSubjects(
        { causeQuestion: 'q', causeAnswers: ['b'], causeText: 'x' },
        { reads: [{ question: 'loop.q', entityId: 'e3', value: ['a', 'b'] }] },
      ),
    ).toEqual(['e3']);
  });

  it("carries each risk's status, and resolving the cause names each risk once", () => {
    const { report, compiled } = scored(
      withCauses({
        'OS-IT-1': {
          question: 'settlor_uk_resident_current',
          answers: ['yes'],
          text: '{subject} lives in the UK',
        },
      }),
    );
    const [first] = reportCauses(report, compiled);
    const selector = first?.findings[0]?.selector;
    if (!selector) throw new Error('expected a finding');
    const updated = updateRemediation(
      report,
      { selector, action: 'resolved', text: 'Moved abroad' },
      {
        user: 'ann@example.com',
        timestamp: '2026-01-06T10:00:00.000Z',
      },
    );
    if (!updated.ok) throw new Error(updated.error);
    const [after] = reportCauses(updated.report, compiled);
    expect(after?.findings[0]?.status).toBe('resolved');
    expect(causeSelectors(after ?? { key: '', text: '', score: 0, findings: [] })).toEqual([selector]);
  });
});
