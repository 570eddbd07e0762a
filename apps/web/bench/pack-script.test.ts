import { defaultSurveyContent } from '@tsr/content';
import { compileContent, prepareStructure } from '@tsr/domain';
import { completeReview, familyStructure } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { packScript } from './pack-script';

describe('packScript', () => {
  it("answers every part of the default pack's questionnaire for the browser bench's structures, as the server checks", () => {
    const content = compileContent(defaultSurveyContent());
    for (const groups of [1, 10]) {
      const problems: string[] = [];
      const done = completeReview(
        { structure: prepareStructure(familyStructure(groups)), content, today: '31/01/2026' },
        packScript(groups),
        undefined,
        { onPart: (_, answering) => problems.push(...answering.problems) },
      );
      expect(done.finished).toBe(true);
      expect(problems).toEqual([]);
    }
  });
});
