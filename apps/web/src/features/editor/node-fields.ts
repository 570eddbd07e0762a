import type { FieldSpec } from './NodeForm';

/** Only the form's own fields go back, never the node's children. */
export function onlyFields(
  values: Record<string, unknown>,
  fields: readonly FieldSpec[],
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, values[field.key]]));
}

/** A node form's title: 'Subgroup Residence'. */
export const nodeTitle = (level: string, name: string) =>
  `${level[0]?.toUpperCase()}${level.slice(1)} ${name}`;

/** The fields of every named node with a heading in the report (categories, groups). */
export const NAME_AND_HEADING: readonly FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'heading', label: 'Heading', kind: 'text' },
];

/** Spec 3.4: looped, with the loop key shown only when looped. */
export const LOOP_FIELDS: readonly FieldSpec[] = [
  { key: 'isLooped', label: 'Looped', kind: 'bool' },
  { key: 'loopKey', label: 'Loop key', kind: 'loopKey', shown: (values) => values.isLooped === true },
];
