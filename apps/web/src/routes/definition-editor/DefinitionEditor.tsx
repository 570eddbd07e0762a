import { DefinitionEditorScreen } from '../../features/editor/definitions/DefinitionEditorScreen';
import { EditorWorkspace } from '../../features/editor/EditorWorkspace';

/** Spec 2.11: the definition editor at /admin/editor/definition. */
export function DefinitionEditor() {
  return (
    <EditorWorkspace title="Definition Editor">
      <DefinitionEditorScreen />
    </EditorWorkspace>
  );
}
