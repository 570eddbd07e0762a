import { SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { TEST_CONTENT_INPUT, testContent } from '../testing/test-content';
import {
  addNode,
  deleteNode,
  type EditResult,
  renameNode,
  reorderNode,
  responseIdFor,
  saveResponse,
  saveResponseSubgroup,
  slugOf,
} from './editor';
import { loadContent } from './load';
import { validateContent } from './validate';

function ok(result: EditResult): SurveyContent {
  if (!result.ok) throw new Error(result.error);
  return result.content;
}

const ruleIds = (content: SurveyContent) => content.rules.rules.map((r) => r.id);
const responseIds = (content: SurveyContent) => content.responses.responses.map((r) => r.id);

describe('loadContent (spec 5.3 clean-ups)', () => {
  const raw = SurveyContent.parse(TEST_CONTENT_INPUT);
  const loaded = loadContent(raw);

  it('drops a definition group named NOT WORKING and the definitions only it listed', () => {
    expect(raw.definitions.groups.map((g) => g.id)).toContain('NOT WORKING');
    expect(loaded.definitions.groups.map((g) => g.id)).toEqual(['Residence', 'Property']);
    expect(loaded.definitions.definitions.map((d) => d.id)).toEqual([
      'uk_resident_settlor',
      'holds_uk_dwelling',
      'uk_dwelling_not_filed',
    ]);
  });

  it('drops rules no subgroup lists and responses nothing lists or points at', () => {
    expect(ruleIds(raw)).toContain('OLD-1');
    expect(ruleIds(loaded)).not.toContain('OLD-1');
    expect(responseIds(raw)).toContain('r-old');
    expect(responseIds(loaded)).not.toContain('r-old');
    expect(ruleIds(loaded)).toHaveLength(15);
  });

  it('keeps a risk text a rule points at even when no subgroup lists it', () => {
    const content = structuredClone(raw);
    for (const category of content.responses.categories)
      for (const g of category.groups) for (const s of g.subgroups) s.responses = [];
    const after = loadContent(content);
    expect(responseIds(after)).toContain('r-tt-it-1');
    expect(responseIds(after)).not.toContain('r-trust-intro');
  });

  it('leaves content valid and is idempotent', () => {
    expect(validateContent(loaded)).toEqual([]);
    expect(loadContent(loaded)).toEqual(loaded);
  });
});

describe('rule and response tree operations', () => {
  const content = testContent();

  it('adds a node with defaults, under the right kind of parent only', () => {
    const next = ok(
      addNode(content, {
        tree: 'rules',
        kind: 'subgroup',
        parent: ['cat-trust', 'sub-trustees', 'g-tt-it'],
        node: { id: 'sg-new', name: 'New' },
      }),
    );
    const group = next.rules.categories[0]?.subcategories[0]?.groups[0];
    expect(group?.subgroups.map((s) => s.id)).toEqual(['sg-tt-it', 'sg-new']);
    expect(group?.subgroups[1]).toEqual({
      id: 'sg-new',
      name: 'New',
      logic: '',
      isLooped: false,
      loopKey: '',
      rules: [],
      context: '',
    });
    expect(content.rules.categories[0]?.subcategories[0]?.groups[0]?.subgroups).toHaveLength(1);

    expect(
      addNode(content, { tree: 'rules', kind: 'rule', parent: ['cat-trust'], node: { id: 'x', name: 'x' } }),
    ).toEqual({
      ok: false,
      error: 'A rule cannot be placed under a category',
    });
    expect(
      addNode(content, { tree: 'rules', kind: 'group', parent: ['nowhere'], node: { id: 'x', name: 'x' } }),
    ).toEqual({
      ok: false,
      error: "No item 'nowhere' found",
    });
    expect(
      addNode(content, {
        tree: 'rules',
        kind: 'group',
        parent: ['cat-trust'],
        node: { id: 'sub-settlor', name: 'IT' },
      }),
    ).toEqual({ ok: false, error: "Id 'sub-settlor' is already used" });
  });

  it('adds a rule to the rules list and to its subgroup, at an index', () => {
    const next = ok(
      addNode(content, {
        tree: 'rules',
        kind: 'rule',
        parent: ['cat-trust', 'sub-trustees', 'g-tt-it', 'sg-tt-it'],
        node: {
          id: 'TT-IT-2',
          name: 'UK source income',
          logic: "{trust_type} = 'discretionary'",
          score: 45,
          response: 'r-tt-it-1',
        },
        index: 0,
      }),
    );
    expect(next.rules.categories[0]?.subcategories[0]?.groups[0]?.subgroups[0]?.rules).toEqual([
      'TT-IT-2',
      'TT-IT-1',
    ]);
    expect(next.rules.rules.at(-1)).toMatchObject({
      id: 'TT-IT-2',
      score: 45,
      isLooped: false,
      loopKey: '',
      context: '',
    });
    expect(validateContent(next)).toEqual([]);
  });

  it('renames nodes and leaves', () => {
    const next = ok(
      renameNode(content, { tree: 'rules', path: ['cat-trust', 'sub-beneficiaries'], name: 'beneficiaries' }),
    );
    expect(next.rules.categories[0]?.subcategories[2]?.name).toBe('beneficiaries');
    const leaf = ok(
      renameNode(content, {
        tree: 'responses',
        path: ['rc-trust', 'rg-trust', 'rs-trust-intro', 'r-trust-intro'],
        name: 'Intro text',
      }),
    );
    expect(leaf.responses.responses.find((r) => r.id === 'r-trust-intro')?.name).toBe('Intro text');
    expect(renameNode(content, { tree: 'rules', path: ['cat-trust', 'nope'], name: 'x' })).toEqual({
      ok: false,
      error: "No item 'nope' found",
    });
  });

  it('deletes with cascade: the subtree goes, and the rules only it listed are dropped', () => {
    const next = ok(deleteNode(content, { tree: 'rules', path: ['cat-trust', 'sub-settlor'] }));
    expect(next.rules.categories[0]?.subcategories.map((s) => s.id)).toEqual([
      'sub-trustees',
      'sub-beneficiaries',
    ]);
    expect(ruleIds(next)).not.toContain('TS-IT-1');
    expect(ruleIds(next)).not.toContain('TS-IHT-5');
    expect(ruleIds(next)).toContain('TT-IT-1');
    // The transformed subcategory pointed at the deleted row: validation says so.
    expect(validateContent(next).map((f) => f.code)).toEqual(['transform']);
  });

  it('deletes a response subgroup: its texts go unless a rule still points at them', () => {
    const next = ok(
      deleteNode(content, { tree: 'responses', path: ['rc-trust', 'rg-trust', 'rs-trust-intro'] }),
    );
    expect(responseIds(next)).not.toContain('r-trust-intro');
    const risks = ok(
      deleteNode(content, { tree: 'responses', path: ['rc-trust', 'rg-trust', 'rs-trust-risks'] }),
    );
    expect(responseIds(risks)).toContain('r-tt-it-1');
  });

  it('deletes a rule from its subgroup', () => {
    const next = ok(
      deleteNode(content, {
        tree: 'rules',
        path: ['cat-trust', 'sub-trustees', 'g-tt-iht', 'sg-tt-iht', 'TT-IHT-1'],
      }),
    );
    expect(next.rules.categories[0]?.subcategories[0]?.groups[1]?.subgroups[0]?.rules).toEqual(['TT-IHT-3']);
    expect(ruleIds(next)).not.toContain('TT-IHT-1');
  });

  it('deletes a rule and the exclusions naming it, leaving other exclusions alone', () => {
    const declared = structuredClone(content);
    const excludes = (c: SurveyContent, id: string) => c.rules.rules.find((r) => r.id === id)?.excludes;
    for (const r of declared.rules.rules) {
      if (r.id === 'TT-IHT-3') r.excludes = ['TT-IHT-1', 'TT-IT-1'];
      if (r.id === 'TT-IT-1') r.excludes = ['TT-IHT-1', 'TT-IT-9'];
    }
    const next = ok(
      deleteNode(declared, {
        tree: 'rules',
        path: ['cat-trust', 'sub-trustees', 'g-tt-iht', 'sg-tt-iht', 'TT-IHT-1'],
      }),
    );
    expect(excludes(next, 'TT-IHT-3')).toEqual(['TT-IT-1']);
    // 'TT-IT-9' named no rule before the delete: still an error to see, not silently dropped.
    expect(excludes(next, 'TT-IT-1')).toEqual(['TT-IT-9']);
    expect(excludes(declared, 'TT-IHT-3')).toEqual(['TT-IHT-1', 'TT-IT-1']);
  });

  it('reorders from one index to another within a parent', () => {
    const next = ok(
      reorderNode(content, { tree: 'rules', parent: ['cat-company'], kind: 'subcategory', from: 0, to: 2 }),
    );
    expect(next.rules.categories[2]?.subcategories.map((s) => s.id)).toEqual([
      'sub-shareholder',
      'sub-over-settlors',
      'sub-company',
      'sub-company-as-settlor',
    ]);
    const rules = ok(
      reorderNode(content, {
        tree: 'rules',
        parent: ['cat-trust', 'sub-trustees', 'g-tt-iht', 'sg-tt-iht'],
        kind: 'rule',
        from: 1,
        to: 0,
      }),
    );
    expect(rules.rules.categories[0]?.subcategories[0]?.groups[1]?.subgroups[0]?.rules).toEqual([
      'TT-IHT-3',
      'TT-IHT-1',
    ]);
    expect(
      reorderNode(content, { tree: 'rules', parent: ['cat-company'], kind: 'subcategory', from: 0, to: 9 }),
    ).toEqual({
      ok: false,
      error: 'Cannot move from 0 to 9: the list has 4 items',
    });
  });

  it('reorders categories by renumbering their order', () => {
    const next = ok(
      reorderNode(content, { tree: 'responses', parent: [], kind: 'category', from: 2, to: 0 }),
    );
    expect(next.responses.categories.map((c) => [c.id, c.order])).toEqual([
      ['rc-company', 0],
      ['rc-trust', 1],
      ['rc-foundation', 2],
    ]);
  });

  it('creates a response without id and updates one with an id (spec 3.4)', () => {
    const created = ok(
      saveResponse(content, {
        subgroup: ['rc-trust', 'rg-trust', 'rs-trust-intro'],
        response: {
          name: 'New',
          text: 'A heading',
          logic: '',
          status: '',
          isHeading: true,
          isMoreDetail: false,
          isRiskScore: false,
        },
      }),
    );
    const added = created.responses.responses.at(-1);
    expect(added).toMatchObject({ id: 'new', headingSize: 3 });
    expect(created.responses.categories[0]?.groups[0]?.subgroups[0]?.responses.at(-1)).toBe('new');

    const updated = ok(
      saveResponse(created, {
        subgroup: ['rc-trust', 'rg-trust', 'rs-trust-intro'],
        response: {
          ...(added as SurveyContent['responses']['responses'][number]),
          isHeading: false,
          text: 'Plain',
        },
      }),
    );
    const after = updated.responses.responses.find((r) => r.id === 'new');
    expect(after?.text).toBe('Plain');
    expect(after && 'headingSize' in after).toBe(false);
  });

  it("makes a new response's id from its name, unique within the response tree", () => {
    const subgroup = ['rc-trust', 'rg-trust', 'rs-trust-intro'];
    const risk = (name: string) => ({
      name,
      text: 'Offshore income gains may be taxed on the settlor.',
      logic: '',
      status: '',
      isHeading: false,
      isMoreDetail: false,
      isRiskScore: true,
    });
    expect(slugOf('Offshore income gains (s.86)')).toBe('offshore-income-gains-s-86');
    expect(slugOf('Équité — trust')).toBe('equite-trust');
    const first = ok(saveResponse(content, { subgroup, response: risk('Offshore income gains') }));
    expect(responseIds(first)).toContain('offshore-income-gains');
    const second = ok(saveResponse(first, { subgroup, response: risk('Offshore income  gains!') }));
    expect(responseIds(second)).toContain('offshore-income-gains-2');
    expect(responseIdFor(second, 'Offshore income gains')).toBe('offshore-income-gains-3');
    // Node ids of the response tree are taken too, and a name without letters or digits still gets one.
    expect(responseIdFor(content, 'rs trust intro')).toBe('rs-trust-intro-2');
    expect(responseIdFor(content, '???')).toBe('response');
  });

  it('creates a response subgroup without id and updates one with an id', () => {
    const created = ok(
      saveResponseSubgroup(content, {
        group: ['rc-trust', 'rg-trust'],
        subgroup: { name: 'Notes', logic: '', heading: 'Notes', isLooped: false, loopKey: '' },
      }),
    );
    expect(created.responses.categories[0]?.groups[0]?.subgroups.at(-1)).toMatchObject({
      id: 'subgroup-1',
      responses: [],
    });
    const updated = ok(
      saveResponseSubgroup(created, {
        group: ['rc-trust', 'rg-trust'],
        subgroup: {
          id: 'subgroup-1',
          name: 'Notes',
          logic: '',
          heading: 'More notes',
          isLooped: false,
          loopKey: '',
        },
      }),
    );
    expect(updated.responses.categories[0]?.groups[0]?.subgroups.at(-1)?.heading).toBe('More notes');
  });
});
