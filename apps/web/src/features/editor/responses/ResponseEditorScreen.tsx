import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_HEADING_SIZE,
  type Response,
  type ResponseGroup,
  type ResponseSubgroup,
  type ResponseTextType,
} from '@tsr/contract';
import {
  addNode,
  deleteNode,
  type EditResult,
  freshId,
  reorderNode,
  saveResponse,
  withTextType,
} from '@tsr/domain/editor';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { useDraft } from '../draft-context';
import { ErrorBanner } from '../ErrorBanner';
import { LevelList } from '../LevelList';
import { type FieldSpec, NodeForm } from '../NodeForm';
import { updateNode, updateResponse } from '../tree-edits';
import { CategorySelect } from './CategorySelect';
import { parseResponsesCsv, replaceSubgroupResponses } from './responses-csv';

type Level = 'category' | 'group' | 'subgroup' | 'response';
interface Selection {
  category: string | null;
  group: string | null;
  subgroup: string | null;
  response: string | null;
}
const LEVELS: Level[] = ['category', 'group', 'subgroup', 'response'];
const NONE: Selection = { category: null, group: null, subgroup: null, response: null };

/** Spec 2.11: changing category resets group, group resets subgroup, subgroup resets response. */
function selectAt(selection: Selection, level: Level, id: string | null): Selection {
  const next = { ...selection, [level]: id };
  for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = null;
  return next;
}

function pathTo(selection: Selection, level: Level): string[] {
  const path: string[] = [];
  for (const at of LEVELS) {
    const id = selection[at];
    if (id !== null) path.push(id);
    if (at === level) break;
  }
  return path;
}

const TEXT_TYPES = [
  { value: 'none', label: 'Plain text' },
  { value: 'heading', label: 'Heading' },
  { value: 'moreDetail', label: 'More detail (collapsed)' },
  { value: 'riskScore', label: 'Risk text' },
] as const;

const isHeading = (values: Record<string, unknown>) => values.textType === 'heading';

const RESPONSE_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'textType', label: 'Text type', kind: 'choice', options: TEXT_TYPES },
  { key: 'headingSize', label: 'Heading size', kind: 'headingSize', shown: isHeading },
  { key: 'text', label: 'Text (markdown)', kind: 'markdown' },
  { key: 'logic', label: 'Response logic', kind: 'logic' },
  { key: 'status', label: 'Status', kind: 'text' },
];
const CATEGORY_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'heading', label: 'Heading', kind: 'text' },
];
const GROUP_FIELDS: FieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'heading', label: 'Heading', kind: 'text' },
  { key: 'headingSize', label: 'Heading size', kind: 'headingSize' },
  { key: 'logic', label: 'Group logic', kind: 'logic' },
];
const SUBGROUP_FIELDS: FieldSpec[] = [
  ...GROUP_FIELDS.slice(0, 3),
  { key: 'logic', label: 'Subgroup logic', kind: 'logic' },
  { key: 'isLooped', label: 'Looped', kind: 'bool' },
  { key: 'loopKey', label: 'Loop key', kind: 'loopKey', shown: (values) => values.isLooped === true },
];

function textTypeOf(response: Response): ResponseTextType {
  if (response.isHeading) return 'heading';
  if (response.isMoreDetail) return 'moreDetail';
  if (response.isRiskScore) return 'riskScore';
  return 'none';
}

