import { describe, expect, it } from 'vitest';
import { recordEdits, type ServerDraft } from './draft-sections';
import { sampleDraft } from './editor-fixtures';
import { rebaseEdits, staleSections } from './rebase-edits';

const opened: ServerDraft = {
  content: sampleDraft(),
  revisions: { questions: 4, rules: 7, responses: 2, definitions: 1 },
};

function withScore(draft: ServerDraft['content'], index: number, score: number) {
  const next = structuredClone(draft);
  next.rules.rules[index] = { ...next.rules.rules[index], score } as (typeof next.rules.rules)[0];
  return next;
}

describe('merging this tab’s edits with a draft another admin saved meanwhile', () => {
  it('keeps both admins’ changes and makes the edit one of the saved revision, so Save is accepted', () => {
    const edits = recordEdits(opened, {}, withScore(opened.content, 0, 55));
    // Another admin saved the rules (revision 8) with the second rule changed.
    const saved: ServerDraft = {
      content: withScore(opened.content, 1, 66),
      revisions: { ...opened.revisions, rules: 8 },
    };
    expect(staleSections(edits, saved)).toEqual(['rules']);

    const { edits: rebased, conflicts } = rebaseEdits(edits, saved);
    expect(conflicts).toEqual([]);
    expect(rebased.rules?.baseRevision).toBe(8);
    expect(rebased.rules?.content.rules.map((r) => r.score).slice(0, 2)).toEqual([55, 66]);
    expect(staleSections(rebased, saved)).toEqual([]);
  });

  it('keeps this tab’s score where both changed it, naming the place', () => {
    const edits = recordEdits(opened, {}, withScore(opened.content, 0, 55));
    const saved: ServerDraft = {
      content: withScore(opened.content, 0, 44),
      revisions: { ...opened.revisions, rules: 8 },
    };
    const { edits: rebased, conflicts } = rebaseEdits(edits, saved);
    expect(rebased.rules?.content.rules[0]?.score).toBe(55);
    expect(conflicts).toEqual([`rules.rules[${opened.content.rules.rules[0]?.id}].score`]);
  });
});
