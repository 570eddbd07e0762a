import { describe, expect, it } from 'vitest';
import { countOf } from './count-words';

describe('countOf', () => {
  it('says one with the singular and any other number with the plural', () => {
    expect(countOf(1, 'rule')).toBe('1 rule');
    expect(countOf(2, 'rule')).toBe('2 rules');
    expect(countOf(0, 'rule')).toBe('0 rules');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'entity', 'entities')).toBe('1 entity');
    expect(countOf(3, 'entity', 'entities')).toBe('3 entities');
  });
});