/** Spec 2.11: the search box filters responses on any of their text fields. */
function matches(response: Response, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [response.id, response.name, response.text, response.logic, response.status].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * Spec 2.11 response editor: category selector with add and edit, then groups, subgroups and
 * responses to drill down, each list reorderable, each level with add, edit, save, cancel and
 * delete; a search over the responses and 'Upload responses CSV'.
 */
export function ResponseEditorScreen() {
  const { content, apply } = useDraft();
  const [params] = useSearchParams();
  const tree = content.responses;
  const [selection, setSelection] = useState<Selection>(() => linked(params.get('response'), tree));
  const [editing, setEditing] = useState<Level | null>(() => (params.get('response') ? 'response' : null));
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<Level | null>(null);

  const run = (result: EditResult): boolean => {
    const failure = apply(result);
    setError(failure);
    return failure === null;
  };
  const choose = (level: Level, id: string | null) => {
    setSelection((current) => selectAt(current, level, id));
    setEditing(id === null ? null : level);
  };

  const categories = [...tree.categories].sort((a, b) => a.order - b.order);
  const category = categories.find((c) => c.id === selection.category);
  const group = category?.groups.find((g) => g.id === selection.group);
  const subgroup = group?.subgroups.find((s) => s.id === selection.subgroup);
  const responsesById = useMemo(() => new Map(tree.responses.map((r) => [r.id, r])), [tree.responses]);
  const response = selection.response ? responsesById.get(selection.response) : undefined;
  const subgroupResponses = (subgroup?.responses ?? [])
    .map((id) => responsesById.get(id))
    .filter((r): r is Response => r !== undefined);
  const shownResponses = subgroupResponses.filter((r) => matches(r, search));

  const addChild = (level: Exclude<Level, 'category' | 'response'>) => {
    const id = freshId(content, 'responses', `${level}-`);
    const parent = pathTo(selection, level === 'group' ? 'category' : 'group');
    if (run(addNode(content, { tree: 'responses', kind: level, parent, node: { id, name: `New ${level}` } })))
      choose(level, id);
  };
  const addCategory = () => {
    const id = freshId(content, 'responses', 'category-');
    const node = { id, name: 'New category', order: categories.length };
    if (run(addNode(content, { tree: 'responses', kind: 'category', parent: [], node })))
      choose('category', id);
  };
  const addResponse = () => {
    const id = freshId(content, 'responses', 'response-');
    const fields = {
      name: 'New response',
      text: '',
      logic: '',
      status: '',
      isHeading: false,
      isMoreDetail: false,
      isRiskScore: false,
    };
    if (run(saveResponse(content, { subgroup: pathTo(selection, 'subgroup'), response: fields })))
      choose('response', id);
  };
  const move = (kind: Level) => (from: number, to: number) => {
    // A filtered list moves among what is shown: map the shown indexes back to the subgroup's.
    if (kind === 'response' && shownResponses.length !== subgroupResponses.length) {
      const fromId = shownResponses[from]?.id;
      const toId = shownResponses[to]?.id;
      from = subgroupResponses.findIndex((r) => r.id === fromId);
      to = subgroupResponses.findIndex((r) => r.id === toId);
    }
    const parent = kind === 'category' ? [] : pathTo(selection, LEVELS[LEVELS.indexOf(kind) - 1] as Level);
    run(reorderNode(content, { tree: 'responses', kind, parent, from, to }));
  };

  const upload = async (file: File) => {
    const parsed = parseResponsesCsv(file.name, await file.text());
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (run(replaceSubgroupResponses(content, pathTo(selection, 'subgroup'), parsed.rows)))
      setSelection((current) => ({ ...current, response: null }));
  };

  return (
    <Box>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CategorySelect
          categories={categories}
          value={selection.category}
          onChange={(id) => {
            setSelection(selectAt(selection, 'category', id));
            setEditing(null);
          }}
        />
        <Button variant="outlined" onClick={addCategory}>
          Add category
        </Button>
        <Button variant="outlined" disabled={!category} onClick={() => setEditing('category')}>
          Edit category
        </Button>
        {category && (
          <Button color="error" onClick={() => setDeleting('category')}>
            Delete category
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        {category && (
          <LevelList
            title={`Groups of ${category.name}`}
            noun="group"
            items={category.groups.map((g) => ({ id: g.id, label: g.name }))}
            selected={selection.group}
            onSelect={(id) => choose('group', id)}
            onMove={move('group')}
            onAdd={() => addChild('group')}
            onDelete={() => setDeleting('group')}
          />
        )}
        {group && (
          <LevelList
            title={`Subgroups of ${group.name}`}
            noun="subgroup"
            items={group.subgroups.map((s) => ({ id: s.id, label: s.name }))}
            selected={selection.subgroup}
            onSelect={(id) => choose('subgroup', id)}
            onMove={move('subgroup')}
            onAdd={() => addChild('subgroup')}
            onDelete={() => setDeleting('subgroup')}
          />
        )}
        {subgroup && (
          <Stack spacing={1} sx={{ flex: '1 1 260px', maxWidth: 420 }}>
            <TextField
              size="small"
              label="Search responses"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button variant="outlined" component="label">
              Upload responses CSV
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="Upload responses CSV"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </Button>
            <LevelList
              title={`Responses of ${subgroup.name}`}
              noun="response"
              items={shownResponses.map((r) => ({ id: r.id, label: r.name, secondary: textTypeLabel(r) }))}
              selected={selection.response}
              onSelect={(id) => choose('response', id)}
              onMove={move('response')}
              onAdd={addResponse}
              onDelete={() => setDeleting('response')}
            />
          </Stack>
        )}
      </Stack>
      {editing && (
        <EditForm
          key={`${editing}:${pathTo(selection, editing).join('/')}`}
          level={editing}
          nodes={{ category, group, subgroup, response }}
          onCancel={() => setEditing(null)}
          onSave={(values) => {
            if (editing === 'response' && response) {
              const typed = withTextType(
                { ...response, ...(values as Partial<Response>) },
                values.textType as ResponseTextType,
              );
              const { id: _id, ...fields } = typed;
              if (run(updateResponse(content, response.id, fields))) setEditing(null);
              return;
            }
            const fields = { ...values };
            if (editing === 'subgroup' && fields.isLooped !== true) fields.loopKey = '';
            if (run(updateNode(content, { tree: 'responses', path: pathTo(selection, editing), fields })))
              setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete this ${deleting}?`}
          confirmLabel={`Delete ${deleting}`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            if (run(deleteNode(content, { tree: 'responses', path: pathTo(selection, deleting) })))
              choose(deleting, null);
            setDeleting(null);
          }}
        >
          <Typography>
            {deleting === 'response'
              ? 'The response is deleted (a risk text a rule still points at stays in the draft).'
              : `Everything under this ${deleting} is deleted too.`}
          </Typography>
        </ConfirmDialog>
      )}
    </Box>
  );
}

function textTypeLabel(response: Response): string {
  return TEXT_TYPES.find((type) => type.value === textTypeOf(response))?.label ?? '';
}

/** The selection that shows a linked response (the Problems panel's link). */
function linked(
  responseId: string | null,
  tree: { categories: readonly { id: string; groups: ResponseGroup[] }[] },
): Selection {
  if (!responseId) return NONE;
  for (const category of tree.categories)
    for (const group of category.groups)
      for (const subgroup of group.subgroups)
        if (subgroup.responses.includes(responseId))
          return { category: category.id, group: group.id, subgroup: subgroup.id, response: responseId };
  return NONE;
}

function EditForm({
  level,
  nodes,
  onSave,
  onCancel,
}: {
  level: Level;
  nodes: {
    category?: { name: string; heading: string };
    group?: ResponseGroup;
    subgroup?: ResponseSubgroup;
    response?: Response;
  };
  onSave: (values: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const pick = (fields: readonly FieldSpec[], values: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field.key, values[field.key]]));
  if (level === 'response' && nodes.response) {
    const response = nodes.response;
    return (
      <NodeForm
        title={`Response ${response.name}`}
        fields={RESPONSE_FIELDS}
        initial={{
          ...response,
          textType: textTypeOf(response),
          headingSize: response.headingSize ?? DEFAULT_HEADING_SIZE,
        }}
        onSave={(values) => onSave(pick(RESPONSE_FIELDS, values))}
        onCancel={onCancel}
      />
    );
  }
  const node = level === 'category' ? nodes.category : level === 'group' ? nodes.group : nodes.subgroup;
  if (!node || level === 'response') return null;
  const fields = level === 'category' ? CATEGORY_FIELDS : level === 'group' ? GROUP_FIELDS : SUBGROUP_FIELDS;
  const initial: Record<string, unknown> = { ...node };
  if (level !== 'category') initial.headingSize = (node as ResponseGroup).headingSize ?? DEFAULT_HEADING_SIZE;
  return (
    <NodeForm
      title={`${level[0]?.toUpperCase()}${level.slice(1)} ${node.name}`}
      fields={fields}
      initial={initial}
      onSave={(values) => onSave(pick(fields, values))}
      onCancel={onCancel}
    />
  );
}
