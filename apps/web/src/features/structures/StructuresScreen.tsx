import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { CREATED_BY_OPTIONS, SEARCH_PAUSE_MS, SearchField, SelectField } from '../../shared/ListFilters';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { hasGroup, isAccountLead, isAdmin, type Viewer } from '../viewer/viewer';
import { StructuresTable } from './StructuresTable';
import type { StructuresCreatedBy } from './structure-api';
import { matchingRows } from './structure-texts';
import { useStructurePages } from './useStructurePages';

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
        <SearchField value={search} onChange={setSearch} />
        {widens && (
          <SelectField
            label="Created by"
            value={scope}
            options={CREATED_BY_OPTIONS}
            onChange={setScope}
            minWidth={180}
          />
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
