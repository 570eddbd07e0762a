import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIRM_DELETE_CUSTOMER, type CompanyUsers } from '@tsr/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { PageIntro } from '../site/PageIntro';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import { type Sort, UserTable, visibleUsers } from './UserTable';
import { deleteCustomer, fetchUserList, userKeys } from './user-api';

const ALL = 'all';

/**
 * Spec 2.9: the user list at /users. The company filter holds All and the companies the server
 * gives (a lead's own only); per company a table, and for admins 'Delete Customer'.
 */
export function UserListScreen() {
  const admin = isAdmin(useViewer());
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: userKeys.list, queryFn: fetchUserList });
  const [company, setCompany] = useState(ALL);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'user_name', direction: 'asc' });
  const [deleting, setDeleting] = useState<CompanyUsers | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (c: CompanyUsers) => deleteCustomer(c.companyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    onError: (err) => setDeleteError(errorMessage(err)),
    onSettled: () => setDeleting(null),
  });

  const companies = list.data?.userList ?? [];
  const shown = company === ALL ? companies : companies.filter((c) => c.companyId === company);
  return (
    <>
      <ScreenHeading>User List</ScreenHeading>
      <PageIntro type="user_list" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Company"
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          sx={{ minWidth: 240 }}
          size="small"
        >
          <MenuItem value={ALL}>All</MenuItem>
          {companies.map((c) => (
            <MenuItem key={c.companyId} value={c.companyId}>
              {c.companyName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search by name or email"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ minWidth: 260 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" component={RouterLink} to="/users/create">
          Add user
        </Button>
      </Stack>
      {deleteError && (
        <Alert severity="error" onClose={() => setDeleteError(null)} sx={{ mb: 2 }}>
          {deleteError}
        </Alert>
      )}
      <ApiErrorAlert error={list.error} />
      {list.isPending && <Loading />}
      {shown.map((c) => {
        const users = visibleUsers(c.Users, search, sort);
        return (
          <Box
            component="section"
            key={c.companyId}
            aria-labelledby={`company-${c.companyId}`}
            sx={{ mb: 4 }}
          >
            <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography variant="h2" id={`company-${c.companyId}`} sx={{ fontSize: '1.25rem' }}>
                {c.companyName}
              </Typography>
              <Typography color="text.secondary">
                {users.length} of {countOf(c.Users.length, 'user')}
              </Typography>
              <Box sx={{ flexGrow: 1 }} />
              {admin && (
                <Button color="error" variant="outlined" size="small" onClick={() => setDeleting(c)}>
                  Delete Customer
                </Button>
              )}
            </Stack>
            <UserTable
              label={`Users of ${c.companyName}`}
              users={users}
              sort={sort}
              onSort={setSort}
              resetKey={`${search}|${sort.key}|${sort.direction}`}
            />
          </Box>
        );
      })}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.companyName ?? ''}`}
        text={CONFIRM_DELETE_CUSTOMER}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
