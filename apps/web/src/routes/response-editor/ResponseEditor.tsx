import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.11: the response editor at /admin/editor/response. Owned by a later issue. */
export function ResponseEditor() {
  return <NotBuiltYet title="Response Editor" />;
}
