import type { SurveyContent } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { sampleDraft } from '../editor-fixtures';
import { ownPlace, responsePlaces } from './risk-text-place';

const RULE = sampleDraft().rules.rules[0] as SurveyContent['rules']['rules'][number];

/** The sample draft with rule `id` (no risk text yet) in a new subgroup `subgroup` of the IT group. */
function withLoneRule(id: string, subgroup: string): SurveyContent {
  const draft = sampleDraft();
  draft.rules.categories[0]?.subcategories[0]?.groups[0]?.subgroups.push({
    id: subgroup,
    name: 'Gains',
    logic: '',
    isLooped: false,
    loopKey: '',
    context: '',
    rules: [id],
  });
  draft.rules.rules.push({ ...RULE, id, response: '' });
  return draft;
}

describe("a rule's own place in the response tree", () => {
  it("is where its risk text is, else where its subgroup's rules keep theirs", () => {
    const draft = sampleDraft();
    expect(ownPlace(draft, 'rule-1')).toEqual(['rc-trust', 'rg-1', 'rs-1']);
    draft.rules.rules = draft.rules.rules.map((r) => (r.id === 'rule-1' ? { ...r, response: '' } : r));
    expect(ownPlace(draft, 'rule-1')).toEqual(['rc-trust', 'rg-1', 'rs-1']);
  });

  it("looks further up the rule tree when its subgroup's rules have no risk text, and gives none when nothing near has one", () => {
    const draft = withLoneRule('rule-9', 'sg-gains');
    expect(ownPlace(draft, 'rule-9')).toEqual(['rc-trust', 'rg-1', 'rs-1']);
    draft.rules.rules = draft.rules.rules.map((r) => ({ ...r, response: '' }));
    expect(ownPlace(draft, 'rule-9')).toBeNull();
  });

  it('lists every response subgroup by the names from its category down', () => {
    expect(responsePlaces(sampleDraft().responses)).toEqual([
      {
        key: 'rc-trust/rg-1/rs-1',
        path: ['rc-trust', 'rg-1', 'rs-1'],
        label: 'Trust responses / Income tax / Residence texts',
      },
    ]);
  });
});
