import type { SurveyContent } from '@tsr/contract';
import { lex } from '@tsr/domain/editor';

/** One logic text of the draft and where an admin edits it. */
export interface LogicText {
  readonly where: string;
  readonly text: string;
}

/** Every logic text of the draft's rules, responses and definitions, named for a reader. */
export function logicTexts(content: SurveyContent): LogicText[] {
  const texts: LogicText[] = [];
  for (const category of content.rules.categories)
    for (const group of [...category.groups, ...category.subcategories.flatMap((s) => s.groups)])
      for (const subgroup of group.subgroups)
        texts.push({ where: `Rule subgroup '${subgroup.name}'`, text: subgroup.logic });
  for (const rule of content.rules.rules) texts.push({ where: `Rule '${rule.name}'`, text: rule.logic });
  for (const category of content.responses.categories)
    for (const group of category.groups) {
      texts.push({ where: `Response group '${group.name}'`, text: group.logic });
      for (const subgroup of group.subgroups)
        texts.push({ where: `Response subgroup '${subgroup.name}'`, text: subgroup.logic });
    }
  for (const response of content.responses.responses)
    texts.push({ where: `Response '${response.name}'`, text: response.logic });
  for (const definition of content.definitions.definitions)
    texts.push({ where: `Definition '${definition.id}'`, text: definition.logic });
  return texts;
}

/** Where `@id` is used (case-insensitively, as the language reads it), excluding the definition itself. */
export function definitionUses(content: SurveyContent, id: string): string[] {
  const key = id.toLowerCase();
  return logicTexts(content)
    .filter((entry) => entry.where !== `Definition '${id}'`)
    .filter((entry) => {
      const lexed = lex(entry.text);
      return lexed.ok && lexed.tokens.some((token) => token.kind === 'definition' && token.id === key);
    })
    .map((entry) => entry.where);
}
