import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.9: creating a user at /users/create. Owned by a later issue. */
export function UserCreate() {
  return <NotBuiltYet title="Create User" />;
}
