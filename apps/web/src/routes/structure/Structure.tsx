import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.4: the structure builder (New Review) at /structure. Owned by a later issue. */
export function Structure() {
  return <NotBuiltYet title="New Review" />;
}
