import type { EditorSection, SurveyContent } from '@tsr/contract';
import { walkTree } from '../logic/ast';
import { lex } from '../logic/lexer';
import { parse } from '../logic/parser';
import { parseTextTemplate } from './text-template';

/**
 * Where the logic texts of survey content are and what they read, so that the editors
 * can list who still uses a question or definition before deleting it, offer to rewrite every
 * text on a rename, and the problems list can name unused definitions.
 */

/** One logic text of the content, with the path the editors point at. */
export interface LogicText {
  readonly section: EditorSection;
  readonly path: string;
  /** The id (question name for questions) of the item that holds the text. */
  readonly id: string;
  readonly text: string;
}

/** Every non-empty logic text of the content, in document order. */
export function logicTexts(content: SurveyContent): LogicText[] {
  const texts: LogicText[] = [];
  const add = (section: EditorSection, path: string, id: string, text: string | undefined) => {
    if (text !== undefined && text.trim() !== '') texts.push({ section, path, id, text });
  };
  for (const [type, chunks] of Object.entries(content.questions)) {
    for (const [subtype, survey] of Object.entries(chunks ?? {})) {
      survey?.pages.forEach((page, p) => {
        page.elements.forEach((element, e) => {
          const at = `questions.${type}.${subtype}.pages[${p}].elements[${e}]`;
          add('questions', `${at}.customLogic`, element.name, element.customLogic);
          element.choices?.forEach((choice, c) => {
            if (typeof choice === 'object')
              add('questions', `${at}.choices[${c}].customLogic`, element.name, choice.customLogic);
          });
        });
      });
    }
  }
  content.rules.rules.forEach((rule, i) => {
    add('rules', `rules.rules[${i}].logic`, rule.id, rule.logic);
    rule.actions.forEach((action, a) => {
      add('rules', `rules.rules[${i}].actions[${a}].due`, rule.id, action.due);
    });
  });
  content.rules.categories.forEach((category, c) => {
    const groups = [
      ...category.groups.map((g, i) => ({ g, at: `rules.categories[${c}].groups[${i}]` })),
      ...category.subcategories.flatMap((s, si) =>
        s.groups.map((g, i) => ({ g, at: `rules.categories[${c}].subcategories[${si}].groups[${i}]` })),
      ),
    ];
    for (const { g, at } of groups)
      g.subgroups.forEach((subgroup, s) => {
        add('rules', `${at}.subgroups[${s}].logic`, subgroup.id, subgroup.logic);
      });
  });
  content.responses.responses.forEach((response, i) => {
    add('responses', `responses.responses[${i}].logic`, response.id, response.logic);
  });
  content.responses.categories.forEach((category, c) => {
    category.groups.forEach((group, g) => {
      add('responses', `responses.categories[${c}].groups[${g}].logic`, group.id, group.logic);
      group.subgroups.forEach((subgroup, s) => {
        add(
          'responses',
          `responses.categories[${c}].groups[${g}].subgroups[${s}].logic`,
          subgroup.id,
          subgroup.logic,
        );
      });
    });
  });
  content.definitions.definitions.forEach((definition, i) => {
    add('definitions', `definitions.definitions[${i}].logic`, definition.id, definition.logic);
  });
  return texts;
}

/** The question names and definition ids one logic text reads ({loop.x} and {relation.x} read x). */
export function namesRead(text: string): { questions: Set<string>; definitions: Set<string> } {
  const questions = new Set<string>();
  const definitions = new Set<string>();
  const parsed = parse(text);
  if (!parsed.ok) return { questions, definitions };
  walkTree(parsed.ast, (n) => {
    if (n.kind === 'question' || n.kind === 'relation' || n.kind === 'loop') questions.add(n.name);
    else if (n.kind === 'definition') definitions.add(n.id);
  });
  return { questions, definitions };
}

/** Who reads a question or a definition: the logic texts, by name. */
export interface References {
  readonly questions: ReadonlyMap<string, LogicText[]>;
  readonly definitions: ReadonlyMap<string, LogicText[]>;
}

export function referencesOf(content: SurveyContent): References {
  const questions = new Map<string, LogicText[]>();
  const definitions = new Map<string, LogicText[]>();
  const push = (map: Map<string, LogicText[]>, name: string, at: LogicText) => {
    const list = map.get(name);
    if (list) list.push(at);
    else map.set(name, [at]);
  };
  for (const at of logicTexts(content)) {
    const read = namesRead(at.text);
    for (const name of read.questions) push(questions, name, at);
    for (const id of read.definitions) push(definitions, id, at);
  }
  // A report text's {figure.x} reads the tax-year figures x__yyyy_yy (figures.ts).
  const figureIds = content.definitions.definitions.map((d) => d.id.toLowerCase());
  content.responses.responses.forEach((response, i) => {
    for (const part of parseTextTemplate(response.text) ?? []) {
      if (typeof part === 'string' || !part.figure) continue;
      const at = {
        section: 'responses' as const,
        path: `responses.responses[${i}].text`,
        id: response.id,
        text: response.text,
      };
      for (const id of figureIds)
        if (id.startsWith(`${part.name.toLowerCase()}__`)) push(definitions, id, at);
    }
  });
  return { questions, definitions };
}

/**
 * Rewrites the question `from` to `to` in a logic text, token by token: {from}, {loop.from} and
 * {relation.from}; strings, definitions and other names are untouched. The definition twin is
 * renameReferences (definition-editor.ts); apply either to every text with mapLogic.
 */
export function renameQuestionReferences(text: string, from: string, to: string): string {
  const lexed = lex(text);
  if (!lexed.ok) return text;
  let result = '';
  let last = 0;
  for (const token of lexed.tokens) {
    if (token.kind !== 'reference') continue;
    const dot = token.text.lastIndexOf('.');
    const prefix = dot >= 0 ? token.text.slice(0, dot + 1) : '';
    if (token.text.slice(prefix.length).trim() !== from) continue;
    result += `${text.slice(last, token.span.start)}{${prefix}${to}}`;
    last = token.span.end;
  }
  return result + text.slice(last);
}
