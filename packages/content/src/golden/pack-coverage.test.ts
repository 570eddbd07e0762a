import { compileContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '../pack';
import { goldenScores } from './compare';
import { goldenCoverage } from './coverage';

/**
 * The default content pack's own golden structures fire at least 80% of its rules (issue 34;
 * docs/content-pack.md gives the figures). A rule added to the pack needs a golden structure that
 * fires it, or the share falls: this test names the rules none fires.
 */
describe('the default pack’s coverage by its golden structures', () => {
  it('fires at least 80% of the rules', () => {
    const pack = compileContent(defaultSurveyContent());
    const coverage = goldenCoverage(
      pack,
      goldenScores(pack).map((scores) => scores.fired),
    );
    const uncovered = coverage.uncovered.map((rule) => `${rule.id} ${rule.name}`);
    expect(
      coverage.overall.percent,
      `${coverage.overall.fired} of ${coverage.overall.rules} rules fired; none fires:\n${uncovered.join('\n')}`,
    ).toBeGreaterThanOrEqual(80);
  });
});
