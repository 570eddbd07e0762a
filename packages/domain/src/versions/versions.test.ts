import { SurveyContent, type WordChange } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../content/compile';
import { loadContent } from '../content/load';
import { buildReport } from '../scoring/report';
import { prepareStructure } from '../structure/prepare';
import { completeReview, TEST_SCRIPT } from '../testing/answers';
import { TEST_CONTENT_INPUT, testContent } from '../testing/test-content';
import { testStructure } from '../testing/test-structure';
import { contentCounts, diffContent } from './content-diff';
import { changedCells, droppedAnswers } from './rescore';
import { wordDiff } from './word-diff';

const side = (words: WordChange[], keep: 'added' | 'removed') =>
  words
    .filter((w) => w.kind !== keep)
    .map((w) => w.text)
    .join('');

describe('word diff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(wordDiff("{trust_type} = 'discretionary'", "{trust_type} = 'fixed'")).toEqual([
      { kind: 'same', text: '{trust_type} = ' },
      { kind: 'removed', text: "'discretionary'" },
      { kind: 'added', text: "'fixed'" },
    ]);
    expect(wordDiff('a b c', 'a x b c')).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'b c' },
    ]);
  });

  it('gives back each text from its side of the diff', () => {
    const pairs = [
      ['The trust is UK resident', 'The trust is not resident in the UK'],
      ['', 'new text'],
      ['old text', ''],
      ['same', 'same'],
      ['a  b\nc', 'a b\n\nc d'],
    ] as const;
    for (const [before, after] of pairs) {
      const words = wordDiff(before, after);
      expect(side(words, 'added')).toBe(before);
      expect(side(words, 'removed')).toBe(after);
    }
  });

  it('shows no change for equal texts', () => {
    expect(wordDiff('x = 1', 'x = 1')).toEqual([{ kind: 'same', text: 'x = 1' }]);
  });
});

describe('content diff', () => {
  const before = testContent();

  it('finds nothing between a content and itself', () => {
    expect(diffContent(before, testContent())).toEqual({
      items: [],
      counts: { added: 0, removed: 0, changed: 0 },
    });
  });

  it("lists a rule's changed score and logic with a word diff", () => {
    const after = testContent();
    const rule = after.rules.rules.find((r) => r.id === 'TT-IHT-1');
    if (!rule) throw new Error('no rule');
    rule.score = 60;
    rule.logic = "{trust_type} = 'fixed'";
    const diff = diffContent(before, after);
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 1 });
    const item = diff.items[0];
    expect(item).toMatchObject({ area: 'rules', kind: 'changed', id: 'TT-IHT-1' });
    expect(item?.fields.map((f) => [f.field, f.before, f.after])).toEqual([
      ['logic', "{trust_type} = 'discretionary'", "{trust_type} = 'fixed'"],
      ['score', '75', '60'],
    ]);
    expect(item?.fields[0]?.words).toContainEqual({ kind: 'added', text: "'fixed'" });
  });

  it('lists questions added and removed by chunk and name, and a definition changed', () => {
    const next = testContent();
    const trust = next.questions.trust as NonNullable<typeof next.questions.trust>;
    trust.pre?.pages[1]?.elements.pop();
    trust.post?.pages[0]?.elements.push({
      type: 'radiogroup',
      name: 'trust_disposed_uk_land',
      title: 'Land?',
    });
    const definition = next.definitions.definitions[0];
    if (!definition) throw new Error('no definition');
    definition.logic = `${definition.logic} and true`;
    const diff = diffContent(before, next);
    expect(diff.items.map((i) => [i.area, i.kind, i.id])).toEqual([
      ['questions', 'added', 'trust:post:trust_disposed_uk_land'],
      ['questions', 'removed', 'trust:pre:trust_any_uk_resident_trustee'],
      ['definitions', 'changed', definition.id],
    ]);
    expect(diff.items[0]?.label).toBe('Question trust_disposed_uk_land (trust / post)');
    expect(diff.items[0]?.fields).toContainEqual({
      field: 'title',
      before: '',
      after: 'Land?',
      words: [{ kind: 'added', text: 'Land?' }],
    });
  });

  it("shows a reorder of a subgroup's rules as its rule ids in order", () => {
    const after = testContent();
    const subgroup = after.rules.categories
      .flatMap((c) => [...c.groups, ...c.subcategories.flatMap((sc) => sc.groups)])
      .flatMap((g) => g.subgroups)
      .find((sg) => sg.rules.length > 1);
    if (!subgroup) throw new Error('no subgroup with two rules');
    subgroup.rules.reverse();
    const diff = diffContent(before, after);
    expect(diff.items).toHaveLength(1);
    expect(diff.items[0]).toMatchObject({ area: 'ruleTree', kind: 'changed', id: subgroup.id });
    expect(diff.items[0]?.fields[0]?.field).toBe('rules');
  });

  it('counts questions, rules, responses and definitions', () => {
    const counts = contentCounts(before);
    expect(counts.rules).toBe(before.rules.rules.length);
    expect(counts.questions).toBeGreaterThan(10);
  });
});

describe('re-scoring on a newer version', () => {
  const structure = prepareStructure(testStructure());
  const content = compileContent(testContent());
  const done = completeReview({ structure, content }, TEST_SCRIPT);
  const report = (c: typeof content) =>
    buildReport({
      structure,
      parts: done.sequence.parts,
      content: c,
      report_id: 'r',
      user: 'u',
      user_id: 'u',
      company: 'c',
      timestamp: '2026-01-01T00:00:00Z',
    });

  it('names the answers whose question is gone, with their titles and answer texts', () => {
    const next = SurveyContent.parse(structuredClone(TEST_CONTENT_INPUT));
    const trust = next.questions.trust as NonNullable<typeof next.questions.trust>;
    const removed = trust.post?.pages[0]?.elements.shift();
    const newer = compileContent(loadContent(next));
    const dropped = droppedAnswers(structure, done.sequence, content, newer);
    expect(removed?.name).toBe('trust_uk_residential_property');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]?.question).toBe(removed?.title ?? removed?.name);
    expect(dropped[0]?.answers).toEqual(['direct']);
    expect(dropped[0]?.part).toBe(done.sequence.parts.find((p) => p.id === 't1:post')?.title);
  });

  it('drops nothing on the same content', () => {
    expect(droppedAnswers(structure, done.sequence, content, content)).toEqual([]);
  });

  it("lists the cells whose score a rule's new score changes", () => {
    const before = report(content);
    const cell = before.table.values['trust.trustees']?.IHT;
    const ruleId = cell?.explanation[0]?.ruleId;
    const next = testContent();
    const rule = next.rules.rules.find((r) => r.id === ruleId);
    if (!cell || !rule) throw new Error('no rule fired for the trustees IHT cell');
    rule.score = 1;
    const after = report(compileContent(next));
    expect(changedCells(before, before)).toEqual([]);
    expect(changedCells(before, after)).toContainEqual({
      rowGroup: 'Trust',
      row: 'Trustees',
      column: 'IHT',
      current: cell.score,
      latest: after.table.values['trust.trustees']?.IHT?.score ?? null,
    });
  });
});
