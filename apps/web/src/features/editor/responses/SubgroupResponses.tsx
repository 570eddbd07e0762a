import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Response, Rule } from '@tsr/contract';
import { TreeLevelList } from '../TreeLevelList';
import type { TreeEditor } from '../use-tree-editor';
import { ResponseListEntry } from './ResponseListEntry';
import { matches, type ResponseLevel } from './response-selection';

/**
 * The chosen subgroup's responses (spec 2.11, 8): a search over their texts, 'Upload responses
 * CSV' to replace them, and the list to choose, reorder, add and delete them, each with its text's
 * first line and the rules that show it.
 */
export function SubgroupResponses({
  editor,
  name,
  responses,
  usedBy,
  search,
  onSearch,
  onAdd,
  onUpload,
}: {
  editor: TreeEditor<ResponseLevel>;
  name: string;
  responses: readonly Response[];
  /** The rules that show each response, by response id. */
  usedBy: ReadonlyMap<string, readonly Rule[]>;
  /** The search box's text: kept by the screen, so it stays while another subgroup is chosen. */
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
  onUpload: (file: File) => void;
}) {
  const shown = responses.filter((r) => matches(r, search));
  // A filtered list moves among what is shown: map the shown indexes back to the subgroup's.
  const move = (from: number, to: number) => {
    if (shown.length === responses.length) return editor.move('response')(from, to);
    const fromId = shown[from]?.id;
    const toId = shown[to]?.id;
    editor.move('response')(
      responses.findIndex((r) => r.id === fromId),
      responses.findIndex((r) => r.id === toId),
    );
  };
  return (
    <Stack spacing={1} sx={{ flex: '1 1 260px', maxWidth: 420 }}>
      <TextField
        size="small"
        label="Search responses"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
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
            if (file) onUpload(file);
          }}
        />
      </Button>
      <TreeLevelList
        editor={editor}
        level="response"
        title={`Responses of ${name}`}
        items={shown.map((r) => ({
          id: r.id,
          label: r.name,
          secondary: <ResponseListEntry response={r} rules={usedBy.get(r.id) ?? []} />,
        }))}
        onAdd={onAdd}
        onMove={move}
      />
    </Stack>
  );
}
