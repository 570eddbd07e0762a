import type { Entity, Party, SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  loadDraft,
  PREVIEW_DRAFT_KEY,
  saveDraft,
  savedDraftKey,
} from './draft-storage';

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

  it('keeps the edits of a saved structure per structure and revision, apart from the new structure’s draft', () => {
    saveDraft(DRAFT_KEY, draft);
    const edited = { ...draft, name: 'Delta (edited)' };
    saveDraft(savedDraftKey('s-1', 2), edited);
    expect(loadDraft(DRAFT_KEY)).toEqual(draft);
    expect(loadDraft(savedDraftKey('s-1', 2))).toEqual(edited);
    expect(loadDraft(savedDraftKey('s-1', 3))).toBeNull();
    expect(loadDraft(savedDraftKey('s-2', 2))).toBeNull();
    // Spec 2.4's one key: nothing else starts with it.
    expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY))).toEqual([DRAFT_KEY]);
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

  it('loads a draft saved before shares and nominees’ principals existed, as it was', () => {
    // What an older version stored: no share on any period, no principal on any party.
    const before = structure(
      [
        entity('c1', 'company', {
          name: 'Oak Ltd',
          children: [party('s', 'shareholder', 'c1', ['01/01/2014-31/12/2020'], { name: 'Sam' })],
        }),
        own(entity('c2', 'company', { name: 'Sub Ltd' }), 'c1', '01/01/2015'),
      ],
      'Oak',
    );
    localStorage.setItem(DRAFT_KEY, JSON.stringify(before));
    expect(loadDraft(DRAFT_KEY)).toEqual(before);
  });

  it('loads shares as typed, bands, and principals, even one whose entity has since gone', () => {
    const base = structure(
      [
        entity('c1', 'company', {
          name: 'Oak Ltd',
          children: [
            party('s', 'shareholder', 'c1', [], { name: 'Sam', nomineeFor: { entityId: 'gone' } }),
            party('t', 'shareholder', 'c1', [], {
              name: 'Tom',
              ordinal: 1,
              nomineeFor: { entityId: 'c2', partyId: 'x' },
            }),
          ],
        }),
        entity('c2', 'company', { name: 'Sub Ltd' }),
      ],
      'Oak',
    );
    const c1 = base.entities.c1 as Entity;
    const [sam, tom] = c1.children as [Party, Party];
    const draft: SurveyStructure = {
      ...base,
      entities: {
        ...base.entities,
        c1: {
          ...c1,
          children: [
            { ...sam, children: [{ id: 'd1', type: 'shareholderdates', date: '01/01/2014', share: '4.' }] },
            {
              ...tom,
              children: [{ id: 'd2', type: 'shareholderdates', date: '01/01/2014', share: 'over_50' }],
            },
          ],
        },
        c2: {
          ...(base.entities.c2 as Entity),
          overs: ['c1'],
          dates: [{ id: 'c1', date: '01/01/2015', share: '150' }],
        },
      },
    };
    saveDraft(DRAFT_KEY, draft);
    expect(loadDraft(DRAFT_KEY)).toEqual(draft);
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
