import { compileContent } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { defaultSurveyContent } from '../pack';
import { compareGolden, goldenScores, goldenWalks, scoreWalks } from './compare';

/** The pack with rule TT-ATED-1 (70, Trust / Trustees / ATED of aurora-trust-london-flat) scored 72. */
function withAtedScore(score: number) {
  const pack = defaultSurveyContent();
  return {
    ...pack,
    rules: {
      ...pack.rules,
      rules: pack.rules.rules.map((r) => (r.id === 'TT-ATED-1' ? { ...r, score } : r)),
    },
  };
}

describe('the golden gate: walks reused for a draft whose questions and definitions did not change', () => {
  it('scores a rules edit from the published walks exactly as walking the draft again', () => {
    const published = compileContent(defaultSurveyContent());
    const draft = compileContent(withAtedScore(72));
    const reused = scoreWalks(draft, goldenWalks(published));
    expect(reused).toEqual(goldenScores(draft));

    const comparison = compareGolden(goldenScores(published), reused);
    expect(comparison.changed).toBe(true);
    expect(comparison.cases.find((c) => c.name === 'aurora-trust-london-flat')?.cells).toContainEqual({
      row: 'Trust / Trustees',
      column: 'ATED',
      published: 70,
      draft: 72,
    });
  });
});

describe('the golden gate shows the causes a rule edit changes', () => {
  it("lists where a rule's cause is stated with how many findings, before it is published", () => {
    const pack = defaultSurveyContent();
    const withoutTrusteesAted = {
      ...pack,
      rules: {
        ...pack.rules,
        rules: pack.rules.rules.map((r) =>
          r.id === 'TT-ATED-1' ? { ...r, causeQuestion: '', causeAnswers: [], causeText: '' } : r,
        ),
      },
    };
    const published = compileContent(pack);
    const comparison = compareGolden(
      goldenScores(published),
      scoreWalks(compileContent(withoutTrusteesAted), goldenWalks(published)),
    );
    expect(comparison.changed).toBe(true);
    const aurora = comparison.cases.find((c) => c.name === 'aurora-three-level-chain');
    // The trustees' ATED finding no longer belongs to the flat's cause; no cell changes.
    expect(aurora?.cells).toEqual([]);
    expect(aurora?.causes).toEqual([
      { text: 'The UK dwelling held by Aurora Holdings Ltd', published: 16, draft: 15 },
    ]);
  });
});
