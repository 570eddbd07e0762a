import type { SurveyContent } from '@tsr/contract';
import { DEFINITION_MESSAGES } from '@tsr/domain/editor';
import type { TreeSelection } from '../tree-selection';

/** The definition editor's levels: a group, then one of its definitions ('' while a new one is written). */
export const DEFINITION_LEVELS = ['group', 'definition'] as const;
export type DefinitionSelection = TreeSelection<(typeof DEFINITION_LEVELS)[number]>;

/**
 * The selection a link (`?group=`, `?definition=`) asks for. A link may name only the definition:
 * the first group that lists it opens. A group or definition that does not exist is not opened.
 */
export function linkedSelection(
  content: SurveyContent,
  group: string | null,
  definition: string | null,
): { selection: DefinitionSelection; error: string | null } {
  const { groups, definitions } = content.definitions;
  if (group !== null && !groups.some((g) => g.id === group))
    return { selection: { group: null, definition: null }, error: DEFINITION_MESSAGES.noGroup(group) };
  const opened =
    group ?? (definition ? (groups.find((g) => g.definitions.includes(definition))?.id ?? null) : null);
  if (definition && !definitions.some((d) => d.id === definition))
    return {
      selection: { group: opened, definition: null },
      error: DEFINITION_MESSAGES.noDefinition(definition),
    };
  return { selection: { group: opened, definition }, error: null };
}
