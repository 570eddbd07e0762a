import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Response, ResponseTextType } from '@tsr/contract';
import { responseIdFor, saveResponse, withTextType } from '@tsr/domain/editor';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rulesByResponse } from '../response-uses';
import { SectionEditorLayout } from '../SectionEditorLayout';
import { byName, TreeLevels } from '../TreeLevelList';
import { updateResponse } from '../tree-edits';
import { TrySubgroup } from '../try/TryIt';
import { byOrder, useTreeEditor } from '../use-tree-editor';
import { CategorySelect } from './CategorySelect';
import { ResponseForm } from './ResponseForm';
import { linkedResponse, RESPONSE_LEVELS, type ResponseLevel } from './response-selection';
import { parseResponsesCsv, replaceSubgroupResponses } from './responses-csv';
import { SubgroupResponses } from './SubgroupResponses';

/** A new response's fields: a plain text, shown always; its name (and so its id) the author's. */
const NEW_RESPONSE: Response = {
  id: '',
  name: '',
  text: '',
  logic: '',
  status: '',
  isHeading: false,
  isMoreDetail: false,
  isRiskScore: false,
};

/**
 * Spec 2.11 response editor: category selector with add and edit, then groups, subgroups and
 * responses to drill down, each list reorderable, each level with add, edit, save, cancel and
 * delete; a search over the responses and 'Upload responses CSV'. A response is added by its form:
 * it is made when saved, its id from the name given (responseIdFor).
 */
export function ResponseEditorScreen() {
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<ResponseLevel | null>(() =>
    params.get('response') ? 'response' : null,
  );
  const [search, setSearch] = useState('');
  // A new response's form is open: nothing is in the draft until it is saved.
  const [creating, setCreating] = useState(false);
  const editor = useTreeEditor({
    tree: 'responses',
    levels: RESPONSE_LEVELS,
    initial: (content) => ({ selection: linkedResponse(params.get('response'), content.responses) }),
    onChoose: (level, id) => {
      setEditing(id === null ? null : level);
      setCreating(false);
    },
  });
  const { content, selection } = editor;
  const tree = content.responses;

  const categories = byOrder(tree.categories);
  const category = categories.find((c) => c.id === selection.category);
  const group = category?.groups.find((g) => g.id === selection.group);
  const subgroup = group?.subgroups.find((s) => s.id === selection.subgroup);
  const responsesById = useMemo(() => new Map(tree.responses.map((r) => [r.id, r])), [tree.responses]);
  const usedBy = useMemo(() => rulesByResponse(content.rules.rules), [content.rules.rules]);
  const response = selection.response ? responsesById.get(selection.response) : undefined;
  const subgroupResponses = (subgroup?.responses ?? [])
    .map((id) => responsesById.get(id))
    .filter((r): r is Response => r !== undefined);

  const add = (level: ResponseLevel) => {
    const id = editor.freshId(level);
    if (level === 'response') {
      editor.choose('response', null);
      setCreating(true);
    } else if (level === 'category')
      editor.add(level, { id, name: 'New category', order: categories.length });
    else editor.add(level, { id, name: `New ${level}` });
  };
  const upload = async (file: File) => {
    const parsed = parseResponsesCsv(file.name, await file.text());
    if (!parsed.ok) {
      editor.setError(parsed.error);
      return;
    }
    if (editor.run(replaceSubgroupResponses(content, editor.pathTo('subgroup'), parsed.rows)))
      editor.setSelection((current) => ({ ...current, response: null }));
  };
  const create = (values: Record<string, unknown>) => {
    const typed = withTextType(
      { ...NEW_RESPONSE, ...(values as Partial<Response>) },
      values.textType as ResponseTextType,
    );
    const { id: _id, ...fields } = typed;
    const id = responseIdFor(content, fields.name);
    if (editor.run(saveResponse(content, { subgroup: editor.pathTo('subgroup'), response: fields })))
      editor.choose('response', id);
  };
  const save = (level: ResponseLevel, values: Record<string, unknown>) => {
    if (level === 'response' && response) {
      const typed = withTextType(
        { ...response, ...(values as Partial<Response>) },
        values.textType as ResponseTextType,
      );
      const { id: _id, ...fields } = typed;
      if (editor.run(updateResponse(content, response.id, fields))) setEditing(null);
      return;
    }
    const fields = { ...values };
    if (level === 'subgroup' && fields.isLooped !== true) fields.loopKey = '';
    if (editor.update(level, fields)) setEditing(null);
  };

  return (
    <SectionEditorLayout
      editor={editor}
      confirmation={(level) => ({
        title: `Delete this ${level}?`,
        confirmLabel: `Delete ${level}`,
        text:
          level === 'response'
            ? 'The response is deleted (a risk text a rule still points at stays in the draft).'
            : `Everything under this ${level} is deleted too.`,
        onConfirm: editor.remove,
      })}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CategorySelect
          categories={categories}
          value={selection.category}
          onChange={(id) => {
            editor.choose('category', id);
            // A category chosen here opens no form: 'Edit category' does.
            setEditing(null);
          }}
        />
        <Button variant="outlined" onClick={() => add('category')}>
          Add category
        </Button>
        <Button variant="outlined" disabled={!category} onClick={() => setEditing('category')}>
          Edit category
        </Button>
        {category && (
          <Button color="error" onClick={() => editor.setDeleting('category')}>
            Delete category
          </Button>
        )}
      </Stack>
      <TreeLevels
        editor={editor}
        onAdd={add}
        levels={[
          category
            ? { level: 'group', title: `Groups of ${category.name}`, items: byName(category.groups) }
            : null,
          group
            ? { level: 'subgroup', title: `Subgroups of ${group.name}`, items: byName(group.subgroups) }
            : null,
        ]}
      >
        {subgroup && (
          <SubgroupResponses
            editor={editor}
            name={subgroup.name}
            responses={subgroupResponses}
            usedBy={usedBy}
            search={search}
            onSearch={setSearch}
            onAdd={() => add('response')}
            onUpload={(file) => void upload(file)}
          />
        )}
      </TreeLevels>
      {creating && subgroup && (
        <ResponseForm
          key={`new:${editor.pathTo('subgroup').join('/')}`}
          level="response"
          nodes={{ response: NEW_RESPONSE }}
          newId={(name) => responseIdFor(content, name)}
          onCancel={() => setCreating(false)}
          onSave={create}
        />
      )}
      {editing && (
        <ResponseForm
          key={`${editing}:${editor.pathTo(editing).join('/')}`}
          level={editing}
          nodes={{ category, group, subgroup, response }}
          onCancel={() => setEditing(null)}
          onSave={(values) => save(editing, values)}
        />
      )}
      {editing === 'subgroup' && subgroup && <TrySubgroup tree="responses" subgroup={subgroup} />}
    </SectionEditorLayout>
  );
}
