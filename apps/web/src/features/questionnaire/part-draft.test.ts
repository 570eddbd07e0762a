import { beforeEach, describe, expect, it } from 'vitest';
import { clearPartDraft, readPartDraft, savePartDraft } from './part-draft';

describe('the draft of the part being answered', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the answers and page of a part until it is sent', () => {
    savePartDraft('r1', { partId: 't1', answers: { trust_type: 'discretionary' }, pageNo: 2 });
    expect(readPartDraft('r1', 't1')).toEqual({
      partId: 't1',
      answers: { trust_type: 'discretionary' },
      pageNo: 2,
    });
    clearPartDraft('r1');
    expect(readPartDraft('r1', 't1')).toBeNull();
  });

  it('belongs to one part of one review', () => {
    savePartDraft('r1', { partId: 't1', answers: { a: 1 }, pageNo: 0 });
    expect(readPartDraft('r1', 'c1')).toBeNull();
    expect(readPartDraft('r2', 't1')).toBeNull();
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('tsr.partDraft.r1', '{not json');
    expect(readPartDraft('r1', 't1')).toBeNull();
  });
});
