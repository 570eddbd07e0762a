import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.9: the user list at /users. Owned by a later issue. */
export function UserList() {
  return <NotBuiltYet title="User List" />;
}
