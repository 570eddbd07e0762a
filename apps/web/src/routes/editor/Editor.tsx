import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.11: the editor area at /admin/editor. Owned by a later issue. */
export function Editor() {
  return <NotBuiltYet title="Editor" />;
}
