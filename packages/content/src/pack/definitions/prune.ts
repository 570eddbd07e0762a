import type { SurveyContentInput } from '@tsr/contract';

/**
 * Party definitions are generated in two variants (template.ts) and not every variant is used.
 * The pack ships only the definitions that its questions, rules and responses use, directly or
 * through other definitions, so the definition editor shows no dead entries.
 */
export function withUsedDefinitions(content: SurveyContentInput): SurveyContentInput {
  const logic: string[] = [];
  for (const chunks of Object.values(content.questions))
    for (const survey of Object.values(chunks ?? {}))
      for (const page of survey?.pages ?? [])
        for (const element of page.elements) {
          logic.push(element.customLogic ?? '');
          for (const choice of element.choices ?? [])
            if (typeof choice === 'object') logic.push(choice.customLogic ?? '');
        }
  for (const rule of content.rules.rules) {
    logic.push(rule.logic);
    for (const action of rule.actions ?? []) logic.push(action.due);
  }
  for (const category of content.rules.categories)
    for (const group of [...(category.groups ?? []), ...category.subcategories.flatMap((sub) => sub.groups)])
      for (const subgroup of group.subgroups) logic.push(subgroup.logic ?? '');
  for (const response of content.responses.responses) logic.push(response.logic ?? '');
  for (const category of content.responses.categories)
    for (const group of category.groups) {
      logic.push(group.logic ?? '');
      for (const subgroup of group.subgroups) logic.push(subgroup.logic ?? '');
    }

  const byId = new Map(content.definitions.definitions.map((d) => [d.id.toLowerCase(), d.logic]));
  const used = new Set<string>();
  const visit = (text: string): void => {
    for (const match of text.matchAll(/@([A-Za-z0-9_]+)/g)) {
      const id = (match[1] as string).toLowerCase();
      if (used.has(id)) continue;
      used.add(id);
      visit(byId.get(id) ?? '');
    }
  };
  for (const text of logic) visit(text);
  // A report text's {figure.x} keeps the tax-year figures x__yyyy_yy.
  for (const response of content.responses.responses)
    for (const match of response.text.matchAll(/\{figure\.([A-Za-z0-9_]+)\}/g))
      for (const id of byId.keys())
        if (id.startsWith(`${(match[1] as string).toLowerCase()}__`)) used.add(id);

  const keep = (id: string) => used.has(id.toLowerCase());
  return {
    ...content,
    definitions: {
      groups: content.definitions.groups
        .map((group) => ({ ...group, definitions: group.definitions.filter(keep) }))
        .filter((group) => group.definitions.length > 0),
      definitions: content.definitions.definitions.filter((d) => keep(d.id)),
    },
  };
}
