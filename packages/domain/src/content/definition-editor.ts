import type { Definitions, SurveyContent } from '@tsr/contract';
import { lex } from '../logic/lexer';
import { type EditResult, move } from './editor';
import { dropUnreferenced } from './load';
import { DEFINITION_MESSAGES } from './messages';

/**
 * The definition editor's operations (spec 2.11, 3.4, 5.3) with spec 5.3's messages, word for
 * word. A group's id is its name; a definition's id is its name, lower-cased when saved.
 * Renaming a definition also renames every `@id` that refers to it, so no logic breaks.
 */

/** Letters, digits and _, as `@id` reads them in the logic language. */
const DEFINITION_ID = /^[a-z0-9_]+$/;

export function saveDefinitionId(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Spec 5.3 "Saved definition ids are lower-cased", as the server stores a definitions section
 * whoever sent it (the browser's editor already lower-cases; an API caller may not). The groups'
 * lists name the same ids, so they are lower-cased too. Logic texts are left as written: `@id`
 * is read case-blind (the lexer lower-cases it), so `@Walk_Mixed_Case` still finds
 * `walk_mixed_case`. Two ids that differ only in case become one id twice, which validation
 * reports as a duplicate, as it did before.
 */
export function savedDefinitions(definitions: Definitions): Definitions {
  return {
    groups: definitions.groups.map((group) => ({
      ...group,
      definitions: group.definitions.map(saveDefinitionId),
    })),
    definitions: definitions.definitions.map((definition) => ({
      ...definition,
      id: saveDefinitionId(definition.id),
    })),
  };
}

const fail = (error: string): EditResult => ({ ok: false, error });

function groupIndex(content: SurveyContent, name: string): number {
  return content.definitions.groups.findIndex((group) => group.id === name);
}

function definitionIndex(content: SurveyContent, id: string): number {
  const key = saveDefinitionId(id);
  return content.definitions.definitions.findIndex((d) => saveDefinitionId(d.id) === key);
}

export function addDefinitionGroup(content: SurveyContent, name: string): EditResult {
  if (name.trim() === '' || groupIndex(content, name) >= 0)
    return fail(DEFINITION_MESSAGES.groupNameUsed(name));
  const next = structuredClone(content);
  next.definitions.groups.push({ id: name, definitions: [] });
  return { ok: true, content: next };
}

export function renameDefinitionGroup(content: SurveyContent, oldName: string, newName: string): EditResult {
  const at = groupIndex(content, oldName);
  if (at < 0) return fail(DEFINITION_MESSAGES.groupDoesNotExist(oldName));
  if (newName.trim() === '' || (newName !== oldName && groupIndex(content, newName) >= 0))
    return fail(DEFINITION_MESSAGES.groupNameUsed(newName));
  const next = structuredClone(content);
  (next.definitions.groups[at] as { id: string }).id = newName;
  return { ok: true, content: next };
}

/** Deletes a group and (spec 5.3 cascade) the definitions no other group lists. */
export function deleteDefinitionGroup(content: SurveyContent, name: string): EditResult {
  const at = groupIndex(content, name);
  if (at < 0) return fail(DEFINITION_MESSAGES.groupDoesNotExist(name));
  const next = structuredClone(content);
  next.definitions.groups.splice(at, 1);
  return { ok: true, content: dropUnreferenced(next) };
}

export function reorderDefinitionGroups(content: SurveyContent, from: number, to: number): EditResult {
  const next = structuredClone(content);
  if (!move(next.definitions.groups, from, to)) return fail(DEFINITION_MESSAGES.badMove(from, to));
  return { ok: true, content: next };
}

export function addDefinition(
  content: SurveyContent,
  group: string,
  definition: { id: string; logic: string },
): EditResult {
  const at = groupIndex(content, group);
  if (at < 0) return fail(DEFINITION_MESSAGES.noGroup(group));
  const id = saveDefinitionId(definition.id);
  if (!DEFINITION_ID.test(id)) return fail(DEFINITION_MESSAGES.invalidName);
  if (definitionIndex(content, id) >= 0) return fail(DEFINITION_MESSAGES.definitionNameExists(definition.id));
  const next = structuredClone(content);
  next.definitions.definitions.push({ id, logic: definition.logic });
  (next.definitions.groups[at] as { definitions: string[] }).definitions.push(id);
  return { ok: true, content: next };
}

/** Edits a definition found by its old id: new logic, and possibly a new name. */
export function updateDefinition(
  content: SurveyContent,
  oldId: string,
  definition: { id: string; logic: string },
): EditResult {
  const at = definitionIndex(content, oldId);
  if (at < 0) return fail(DEFINITION_MESSAGES.noDefinition(oldId));
  const from = saveDefinitionId(oldId);
  const to = saveDefinitionId(definition.id);
  if (!DEFINITION_ID.test(to)) return fail(DEFINITION_MESSAGES.invalidName);
  if (to !== from && definitionIndex(content, to) >= 0)
    return fail(DEFINITION_MESSAGES.definitionNameExists(definition.id));
  let next = structuredClone(content);
  next.definitions.definitions[at] = { id: to, logic: definition.logic };
  if (to !== from) {
    for (const group of next.definitions.groups)
      group.definitions = group.definitions.map((id) => (saveDefinitionId(id) === from ? to : id));
    next = mapLogic(next, (text) => renameReferences(text, from, to));
  }
  return { ok: true, content: next };
}

export function deleteDefinition(content: SurveyContent, id: string): EditResult {
  const at = definitionIndex(content, id);
  if (at < 0) return fail(DEFINITION_MESSAGES.noDefinition(id));
  const key = saveDefinitionId(id);
  const next = structuredClone(content);
  next.definitions.definitions.splice(at, 1);
  for (const group of next.definitions.groups)
    group.definitions = group.definitions.filter((member) => saveDefinitionId(member) !== key);
  return { ok: true, content: next };
}

export function reorderDefinitions(
  content: SurveyContent,
  group: string,
  from: number,
  to: number,
): EditResult {
  const at = groupIndex(content, group);
  if (at < 0) return fail(DEFINITION_MESSAGES.noGroup(group));
  const next = structuredClone(content);
  if (!move((next.definitions.groups[at] as { definitions: string[] }).definitions, from, to))
    return fail(DEFINITION_MESSAGES.badMove(from, to));
  return { ok: true, content: next };
}

/**
 * The form's invalid feedback while a name is typed (spec 5.3): null when the name can be saved.
 * `adding-group` gives 'Name already exists'; renaming a group and naming a definition give
 * 'Invalid name or name already exists'. `current` is the name being edited, which may stay.
 */
export function nameFeedback(
  content: SurveyContent,
  request: { kind: 'adding-group' | 'renaming-group' | 'definition'; name: string; current?: string },
): string | null {
  const { name, current } = request;
  if (request.kind === 'definition') {
    const id = saveDefinitionId(name);
    const taken = id !== saveDefinitionId(current ?? '') && definitionIndex(content, id) >= 0;
    return !DEFINITION_ID.test(id) || taken ? DEFINITION_MESSAGES.invalidName : null;
  }
  const taken = name !== current && groupIndex(content, name) >= 0;
  if (name.trim() === '' || taken)
    return request.kind === 'adding-group' ? DEFINITION_MESSAGES.nameExists : DEFINITION_MESSAGES.invalidName;
  return null;
}

/** Rewrites `@from` to `@to` in a logic text, token by token (strings and question names are untouched). */
export function renameReferences(text: string, from: string, to: string): string {
  const lexed = lex(text);
  if (!lexed.ok) return text;
  let result = '';
  let last = 0;
  for (const token of lexed.tokens) {
    if (token.kind === 'definition' && token.id === from) {
      result += `${text.slice(last, token.span.start)}@${to}`;
      last = token.span.end;
    }
  }
  return result + text.slice(last);
}

/** Applies `change` to every logic text of the content. */
export function mapLogic(content: SurveyContent, change: (text: string) => string): SurveyContent {
  const next = structuredClone(content);
  for (const chunks of Object.values(next.questions)) {
    for (const survey of Object.values(chunks ?? {})) {
      for (const page of survey?.pages ?? []) {
        for (const element of page.elements) {
          if (element.customLogic !== undefined) element.customLogic = change(element.customLogic);
          for (const choice of element.choices ?? [])
            if (typeof choice === 'object' && choice.customLogic !== undefined)
              choice.customLogic = change(choice.customLogic);
        }
      }
    }
  }
  for (const rule of next.rules.rules) {
    rule.logic = change(rule.logic);
    for (const action of rule.actions) action.due = change(action.due);
  }
  for (const category of next.rules.categories)
    for (const group of [...category.groups, ...category.subcategories.flatMap((s) => s.groups)])
      for (const subgroup of group.subgroups) subgroup.logic = change(subgroup.logic);
  for (const response of next.responses.responses) response.logic = change(response.logic);
  for (const category of next.responses.categories)
    for (const group of category.groups) {
      group.logic = change(group.logic);
      for (const subgroup of group.subgroups) subgroup.logic = change(subgroup.logic);
    }
  for (const definition of next.definitions.definitions) definition.logic = change(definition.logic);
  return next;
}
