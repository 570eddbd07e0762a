import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.11: the definition editor at /admin/editor/definition. Owned by a later issue. */
export function DefinitionEditor() {
  return <NotBuiltYet title="Definition Editor" />;
}
