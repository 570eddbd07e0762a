import type { Entity, Report } from '@tsr/contract';
import { compileContent, riskReasons } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '../pack';
import { OAKRIDGE_NOMINEE } from './cases/oakridge';
import { ROWAN } from './cases/rowan';
import type { GoldenCase } from './model';
import { runGolden } from './run';

/**
 * What the customer reads when the law's chain tests decide a risk: the shares and close statuses
 * behind it, a share not given said as such, and the nominee's principal named.
 */

const content = compileContent(defaultSurveyContent());

function reportOf(golden: GoldenCase): Report {
  const { report } = runGolden(golden, content);
  if (!report) throw new Error(golden.name);
  return report;
}

/** Rowan with the joint venture close as answered and the trust's share as given ('' not given). */
function rowan(close: string, share: string): GoldenCase {
  const jv = ROWAN.structure.entities.jv as Entity;
  return {
    ...ROWAN,
    structure: {
      ...ROWAN.structure,
      entities: { ...ROWAN.structure.entities, jv: { ...jv, dates: jv.dates.map((d) => ({ ...d, share })) } },
    },
    script: { ...ROWAN.script, company_is_close: close },
  };
}

const reasonFor = (report: Report, ruleId: string) =>
  riskReasons(report, content).find((r) => r.ruleId === ruleId && r.entityId === 't1');

describe('the explanation of a risk found along a chain', () => {
  it('says that a share was not given, and still finds the risk (the cautious reading)', () => {
    const reason = reasonFor(reportOf(rowan('yes', '')), 'TT-IHT-1');
    expect(reason?.answers).toContainEqual({
      question: 'Share held in Thames Residential JV Ltd',
      subject: 'Rowan Trust',
      answer: 'Not given',
    });
  });

  it('shows the share given and a close status not known', () => {
    const reason = reasonFor(reportOf(rowan('unknown', '40')), 'TT-IHT-1');
    expect(reason?.answers).toEqual(
      expect.arrayContaining([
        { question: 'Share held in Thames Residential JV Ltd', subject: 'Rowan Trust', answer: '40%' },
        {
          question: 'Is the company controlled by five or fewer participators, or by its directors?',
          subject: 'Thames Residential JV Ltd',
          answer: 'Not known',
        },
      ]),
    );
  });

  it('finds no Sch A1 risk for a share under 5% of a close company', () => {
    expect(reasonFor(reportOf(rowan('yes', 'under_5')), 'TT-IHT-1')).toBeUndefined();
    expect(reasonFor(reportOf(rowan('yes', '5_to_25')), 'TT-IHT-1')).toBeDefined();
  });
});

describe('the nominee text', () => {
  it('names the nominee and its principal and says what the review did', () => {
    const report = reportOf(OAKRIDGE_NOMINEE);
    const investco = report.responses.find((r) => r.id === 'investco');
    const texts = investco?.loopedResponses.flatMap((l) => l.responses.map((r) => r.text)) ?? [];
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Pier Nominees Ltd holds shares in this company as nominee for Oakridge Holdings Ltd\. For every tax the review treats Oakridge Holdings Ltd as holding those shares directly/,
      ),
    );
  });
});
