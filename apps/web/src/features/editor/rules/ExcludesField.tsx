import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Rule } from '@tsr/contract';
import { useMemo } from 'react';

export const EXCLUDES_LABEL = 'Never fires beside';

/**
 * A rule's `excludes` (docs/authoring.md, mutually exclusive rules): the other rules, by id and
 * name, that reach the opposite conclusion on the same facts. An id that names no rule stays
 * listed, so the author sees it (the Problems panel calls it an error) and can remove it. The
 * pair is one either way round, so the rules that name this one are told too.
 */
export function ExcludesField({
  ruleId,
  rules,
  value,
  onChange,
}: {
  ruleId: string;
  rules: readonly Rule[];
  value: readonly string[];
  onChange: (excludes: string[]) => void;
}) {
  const byId = useMemo(() => new Map(rules.map((rule) => [rule.id, rule])), [rules]);
  // The ids chosen are always options, even one naming no rule (or the rule itself): the
  // Autocomplete keeps only values among its options.
  const options = useMemo(() => {
    const others = rules.filter((rule) => rule.id !== ruleId).map((rule) => rule.id);
    const known = new Set(others);
    return [...others, ...value.filter((id) => !known.has(id))];
  }, [rules, ruleId, value]);
  // Edits kept in the tab from before rules had `excludes` may lack it.
  const namedBy = rules.filter((rule) => rule.id !== ruleId && (rule.excludes ?? []).includes(ruleId));
  const label = (id: string) => {
    const rule = byId.get(id);
    return rule ? `${id} · ${rule.name}` : `${id} (no such rule)`;
  };
  const about =
    'Rules that reach the opposite conclusion on the same facts: Publish refuses the draft while a golden structure fires both.';
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={[...value]}
      getOptionLabel={label}
      onChange={(_event, chosen) => onChange(chosen)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={EXCLUDES_LABEL}
          helperText={
            namedBy.length > 0
              ? `${about} Already named by ${namedBy.map((rule) => label(rule.id)).join(', ')}.`
              : about
          }
        />
      )}
    />
  );
}
