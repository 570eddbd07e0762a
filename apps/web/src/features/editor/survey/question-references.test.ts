import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../editor-fixtures';
import { renameCount, renameEverywhere } from './question-references';

describe('question references on a rename in the designer', () => {
  it('counts the logic texts naming the old question and rewrites them, leaving strings alone', () => {
    const content = sampleDraft();
    content.questions = {
      trust: {
        pre: {
          pages: [
            {
              name: 'p',
              elements: [
                { type: 'text', name: 'resident', customLogic: "{trustee_resident} = 'trustee_resident'" },
              ],
            },
          ],
        },
      },
    };
    const uses = renameCount(content, 'trustee_resident', 'trustees_resident');
    expect(uses).toBeGreaterThanOrEqual(2);
    const next = renameEverywhere(content, 'trustee_resident', 'trustees_resident');
    expect(next.questions.trust?.pre?.pages[0]?.elements[0]?.customLogic).toBe(
      "{trustees_resident} = 'trustee_resident'",
    );
    expect(renameCount(next, 'trustee_resident', 'trustees_resident')).toBe(0);
    expect(renameCount(content, 'nobody_reads_this', 'x')).toBe(0);
  });
});
