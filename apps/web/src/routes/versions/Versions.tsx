import { EditorWorkspace } from '../../features/editor/EditorWorkspace';
import { VersionsScreen } from '../../features/versions/VersionsScreen';

/** Issue 14: the version history and diff at /admin/editor/versions, under the editors' bar. */
export function Versions() {
  return (
    <EditorWorkspace title="Versions">
      <VersionsScreen />
    </EditorWorkspace>
  );
}
