import { EditorWorkspace } from '../../features/editor/EditorWorkspace';
import { RuleEditorScreen } from '../../features/editor/rules/RuleEditorScreen';

/** Spec 2.11: the rule editor at /admin/editor/rules. */
export function RuleEditor() {
  return (
    <EditorWorkspace title="Rule Editor">
      <RuleEditorScreen />
    </EditorWorkspace>
  );
}
