import type { SurveyContent } from '@tsr/contract';
import { NOT_WORKING_GROUP } from './messages';

/**
 * Spec 5.3, the load-time clean-ups: a definition group named NOT WORKING is dropped, and so are
 * definitions, rules and responses that nothing references (no definition group lists the
 * definition, no rule subgroup the rule, no response subgroup and no remaining rule the response). The editor operations call dropUnreferenced after
 * a delete, so deleting a parent takes its leaves with it. Pure: returns new content.
 */
export function loadContent(content: SurveyContent): SurveyContent {
  return dropUnreferenced({
    ...content,
    definitions: {
      ...content.definitions,
      groups: content.definitions.groups.filter((group) => group.id.trim() !== NOT_WORKING_GROUP),
    },
  });
}

export function dropUnreferenced(content: SurveyContent): SurveyContent {
  const ruleIds = new Set<string>();
  for (const category of content.rules.categories) {
    for (const group of [...category.groups, ...category.subcategories.flatMap((s) => s.groups)])
      for (const subgroup of group.subgroups) for (const id of subgroup.rules) ruleIds.add(id);
  }
  const responseIds = new Set<string>();
  for (const category of content.responses.categories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups) for (const id of subgroup.responses) responseIds.add(id);
  // A risk text a remaining rule points at is referenced too: dropping it would break the rule.
  for (const rule of content.rules.rules) if (ruleIds.has(rule.id)) responseIds.add(rule.response);
  const definitionIds = new Set(
    content.definitions.groups.flatMap((group) => group.definitions.map((id) => id.toLowerCase())),
  );
  return {
    ...content,
    rules: { ...content.rules, rules: content.rules.rules.filter((rule) => ruleIds.has(rule.id)) },
    responses: {
      ...content.responses,
      responses: content.responses.responses.filter((response) => responseIds.has(response.id)),
    },
    definitions: {
      ...content.definitions,
      definitions: content.definitions.definitions.filter((d) => definitionIds.has(d.id.toLowerCase())),
    },
  };
}

/**
 * Whether loadContent dropped nothing: its filters keep order and items, so equal lengths mean
 * equal content (the content compiled for reviews is then the content as stored).
 */
export function loadedUnchanged(content: SurveyContent, loaded: SurveyContent): boolean {
  return (
    content.definitions.groups.length === loaded.definitions.groups.length &&
    content.definitions.definitions.length === loaded.definitions.definitions.length &&
    content.rules.rules.length === loaded.rules.rules.length &&
    content.responses.responses.length === loaded.responses.responses.length
  );
}
