import { EditorWorkspace } from '../../features/editor/EditorWorkspace';
import { ProblemsPanel } from '../../features/editor/ProblemsPanel';

/** Spec 2.11: the editor area at /admin/editor: the way into each editor and the draft's problems. */
export function Editor() {
  return (
    <EditorWorkspace title="Editor">
      <ProblemsPanel />
    </EditorWorkspace>
  );
}
