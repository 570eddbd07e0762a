import { compileContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '../pack';
import { AURORA } from './cases/aurora';
import { goldenWalks } from './compare';
import type { GoldenCase } from './model';
import { runGolden } from './run';

/**
 * The scripted respondent that answers the golden cases is held to the server's answer
 * check (docs/questionnaire.md, "What the server checks"): a case that answers as the
 * questionnaire never would fails, and one the questionnaire would not let through has no report.
 */
const aurora = (changes: Record<string, unknown>): GoldenCase => ({
  ...AURORA,
  script: { ...AURORA.script, ...changes },
});

describe('a golden case is held to the server’s answer check', () => {
  it('fails when it answers outside a question’s choices', () => {
    const result = runGolden(aurora({ trust_jurisdiction: 'atlantis' }));
    expect(result.problems).toContain(
      "case: t1:pre: 'Under which law is the trust governed?' (trust_jurisdiction): 'atlantis' is not one of its choices",
    );
  });

  it('fails when a number is outside its bounds', () => {
    const result = runGolden(aurora({ settlor_uk_resident_years_last_20: 25 }));
    expect(result.problems).toContain(
      "case: t1/ms-a:pre: 'In how many of the previous 20 tax years was the settlor UK resident?' (settlor_uk_resident_years_last_20) takes a number of at most 20, not 25",
    );
  });

  it('stops, without a report, where a required question is left unanswered', () => {
    const stopped = aurora({ trust_type: 'banana' });
    const result = runGolden(stopped);
    expect(result.report).toBeNull();
    expect(result.problems).toEqual([
      "case: t1:pre: 'What kind of trust is it?' (trust_type): 'banana' is not one of its choices",
      "case: t1:pre: Next refused: 'What kind of trust is it?' (trust_type) needs an answer",
    ]);
    // The editor's golden gate reads such a case as one without a report, rather than failing.
    expect(goldenWalks(compileContent(defaultSurveyContent()), [stopped])).toEqual([null]);
  });
});
