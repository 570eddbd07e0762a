import { describe, expect, it } from 'vitest';
import { mergeSection } from './merge-sections';

const rule = (id: string, score: number, name = id) => ({ id, name, score });

describe('merging this tab’s edits of a section with what another admin saved meanwhile', () => {
  const base = { rules: [rule('a', 10), rule('b', 20), rule('c', 30)], title: 'T' };

  it('keeps both admins’ changes to different items, and the items each added', () => {
    const mine = { ...base, rules: [rule('a', 11), rule('b', 20), rule('c', 30), rule('mine', 1)] };
    const theirs = { ...base, rules: [rule('a', 10), rule('b', 22), rule('c', 30), rule('theirs', 2)] };
    expect(mergeSection(base, mine, theirs, 'rules')).toEqual({
      value: {
        rules: [rule('a', 11), rule('b', 22), rule('c', 30), rule('theirs', 2), rule('mine', 1)],
        title: 'T',
      },
      conflicts: [],
    });
  });

  it('keeps this tab’s value where both changed the same field, and names the place', () => {
    const mine = { ...base, rules: [rule('a', 11), ...base.rules.slice(1)] };
    const theirs = { ...base, rules: [rule('a', 12, 'renamed'), ...base.rules.slice(1)] };
    expect(mergeSection(base, mine, theirs, 'rules')).toEqual({
      value: { ...base, rules: [{ id: 'a', name: 'renamed', score: 11 }, ...base.rules.slice(1)] },
      conflicts: ['rules.rules[a].score'],
    });
  });

  it('takes deletions from either side, and this tab’s reorder when the other only edited', () => {
    const mine = { ...base, rules: [rule('c', 30), rule('a', 10)] };
    const theirs = { ...base, rules: [rule('a', 10), rule('b', 20), rule('c', 33)], title: 'New' };
    expect(mergeSection(base, mine, theirs, 'rules')).toEqual({
      value: { rules: [rule('c', 33), rule('a', 10)], title: 'New' },
      conflicts: [],
    });
  });

  it('merges lists of ids (a definition group’s members) item by item', () => {
    const groups = { groups: [{ id: 'G', definitions: ['x', 'y'] }] };
    const mine = { groups: [{ id: 'G', definitions: ['x', 'y', 'mine'] }] };
    const theirs = { groups: [{ id: 'G', definitions: ['y', 'theirs'] }] };
    expect(mergeSection(groups, mine, theirs, 'definitions').value).toEqual({
      groups: [{ id: 'G', definitions: ['y', 'theirs', 'mine'] }],
    });
  });

  it('keeps an item this tab changed that the other admin deleted, and says so', () => {
    const mine = { ...base, rules: [rule('a', 15), rule('b', 20), rule('c', 30)] };
    const theirs = { ...base, rules: [rule('b', 20), rule('c', 30)] };
    const merged = mergeSection(base, mine, theirs, 'rules');
    expect(merged.value).toEqual({ ...base, rules: [rule('b', 20), rule('c', 30), rule('a', 15)] });
    expect(merged.conflicts).toEqual(['rules.rules[a]']);
  });
});
