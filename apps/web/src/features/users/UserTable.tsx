import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { UserDetail } from '@tsr/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScrollableTable } from '../shell/ScrollableTable';
import { visuallyHidden } from '../shell/visually-hidden';

export type SortKey = 'user_name' | 'email' | 'user_status';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const columns: { key: SortKey; label: string }[] = [
  { key: 'user_name', label: 'Name' },
  { key: 'email', label: 'Email address' },
  { key: 'user_status', label: 'Status' },
];

/** The rows a search (name or e-mail, any case) leaves, in the chosen order. */
export function visibleUsers(users: readonly UserDetail[], search: string, sort: Sort): UserDetail[] {
  const needle = search.trim().toLowerCase();
  const rows = needle
    ? users.filter(
        (u) => u.user_name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
      )
    : [...users];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows.sort(
    (a, b) => factor * a[sort.key].localeCompare(b[sort.key], 'en-GB', { sensitivity: 'base' }),
  );
}

/** Rows a page shows: a company of 500 users is ten pages, not one table of 500 rows. */
export const PAGE_SIZES = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 50;

interface UserTableProps {
  label: string;
  users: readonly UserDetail[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Changes with the search and the order: the table then starts again at the first page. */
  resetKey: string;
}

/**
 * Spec 2.9: Name, Email address, Status, Enabled (badge), the user's Reports and Edit user, a page
 * at a time.
 */
export function UserTable({ label, users, sort, onSort, resetKey }: UserTableProps) {
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [paging, setPaging] = useState({ resetKey, page: 0 });
  const wanted = paging.resetKey === resetKey ? paging.page : 0;
  const setPage = (page: number) => setPaging({ resetKey, page });
  // After a delete the last page may be gone: show the last one there is.
  const page = Math.min(wanted, Math.max(0, Math.ceil(users.length / pageSize) - 1));
  const rows = users.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <>
      <ScrollableTable label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sortDirection={sort.key === c.key ? sort.direction : false}>
                  <TableSortLabel
                    active={sort.key === c.key}
                    direction={sort.key === c.key ? sort.direction : 'asc'}
                    onClick={() =>
                      onSort({
                        key: c.key,
                        direction: sort.key === c.key && sort.direction === 'asc' ? 'desc' : 'asc',
                      })
                    }
                  >
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>Enabled</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((u) => (
              <TableRow key={u.user_id} hover>
                <TableCell id={`user-name-${u.user_id}`} sx={{ fontWeight: 600 }}>
                  {u.user_name}
                </TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{u.user_status}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={u.is_enabled ? 'Enabled' : 'Disabled'}
                    color={u.is_enabled ? 'success' : 'default'}
                    variant={u.is_enabled ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/users/${u.user_id}/reports`}
                    aria-describedby={`user-name-${u.user_id}`}
                  >
                    Reports
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={`/users/${u.user_id}`}
                    aria-describedby={`user-name-${u.user_id}`}
                    sx={{ ml: 1 }}
                  >
                    Edit user
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      {users.length > Math.min(...PAGE_SIZES) && (
        <TablePagination
          component="div"
          count={users.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Users per page"
          getItemAriaLabel={(type) => `Go to ${type} page of ${label}`}
        />
      )}
    </>
  );
}
