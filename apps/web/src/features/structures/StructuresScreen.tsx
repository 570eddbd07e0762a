import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useDebouncedValue } from '../reviews/useDebouncedValue';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { hasGroup, isAccountLead, isAdmin, type Viewer } from '../viewer/viewer';
import { StructuresTable } from './StructuresTable';
import type { StructuresCreatedBy } from './structure-api';
import { matchingRows } from './structure-texts';
import { useStructurePages } from './useStructurePages';

/** The server is asked once the user pauses typing, as in the reviews list; the rows shown narrow at once. */
const SEARCH_PAUSE_MS = 300;

const CREATED_BY_OPTIONS: { value: StructuresCreatedBy; label: string }[] = [
  { value: 'company', label: 'company wide' },
  { value: 'mine', label: 'my own' },
];

export const ADMIN_STRUCTURES_NOTE =
  'As an administrator you see the structures of every customer company here, with who created each one.';

/** Account leads and approvers may list their company's structures, admins every customer's. */
const widensList = (viewer: Viewer) =>
  isAdmin(viewer) || isAccountLead(viewer) || hasGroup(viewer, 'approval');

/**
 * Saved structures (issue 33) at /structures: every structure a review was started from, with who
 * created it, its last review and latest score; each opens its own screen.
 */
export function StructuresScreen() {
  const viewer = useViewer();
  const widens = widensList(viewer);
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<StructuresCreatedBy>('company');
  // Everyone else sees their own structures, which is what the server sends them.
  const createdBy = widens ? scope : 'mine';
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const structures = useStructurePages({ createdBy, search: settledSearch });
  const rows = structures.rows && matchingRows(structures.rows, search);

  return (
    <>
      <ScreenHeading>Structures</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every structure a review is started from is kept here with its reviews. Open one to see its history,
        or to change it in the builder and start a new review from it.
      </Typography>
      {isAdmin(viewer) && createdBy === 'company' && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {ADMIN_STRUCTURES_NOTE}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          margin="none"
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {widens && (
          <TextField
            select
            label="Created by"
            value={scope}
            onChange={(event) => setScope(event.target.value === 'mine' ? 'mine' : 'company')}
            margin="none"
            size="small"
            sx={{ minWidth: 180 }}
          >
            {CREATED_BY_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {structures.isPending && <Loading />}
      {structures.error && <Alert severity="error">{errorMessage(structures.error)}</Alert>}
      {rows && rows.length > 0 && <StructuresTable rows={rows} />}
      {rows && rows.length === 0 && <NoStructures search={search.trim()} />}
      {structures.canLoadMore && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={structures.loadMore}>
            Load more structures
          </Button>
        </Box>
      )}
    </>
  );
}

/** Says how a structure comes to be listed, or that the search found none. */
function NoStructures({ search }: { search: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      {search ? (
        <Typography color="text.secondary">No structures match “{search}”.</Typography>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            No structures yet. A structure is saved here when a review is started from it on the New Review
            screen.
          </Typography>
          <Button variant="contained" component={RouterLink} to="/structure">
            Start a new review
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
