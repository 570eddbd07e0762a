import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.11: the rule editor at /admin/editor/rules. Owned by a later issue. */
export function RuleEditor() {
  return <NotBuiltYet title="Rule Editor" />;
}
