import type { Rule, SurveyContent, TryItem, TrySubgroup } from '@tsr/contract';
import { saveDefinitionId } from '../content/definition-editor';

/**
 * The draft with the item of an editor's form put in, as a Save of that form would put it (Try
 * it, docs/authoring.md). Pure: returns new content. A subgroup that is not in the draft is
 * `null`: there is nothing to try it in.
 */
export function contentWithItem(content: SurveyContent, item: TryItem): SurveyContent | null {
  switch (item.kind) {
    case 'rule':
      return withRule(content, item.rule);
    case 'ruleSubgroup':
      return withRuleSubgroup(content, item.subgroup);
    case 'responseSubgroup':
      return withResponseSubgroup(content, item.subgroup);
    case 'definition':
      return withDefinition(content, item.definition, item.previousId);
  }
}

/** The rule in place of the one of its id (or added: its subgroup lists it already). */
export function withRule(content: SurveyContent, rule: Rule): SurveyContent {
  const rules = content.rules.rules;
  const at = rules.findIndex((r) => r.id === rule.id);
  return {
    ...content,
    rules: { ...content.rules, rules: at < 0 ? [...rules, rule] : rules.with(at, rule) },
  };
}

/** The draft without the rule: the baseline of a rule the published version does not have. */
export function withoutRule(content: SurveyContent, ruleId: string): SurveyContent {
  return {
    ...content,
    rules: { ...content.rules, rules: content.rules.rules.filter((r) => r.id !== ruleId) },
  };
}

/**
 * The 'before' side of a rule tried: the draft with the published version's rule of that id in
 * its place (its own logic, score and response), or without it when the published version has
 * none (`publishedRules`: the latest published version's). Everything else is the draft's, so
 * the difference is the rule's alone.
 */
export function ruleBaseline(
  draft: SurveyContent,
  ruleId: string,
  publishedRules: readonly Rule[],
): { content: SurveyContent; baseline: 'published' | 'without' } {
  const before = publishedRules.find((r) => r.id === ruleId);
  return before
    ? { content: withRule(draft, before), baseline: 'published' }
    : { content: withoutRule(draft, ruleId), baseline: 'without' };
}

const subgroupFields = (subgroup: TrySubgroup) => ({
  logic: subgroup.logic,
  isLooped: subgroup.isLooped,
  loopKey: subgroup.isLooped ? subgroup.loopKey : '',
});

function withRuleSubgroup(content: SurveyContent, subgroup: TrySubgroup): SurveyContent | null {
  let found = false;
  const groups = <G extends { subgroups: { id: string }[] }>(list: G[]): G[] =>
    list.map((group) => ({
      ...group,
      subgroups: group.subgroups.map((s) => {
        if (s.id !== subgroup.id) return s;
        found = true;
        return { ...s, ...subgroupFields(subgroup) };
      }),
    }));
  const categories = content.rules.categories.map((category) => ({
    ...category,
    groups: groups(category.groups),
    subcategories: category.subcategories.map((sub) => ({ ...sub, groups: groups(sub.groups) })),
  }));
  return found ? { ...content, rules: { ...content.rules, categories } } : null;
}

function withResponseSubgroup(content: SurveyContent, subgroup: TrySubgroup): SurveyContent | null {
  let found = false;
  const categories = content.responses.categories.map((category) => ({
    ...category,
    groups: category.groups.map((group) => ({
      ...group,
      subgroups: group.subgroups.map((s) => {
        if (s.id !== subgroup.id) return s;
        found = true;
        return { ...s, ...subgroupFields(subgroup) };
      }),
    })),
  }));
  return found ? { ...content, responses: { ...content.responses, categories } } : null;
}

/** A group that lists a new definition, so that loading the content keeps it. */
export const TRY_GROUP = 'Tried';

/**
 * The definition in place of `previousId` (a rename in the form) or of its own id, or added; its
 * id lower-cased as a save stores it. A new one no group lists yet is listed in a group of its
 * own, since loading drops definitions no group lists.
 */
function withDefinition(
  content: SurveyContent,
  definition: { id: string; logic: string },
  previousId?: string,
): SurveyContent {
  const id = saveDefinitionId(definition.id);
  const replaced = saveDefinitionId(previousId ?? definition.id);
  const definitions = content.definitions.definitions;
  const at = definitions.findIndex((d) => saveDefinitionId(d.id) === replaced);
  const next = { id, logic: definition.logic };
  const list = at < 0 ? [...definitions, next] : definitions.with(at, next);
  let listed = false;
  const groups = content.definitions.groups.map((group) => ({
    ...group,
    definitions: group.definitions.map((d) => {
      if (saveDefinitionId(d) !== replaced && saveDefinitionId(d) !== id) return d;
      listed = true;
      return id;
    }),
  }));
  if (!listed) groups.push({ id: TRY_GROUP, definitions: [id] });
  return { ...content, definitions: { groups, definitions: list } };
}
