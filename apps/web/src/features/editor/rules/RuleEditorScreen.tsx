import type { RuleGroup } from '@tsr/contract';
import { type RuleKind, responseIdFor } from '@tsr/domain/editor';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { countOf } from '../../../shared/count-words';
import { rulesByResponse } from '../response-uses';
import { SectionEditorLayout } from '../SectionEditorLayout';
import { byName, TreeLevels } from '../TreeLevelList';
import { TryRule, TrySubgroup } from '../try/TryIt';
import { byOrder, useTreeEditor } from '../use-tree-editor';
import { RuleFilter } from './RuleFilter';
import { type RiskTexts, RuleForm } from './RuleForm';
import { ownPlace, responsePlaces } from './risk-text-place';
import {
  countRules,
  NOTHING_SELECTED,
  parentLevel,
  RULE_LEVELS,
  type RuleLevel,
  ruleLocations,
} from './rule-paths';
import { saveRuleWithRiskText } from './rule-risk-text';

const NEW_NAMES: Record<RuleKind, string> = {
  category: 'New category',
  subcategory: 'New subcategory',
  group: 'New group',
  subgroup: 'New subgroup',
  rule: 'New rule',
};

/**
 * Spec 2.11 rule editor: Category > Subcategory > Group > Subgroup > Rule, each level with add,
 * edit, delete (cascading, confirmed) and drag reorder; a filter over every rule. `?rule=` opens a
 * rule (the Problems panel's link).
 */
export function RuleEditorScreen() {
  const [params] = useSearchParams();
  const editor = useTreeEditor({
    tree: 'rules',
    levels: RULE_LEVELS,
    parentOf: parentLevel,
    initial: (content) => {
      const linked = params.get('rule');
      return { selection: (linked && ruleLocations(content.rules).get(linked)) || NOTHING_SELECTED };
    },
  });
  const { content, selection } = editor;
  const tree = content.rules;
  const locations = useMemo(() => ruleLocations(tree), [tree]);
  const rulesById = useMemo(() => new Map(tree.rules.map((rule) => [rule.id, rule])), [tree.rules]);
  const riskResponses = useMemo(
    () => content.responses.responses.filter((response) => response.isRiskScore),
    [content.responses.responses],
  );
  const places = useMemo(() => responsePlaces(content.responses), [content.responses]);
  const usedBy = useMemo(() => rulesByResponse(tree.rules), [tree.rules]);

  const categories = byOrder(tree.categories);
  const category = categories.find((c) => c.id === selection.category);
  const subcategory = category?.subcategories.find((s) => s.id === selection.subcategory);
  const groups: RuleGroup[] = subcategory ? subcategory.groups : (category?.groups ?? []);
  const group = groups.find((g) => g.id === selection.group);
  const subgroup = group?.subgroups.find((s) => s.id === selection.subgroup);
  const rule = selection.rule ? rulesById.get(selection.rule) : undefined;
  const nodes = { category, subcategory, group, subgroup, rule };
  const risk: RiskTexts = {
    riskTexts: riskResponses,
    places,
    ownPlace: rule ? ownPlace(content, rule.id) : null,
    usedBy,
    newId: (name) => responseIdFor(content, name),
  };

  const add = (level: RuleLevel) => {
    const id = editor.freshId(level);
    const name = NEW_NAMES[level];
    // No risk text yet: the rule's form asks for one (a new text in the rule's own place, or one chosen).
    if (level === 'rule') editor.add(level, { id, name, logic: '', score: 0, response: '' });
    else if (level === 'category') editor.add(level, { id, name, order: categories.length });
    else editor.add(level, { id, name });
  };

  return (
    <SectionEditorLayout
      editor={editor}
      confirmation={(level) => ({
        title: `Delete ${level} '${nodes[level]?.name ?? ''}'?`,
        confirmLabel: `Delete ${level}`,
        text:
          level === 'rule'
            ? 'The rule is deleted.'
            : `Everything under it is deleted too: ${countOf(countRules(selection, level, locations), 'rule')}.`,
        onConfirm: editor.remove,
      })}
    >
      <RuleFilter
        rules={tree.rules}
        onOpen={(ruleId) => {
          const at = locations.get(ruleId);
          if (at) editor.setSelection(at);
        }}
      />
      <TreeLevels
        editor={editor}
        onAdd={add}
        levels={[
          { level: 'category', title: 'Categories', items: byName(categories) },
          category
            ? {
                level: 'subcategory',
                title: `Subcategories of ${category.name}`,
                items: byName(category.subcategories),
              }
            : null,
          category
            ? {
                level: 'group',
                title: `Groups of ${subcategory?.name ?? category.name}`,
                items: byName(groups),
              }
            : null,
          group
            ? { level: 'subgroup', title: `Subgroups of ${group.name}`, items: byName(group.subgroups) }
            : null,
          subgroup
            ? {
                level: 'rule',
                title: `Rules of ${subgroup.name}`,
                items: subgroup.rules.map((id) => {
                  const r = rulesById.get(id);
                  return { id, label: r?.name ?? id, secondary: r ? `score ${r.score}` : undefined };
                }),
              }
            : null,
        ]}
      />
      <RuleForm
        key={editor.pathTo('rule').join('/')}
        selection={selection}
        nodes={nodes}
        risk={risk}
        rules={tree.rules}
        onSave={(level, fields) => editor.update(level, fields)}
        onSaveRule={(fields, riskText) => {
          if (rule) editor.run(saveRuleWithRiskText(content, rule.id, fields, riskText));
        }}
        onCancel={(level) => editor.choose(level, null)}
      />
      {rule ? <TryRule rule={rule} /> : subgroup && <TrySubgroup tree="rules" subgroup={subgroup} />}
    </SectionEditorLayout>
  );
}
