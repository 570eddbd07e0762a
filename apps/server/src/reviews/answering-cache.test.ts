import { describe, expect, it } from 'vitest';
import { KeptByReview } from './answering-cache';

describe('KeptByReview', () => {
  it('keeps at most its limit: the oldest kept goes first', () => {
    const kept = new KeptByReview<{ n: number }>(2);
    kept.keep('a', { n: 1 });
    kept.keep('b', { n: 2 });
    kept.keep('c', { n: 3 });
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toEqual({ n: 2 });
    expect(kept.get('c')).toEqual({ n: 3 });
  });

  it('makes a review kept again the newest, with its new value', () => {
    const kept = new KeptByReview<{ n: number }>(2);
    kept.keep('a', { n: 1 });
    kept.keep('b', { n: 2 });
    kept.keep('a', { n: 10 });
    kept.keep('c', { n: 3 });
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toEqual({ n: 10 });
    expect(kept.get('c')).toEqual({ n: 3 });
  });

  it('freezes what it keeps, all the way down, and gives that back', () => {
    const kept = new KeptByReview<{ parts: { answers: Record<string, unknown> }[] }>(1);
    const value = { parts: [{ answers: { q1: ['yes'] } }] };
    const frozen = kept.keep('a', value);
    expect(frozen).toBe(value);
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(Object.isFrozen(frozen.parts[0]?.answers)).toBe(true);
    expect(Object.isFrozen(frozen.parts[0]?.answers.q1)).toBe(true);
    expect(() => {
      frozen.parts.push({ answers: {} });
    }).toThrow(TypeError);
  });
});
