import { describe, expect, it } from 'vitest';
import { BACK_FROM_SUBMIT, initialMove } from './initial-move';

describe('the first request of the questionnaire', () => {
  it('resumes where the user left off by default', () => {
    expect(initialMove(null, null)).toEqual({ resume: true });
  });

  it('asks for the part named in the query', () => {
    expect(initialMove('t1:pre', BACK_FROM_SUBMIT)).toEqual({ requestedPartId: 't1:pre' });
  });

  it("goes back from the end after the submit page's Back", () => {
    expect(initialMove(null, BACK_FROM_SUBMIT)).toEqual({ back: true });
    expect(initialMove(null, { something: 'else' })).toEqual({ resume: true });
  });
});
