import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { startReview } from './advance';
import { answeredParts } from './answered-parts';

const context = { structure: prepareStructure(testStructure()), content: compileContent(testContent()) };

describe('answeredParts: how far a review has got, in the parts the user is shown', () => {
  it('counts none answered at the start, and leaves out parts whose questions are all hidden', () => {
    const start = startReview(context);
    const counted = answeredParts(context, start.sequence.parts);
    expect(counted.answered).toBe(0);
    expect(counted.total).toBeGreaterThan(0);
    expect(counted.total).toBeLessThan(start.sequence.parts.length);
  });

  it('counts every shown part answered once the review is finished', () => {
    const done = completeReview(context, TEST_SCRIPT);
    expect(done.finished).toBe(true);
    const counted = answeredParts(context, done.sequence.parts);
    expect(counted.answered).toBe(counted.total);
  });
});
