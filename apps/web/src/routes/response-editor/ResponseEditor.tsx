import { EditorWorkspace } from '../../features/editor/EditorWorkspace';
import { CategorySelect } from '../../features/editor/responses/CategorySelect';
import { ResponseEditorScreen } from '../../features/editor/responses/ResponseEditorScreen';

/** Spec 2.11: the response editor at /admin/editor/response. */
export function ResponseEditor() {
  return (
    <EditorWorkspace
      title="Response Editor"
      loadingView={<CategorySelect categories={[]} value={null} onChange={() => {}} loading />}
    >
      <ResponseEditorScreen />
    </EditorWorkspace>
  );
}
