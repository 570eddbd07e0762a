import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, UserCreationRequested, UserDetail } from '@tsr/contract';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { isAccountLead, isAdmin } from '../viewer/viewer';
import { MessageList } from './MessageList';
import { UserFields } from './UserFields';
import { createUser, userKeys } from './user-api';
import { type UserFormValues, userFormMessages } from './user-form';

const blank: UserFormValues = {
  name: '',
  email: '',
  company: '',
  // Spec 9: the create form's default review cap is -1 (unlimited).
  reviewCap: '-1',
  isTrialUser: false,
  termsAgreed: false,
  trialFollowUp: true,
  isUser: true,
  isEnabled: true,
  isAccountLead: false,
  isApprover: false,
};

/** What the form sends: the admin-only fields only from an admin (the server refuses them from a lead). */
function createBody(v: UserFormValues, admin: boolean): CreateUserRequest {
  const base = { name: v.name.trim(), email: v.email.trim() };
  if (!admin) return base;
  return {
    ...base,
    company: v.company.trim(),
    review_cap: v.reviewCap.trim(),
    is_trial_user: v.isTrialUser,
    terms_agreed: v.isTrialUser && v.termsAgreed ? 'yes' : 'no',
  };
}

/** What a signed-in user who may not add users reads on Create User instead of the form. */
export const ONLY_LEADS_ADD_USERS =
  'Only account leads and administrators add users. Ask an account lead of your company to add the user you need.';

/**
 * Spec 2.9 Create User at /users/create: the new user is e-mailed a temporary password. Spec 2.1
 * lets every signed-in user reach it, but only account leads and admins may add users (spec 6):
 * anyone else is told so at once, rather than after filling the form (issue 34).
 */
export function UserCreateScreen() {
  const viewer = useViewer();
  if (!isAdmin(viewer) && !isAccountLead(viewer))
    return (
      <>
        <ScreenHeading>Create User</ScreenHeading>
        <Alert severity="info" sx={{ maxWidth: 560 }}>
          {ONLY_LEADS_ADD_USERS}
        </Alert>
      </>
    );
  return <CreateUserForm />;
}

function CreateUserForm() {
  const viewer = useViewer();
  const admin = isAdmin(viewer);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<UserFormValues>(() => ({
    ...blank,
    company: viewer.kind === 'user' && admin ? viewer.user.company_name : '',
  }));
  const [messages, setMessages] = useState<string[]>([]);
  // An admin's user (201), or a lead's request (202), answered alike whether or not the address
  // has an account elsewhere: the message must be true either way (docs/decisions/0016).
  const [created, setCreated] = useState<UserDetail | UserCreationRequested | null>(null);
  const create = useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(body),
    onSuccess: (user) => {
      setCreated(user);
      setValues({ ...blank, company: values.company });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = userFormMessages(values, { admin, creating: true });
    setMessages(found);
    setCreated(null);
    if (found.length === 0) create.mutate(createBody(values, admin));
  };
  return (
    <>
      <ScreenHeading>Create User</ScreenHeading>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create User">
          <MessageList messages={messages} />
          {created && 'user_id' in created && (
            <Alert severity="success" sx={{ mb: 2 }}>
              User {created.email} was created and has been e-mailed a temporary password.{' '}
              <Link component={RouterLink} to={`/users/${created.user_id}`}>
                Edit {created.user_name}
              </Link>
            </Alert>
          )}
          {created && !('user_id' in created) && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Request received for {created.email}. If this address had no account, the user is added to your
              company, is e-mailed a temporary password and appears in your{' '}
              <Link component={RouterLink} to="/users">
                User List
              </Link>
              . If it already has an account, its owner is told by e-mail instead and no user is added.
            </Alert>
          )}
          <UserFields values={values} onChange={setValues} admin={admin} creating />
          <ApiErrorAlert error={create.error} />
          <Box sx={{ mt: 3, display: 'flex', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create user
            </Button>
            <Button component={RouterLink} to="/users">
              Back to User List
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
