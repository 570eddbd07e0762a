import { entity, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, PREVIEW_DRAFT_KEY, saveDraft } from './draft-storage';

const draft = structure(
  [entity('t1', 'trust', { name: 'Delta Trust', children: [party('a', 'settlor', 't1', ['31/02/20'])] })],
  'Delta',
);

describe('the draft in local storage (spec 2.4)', () => {
  it('is saved under one key and read back exactly, unreal dates included', () => {
    saveDraft(DRAFT_KEY, draft);
    expect(Object.keys(localStorage)).toEqual([DRAFT_KEY]);
    expect(loadDraft(DRAFT_KEY)).toEqual(draft);
  });

  it('keeps the preview draft apart from the review draft', () => {
    saveDraft(PREVIEW_DRAFT_KEY, draft);
    expect(loadDraft(DRAFT_KEY)).toBeNull();
    expect(loadDraft(PREVIEW_DRAFT_KEY)).toEqual(draft);
  });

  it('is cleared', () => {
    saveDraft(DRAFT_KEY, draft);
    clearDraft(DRAFT_KEY);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('loads a half-typed draft: empty names, dates as typed, properties it no longer knows dropped', () => {
    const typed = structure(
      [entity('t1', 'trust', { name: '', children: [party('a', 'settlor', 't1', ['3/1/'])] })],
      '',
    );
    const stored = { ...typed, savedBy: 'an older version' };
    const t1 = { ...typed.entities.t1, colour: 'teal' };
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...stored, entities: { t1 } }));
    expect(loadDraft(DRAFT_KEY)).toEqual(typed);
  });

  it('is ignored when it cannot be read, so the builder starts afresh', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(DRAFT_KEY)).toBeNull();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 'x', entities: { a: { id: 'a' } }, rootEntitiesIds: [] }),
    );
    expect(loadDraft(DRAFT_KEY)).toBeNull();
  });
});
