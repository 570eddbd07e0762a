import { describe, expect, it } from 'vitest';
import { canGoBack, firstPageShown, moveFor, partLabel, progressOf } from './paging';

describe('Back and Next within and between parts', () => {
  it('Next turns the page inside a part and sends the part from its last page', () => {
    expect(moveFor('next', { index: 0, count: 2 })).toBe('nextPage');
    expect(moveFor('next', { index: 1, count: 2 })).toBe('sendNext');
    expect(moveFor('next', { index: 0, count: 1 })).toBe('sendNext');
  });

  it('Back turns the page back inside a part and sends back from its first page', () => {
    expect(moveFor('back', { index: 1, count: 2 })).toBe('previousPage');
    expect(moveFor('back', { index: 0, count: 2 })).toBe('sendBack');
  });

  it('opens a part on its last page when the user came back into it', () => {
    expect(firstPageShown(true, 3)).toBe(2);
    expect(firstPageShown(false, 3)).toBe(0);
    expect(firstPageShown(true, 0)).toBe(0);
  });

  it('has no Back on the very first page of the questionnaire only', () => {
    expect(canGoBack({ current: 0, total: 10 }, 0)).toBe(false);
    expect(canGoBack({ current: 0, total: 10 }, 1)).toBe(true);
    expect(canGoBack({ current: 2, total: 10 }, 0)).toBe(true);
  });
});

describe('progress (spec 4)', () => {
  it('is floor(100 * (current + page index) / total)', () => {
    expect(progressOf({ current: 5, total: 31 }, 1)).toBe(19);
    expect(progressOf({ current: 0, total: 31 }, 0)).toBe(0);
    expect(progressOf({ current: 2, total: 3 }, 0)).toBe(66);
  });
});

describe('part labels', () => {
  it('names the chunk, with acting as settlor and founder', () => {
    expect(partLabel({ entityType: 'settlement', part: 'pre' })).toBe('Settlement');
    expect(partLabel({ entityType: 'company', part: 'settlor' })).toBe('Company acting as settlor');
    expect(partLabel({ entityType: 'trust', part: 'founder' })).toBe('Trust acting as founder');
  });
});
