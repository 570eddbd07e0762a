import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Response, Rule, RuleCategory, RuleGroup, RuleSubcategory, RuleSubgroup } from '@tsr/contract';
import {
  addNode,
  deleteNode,
  type EditResult,
  freshId,
  type RuleKind,
  reorderNode,
} from '@tsr/domain/editor';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { useDraft } from '../draft-context';
import { ErrorBanner } from '../ErrorBanner';
import { LevelList } from '../LevelList';
import { type FieldSpec, NodeForm } from '../NodeForm';
import { updateNode, updateRule } from '../tree-edits';
import { ExcludesField } from './ExcludesField';
import {
  byOrder,
  NOTHING_SELECTED,
  pathTo,
  type RuleLevel,
  type RuleSelection,
  ruleLocations,
  selectAt,
} from './rule-paths';

const looped = (values: Record<string, unknown>) => values.isLooped === true;
const transformed = (values: Record<string, unknown>) => values.isTransformed === true;

const FIELDS: Record<Exclude<RuleKind, 'rule'>, FieldSpec[]> = {
  category: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'heading', label: 'Heading', kind: 'text' },
  ],
  subcategory: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'heading', label: 'Heading', kind: 'text' },
    { key: 'isLooped', label: 'Looped', kind: 'bool' },
    { key: 'loopKey', label: 'Loop key', kind: 'loopKey', shown: looped },
    { key: 'isTransformed', label: 'Transformed', kind: 'bool' },
    { key: 'transformedCatId', label: 'Transformed category id', kind: 'text', shown: transformed },
    { key: 'transformedSubCatId', label: 'Transformed subcategory id', kind: 'text', shown: transformed },
  ],
  group: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'heading', label: 'Heading', kind: 'text' },
  ],
  subgroup: [
    { key: 'name', label: 'Name', kind: 'text' },
    { key: 'logic', label: 'Subgroup logic', kind: 'logic' },
    { key: 'isLooped', label: 'Looped', kind: 'bool' },
    { key: 'loopKey', label: 'Loop key', kind: 'loopKey', shown: looped },
    { key: 'context', label: 'Context', kind: 'multiline' },
  ],
};

const RULE_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'logic', label: 'Rule logic', kind: 'logic' },
  { key: 'score', label: 'Score', kind: 'score' },
  { key: 'isLooped', label: 'Looped', kind: 'bool' },
  { key: 'loopKey', label: 'Loop key', kind: 'loopKey', shown: looped },
  { key: 'context', label: 'Context (legislation)', kind: 'multiline' },
];

/** Spec 3.4: loopKey only when looped; transformed ids only when transformed (cleared otherwise). */
function cleaned(values: Record<string, unknown>): Record<string, unknown> {
  const next = { ...values };
  if ('isLooped' in next && next.isLooped !== true) next.loopKey = '';
  if ('isTransformed' in next && next.isTransformed !== true) {
    next.transformedCatId = '';
    next.transformedSubCatId = '';
  }
  return next;
}

const NEW_NAMES: Record<RuleKind, string> = {
  category: 'New category',
  subcategory: 'New subcategory',
  group: 'New group',
  subgroup: 'New subgroup',
  rule: 'New rule',
};

/**
 * Spec 2.11 rule editor: Category > Subcategory > Group > Subgroup > Rule, each level with add,
 * edit, delete (cascading, confirmed) and drag reorder; a filter over every rule. `?rule=` opens a
 * rule (the Problems panel's link).
 */
