import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.9: editing a user at /users/{id}. Owned by a later issue. */
export function UserDetail() {
  return <NotBuiltYet title="Edit User" />;
}
