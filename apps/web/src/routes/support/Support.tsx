import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.10: support at /support. Owned by a later issue. */
export function Support() {
  return <NotBuiltYet title="Support" />;
}
