import type { Rule, TryItem } from '@tsr/contract';

/** Makes a Try it item from the open form's values, over the item as the draft holds it. */
type ItemOf = (values: Readonly<Record<string, unknown>>) => TryItem | null;

const text = (value: unknown, otherwise: string): string => (typeof value === 'string' ? value : otherwise);

/** The rule form's rule: every field as typed, over the rule as the draft holds it. */
export const ruleItem =
  (rule: Rule): ItemOf =>
  (values) => ({ kind: 'rule', rule: { ...rule, ...values, id: rule.id } as Rule });

/** A subgroup form's logic and loop, over the subgroup as the draft holds it. */
export const subgroupItem =
  (
    kind: 'ruleSubgroup' | 'responseSubgroup',
    subgroup: { id: string; logic?: string; isLooped?: boolean; loopKey?: string },
  ): ItemOf =>
  (values) => {
    const isLooped = typeof values.isLooped === 'boolean' ? values.isLooped : (subgroup.isLooped ?? false);
    return {
      kind,
      subgroup: {
        id: subgroup.id,
        logic: text(values.logic, subgroup.logic ?? ''),
        isLooped,
        loopKey: isLooped ? text(values.loopKey, subgroup.loopKey ?? '') : '',
      },
    };
  };

/** The definition form's name and logic; `definitionId` is the one it edits (null: a new one). */
export const definitionItem =
  (definitionId: string | null): ItemOf =>
  (values) => {
    const id = text(values.id, '').trim();
    if (id === '') return null;
    return {
      kind: 'definition',
      definition: { id, logic: text(values.logic, '') },
      ...(definitionId ? { previousId: definitionId } : {}),
    };
  };