export function RuleEditorScreen() {
  const { content, apply } = useDraft();
  const [params] = useSearchParams();
  const tree = content.rules;
  const locations = useMemo(() => ruleLocations(tree), [tree]);
  const [selection, setSelection] = useState<RuleSelection>(() => {
    const linked = params.get('rule');
    return (linked && locations.get(linked)) || NOTHING_SELECTED;
  });
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [deleting, setDeleting] = useState<{ level: RuleLevel; name: string } | null>(null);

  const run = (result: EditResult): boolean => {
    const failure = apply(result);
    setError(failure);
    return failure === null;
  };
  const choose = (level: RuleLevel, id: string | null) =>
    setSelection((current) => selectAt(current, level, id));

  const categories = byOrder(tree.categories);
  const category = categories.find((c) => c.id === selection.category);
  const subcategory = category?.subcategories.find((s) => s.id === selection.subcategory);
  const groups: RuleGroup[] = subcategory ? subcategory.groups : (category?.groups ?? []);
  const group = groups.find((g) => g.id === selection.group);
  const subgroup = group?.subgroups.find((s) => s.id === selection.subgroup);
  const rulesById = useMemo(() => new Map(tree.rules.map((rule) => [rule.id, rule])), [tree.rules]);
  const rule = selection.rule ? rulesById.get(selection.rule) : undefined;
  const riskResponses = useMemo(
    () => content.responses.responses.filter((response) => response.isRiskScore),
    [content.responses.responses],
  );

  const add = (kind: RuleKind, level: RuleLevel) => {
    const parent = kind === 'category' ? [] : pathTo(selection, parentLevel(level, selection));
    const id = freshId(content, 'rules', `${kind}-`);
    const node: { id: string; name: string } & Record<string, unknown> =
      kind === 'rule'
        ? { id, name: NEW_NAMES.rule, logic: '', score: 0, response: riskResponses[0]?.id ?? '' }
        : kind === 'category'
          ? { id, name: NEW_NAMES.category, order: categories.length }
          : { id, name: NEW_NAMES[kind] };
    if (run(addNode(content, { tree: 'rules', kind, parent, node }))) choose(level, id);
  };
  const move = (kind: RuleKind, level: RuleLevel) => (from: number, to: number) =>
    run(
      reorderNode(content, {
        tree: 'rules',
        kind,
        parent: level === 'category' ? [] : pathTo(selection, parentLevel(level, selection)),
        from,
        to,
      }),
    );

  const filtered = useMemo(() => {
    const text = filter.trim().toLowerCase();
    if (text === '') return [];
    return tree.rules
      .filter((r) => `${r.id} ${r.name} ${r.logic} ${r.context}`.toLowerCase().includes(text))
      .slice(0, 100);
  }, [filter, tree.rules]);

  return (
    <Box>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <TextField
          label="Filter rules"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          helperText="Name, id, logic or context"
          size="small"
        />
      </Stack>
      {filter.trim() !== '' && (
        <Box sx={{ mb: 2 }}>
          <Typography role="status">
            {filtered.length === 100 ? 'The first 100 matching rules' : `${filtered.length} matching rules`}
          </Typography>
          <List dense aria-label="Matching rules">
            {filtered.map((match) => (
              <ListItemButton
                key={match.id}
                onClick={() => {
                  const at = locations.get(match.id);
                  if (at) setSelection(at);
                  setFilter('');
                }}
              >
                <ListItemText primary={match.name} secondary={`${match.id} · score ${match.score}`} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <LevelList
          title="Categories"
          noun="category"
          items={categories.map((c) => ({ id: c.id, label: c.name }))}
          selected={selection.category}
          onSelect={(id) => choose('category', id)}
          onMove={move('category', 'category')}
          onAdd={() => add('category', 'category')}
          onDelete={() => category && setDeleting({ level: 'category', name: category.name })}
        />
        {category && (
          <LevelList
            title={`Subcategories of ${category.name}`}
            noun="subcategory"
            items={category.subcategories.map((s) => ({ id: s.id, label: s.name }))}
            selected={selection.subcategory}
            onSelect={(id) => choose('subcategory', id)}
            onMove={move('subcategory', 'subcategory')}
            onAdd={() => add('subcategory', 'subcategory')}
            onDelete={() => subcategory && setDeleting({ level: 'subcategory', name: subcategory.name })}
          />
        )}
        {category && (
          <LevelList
            title={`Groups of ${subcategory?.name ?? category.name}`}
            noun="group"
            items={groups.map((g) => ({ id: g.id, label: g.name }))}
            selected={selection.group}
            onSelect={(id) => choose('group', id)}
            onMove={move('group', 'group')}
            onAdd={() => add('group', 'group')}
            onDelete={() => group && setDeleting({ level: 'group', name: group.name })}
          />
        )}
        {group && (
          <LevelList
            title={`Subgroups of ${group.name}`}
            noun="subgroup"
            items={group.subgroups.map((s) => ({ id: s.id, label: s.name }))}
            selected={selection.subgroup}
            onSelect={(id) => choose('subgroup', id)}
            onMove={move('subgroup', 'subgroup')}
            onAdd={() => add('subgroup', 'subgroup')}
            onDelete={() => subgroup && setDeleting({ level: 'subgroup', name: subgroup.name })}
          />
        )}
        {subgroup && (
          <LevelList
            title={`Rules of ${subgroup.name}`}
            noun="rule"
            items={subgroup.rules.map((id) => {
              const r = rulesById.get(id);
              return { id, label: r?.name ?? id, secondary: r ? `score ${r.score}` : undefined };
            })}
            selected={selection.rule}
            onSelect={(id) => choose('rule', id)}
            onMove={move('rule', 'rule')}
            onAdd={() => add('rule', 'rule')}
            onDelete={() => rule && setDeleting({ level: 'rule', name: rule.name })}
          />
        )}
      </Stack>
      <SelectedForm
        key={pathTo(selection, 'rule').join('/')}
        selection={selection}
        nodes={{ category, subcategory, group, subgroup, rule }}
        riskResponses={riskResponses}
        rules={tree.rules}
        onSave={(level, values) => {
          const fields = cleaned(values);
          if (level === 'rule' && rule) run(updateRule(content, rule.id, fields));
          else run(updateNode(content, { tree: 'rules', path: pathTo(selection, level), fields }));
        }}
        onCancel={(level) => choose(level, null)}
      />
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.level} '${deleting.name}'?`}
          confirmLabel={`Delete ${deleting.level}`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const path = pathTo(selection, deleting.level);
            if (run(deleteNode(content, { tree: 'rules', path }))) choose(deleting.level, null);
            setDeleting(null);
          }}
        >
          <Typography>
            {deleting.level === 'rule'
              ? 'The rule is deleted.'
              : `Everything under it is deleted too: ${countRules(selection, deleting.level, locations)} rules.`}
          </Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** The level whose children a new or moved item of `level` is among. */
function parentLevel(level: RuleLevel, selection: RuleSelection): RuleLevel {
  if (level === 'group') return selection.subcategory ? 'subcategory' : 'category';
  if (level === 'subcategory') return 'category';
  if (level === 'subgroup') return 'group';
  return 'subgroup';
}

function countRules(
  selection: RuleSelection,
  level: RuleLevel,
  locations: Map<string, RuleSelection>,
): number {
  let count = 0;
  for (const at of locations.values()) {
    const inside =
      at.category === selection.category &&
      (level === 'category' || at.subcategory === selection.subcategory) &&
      (level === 'category' || level === 'subcategory' || at.group === selection.group) &&
      (level !== 'subgroup' || at.subgroup === selection.subgroup);
    if (inside) count += 1;
  }
  return count;
}

function SelectedForm({
  selection,
  nodes,
  riskResponses,
  rules,
  onSave,
  onCancel,
}: {
  selection: RuleSelection;
  nodes: {
    category?: RuleCategory;
    subcategory?: RuleSubcategory;
    group?: RuleGroup;
    subgroup?: RuleSubgroup;
    rule?: Rule;
  };
  riskResponses: readonly Response[];
  rules: readonly Rule[];
  onSave: (level: RuleLevel, values: Record<string, unknown>) => void;
  onCancel: (level: RuleLevel) => void;
}) {
  if (selection.rule && nodes.rule) {
    const rule = nodes.rule;
    return (
      <NodeForm
        title={`Rule ${rule.name}`}
        fields={RULE_FIELDS}
        initial={rule}
        onSave={(values) => onSave('rule', values)}
        onCancel={() => onCancel('rule')}
        problems={(values) =>
          riskResponses.some((r) => r.id === values.response) ? [] : ['Choose the response the rule shows']
        }
        extra={(values, set) => (
          <>
            <Autocomplete
              options={riskResponses}
              getOptionLabel={(option) => option.name}
              value={riskResponses.find((r) => r.id === values.response) ?? null}
              onChange={(_event, chosen) => set('response', chosen?.id ?? '')}
              renderOption={(props, option) => (
                <li {...props} key={option.id}>
                  {option.name}
                </li>
              )}
              renderInput={(params) => (
                <TextField {...params} label="Response (risk texts only)" helperText="Search by name" />
              )}
            />
            <ExcludesField
              ruleId={rule.id}
              rules={rules}
              value={Array.isArray(values.excludes) ? (values.excludes as string[]) : []}
              onChange={(excludes) => set('excludes', excludes)}
            />
          </>
        )}
      />
    );
  }
  const levels = [
    ['subgroup', nodes.subgroup],
    ['group', nodes.group],
    ['subcategory', nodes.subcategory],
    ['category', nodes.category],
  ] as const;
  for (const [level, node] of levels) {
    if (!node || !selection[level]) continue;
    const fields =
      level === 'group' && nodes.subcategory?.isTransformed
        ? [
            ...FIELDS.group,
            { key: 'transformedGroupId', label: 'Transformed group id', kind: 'text' } as const,
          ]
        : FIELDS[level];
    return (
      <NodeForm
        title={`${level[0]?.toUpperCase()}${level.slice(1)} ${node.name}`}
        fields={fields}
        initial={node as unknown as Record<string, unknown>}
        onSave={(values) => onSave(level, pick(values, fields))}
        onCancel={() => onCancel(level)}
      />
    );
  }
  return <Typography color="text.secondary">Select an item to edit it.</Typography>;
}

/** Only the form's own fields go back, never the node's children. */
function pick(values: Record<string, unknown>, fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.key, values[field.key]]));
}
