import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIRM_DELETE_USER, type UpdateUserRequest, type UserDetail as User } from '@tsr/contract';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { AuditLogTable } from './AuditLogTable';
import { MessageList } from './MessageList';
import { UserFields } from './UserFields';
import { deleteUser, fetchUser, updateUser, userKeys } from './user-api';
import { type UserFormValues, userFormMessages } from './user-form';

const formOf = (u: User): UserFormValues => ({
  name: u.user_name,
  email: u.email,
  company: u.company_name,
  reviewCap: u.review_cap,
  isTrialUser: u.is_trial_user,
  termsAgreed: u.terms_agreed === 'yes',
  trialFollowUp: u.trial_follow_up === 'yes',
  isUser: u.is_user,
  isEnabled: u.is_enabled,
  isAccountLead: u.is_account_lead,
  isApprover: u.is_approver,
});

/** Spec 3.5 update payload; the admin-only fields only from an admin. */
function updateBody(v: UserFormValues, admin: boolean): UpdateUserRequest {
  const base: UpdateUserRequest = {
    name: v.name.trim(),
    is_user: v.isUser,
    is_enabled: v.isEnabled,
    is_account_lead: v.isAccountLead,
    is_approver: v.isApprover,
  };
  if (!admin) return base;
  return {
    ...base,
    company: v.company.trim(),
    review_cap: v.reviewCap.trim(),
    is_trial_user: v.isTrialUser,
    ...(v.isTrialUser && {
      terms_agreed: v.termsAgreed ? ('yes' as const) : ('no' as const),
      trial_follow_up: v.trialFollowUp ? ('yes' as const) : ('no' as const),
    }),
  };
}

function EditUserForm({ user, admin }: { user: User; admin: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => formOf(user));
  const [messages, setMessages] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUser(user.user_id, body),
    onSuccess: (saved) => {
      setValues(formOf(saved));
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteUser(user.user_id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      navigate('/users');
    },
    onSettled: () => setConfirming(false),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = userFormMessages(values, { admin, creating: false });
    setMessages(found);
    save.reset();
    if (found.length === 0) save.mutate(updateBody(values, admin));
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit User">
        <MessageList messages={messages} />
        {save.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            The user was updated.
          </Alert>
        )}
        <UserFields
          values={values}
          onChange={setValues}
          admin={admin}
          creating={false}
          editedIsAdmin={user.is_admin}
        />
        <ApiErrorAlert error={save.error} />
        <ApiErrorAlert error={remove.error} />
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save changes
          </Button>
          <Button component={RouterLink} to={`/users/${user.user_id}/reports`}>
            Reports
          </Button>
          <Button component={RouterLink} to="/users">
            Back to User List
          </Button>
          {admin && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              Delete user
            </Button>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${user.user_name}`}
        text={CONFIRM_DELETE_USER}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}

/** Spec 2.9 Edit User at /users/{id}, with the audit log for admins. */
export function UserDetailScreen() {
  const { id = '' } = useParams();
  const admin = isAdmin(useViewer());
  const user = useQuery({ queryKey: userKeys.detail(id), queryFn: () => fetchUser(id) });
  return (
    <>
      <ScreenHeading>Edit User</ScreenHeading>
      <ApiErrorAlert error={user.error} />
      {user.isPending && <Loading />}
      {user.data && <EditUserForm key={user.data.user_id} user={user.data} admin={admin} />}
      {admin && user.data && <AuditLogTable userId={user.data.user_id} />}
    </>
  );
}
