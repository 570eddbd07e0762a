import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { useViewer } from '../viewer/useViewer';
import { isAccountLead } from '../viewer/viewer';
import { AdminScopeNote } from './AdminScopeNote';
import { ReviewsTable } from './ReviewsTable';
import {
  type CompletedFilter,
  type CreatedByFilter,
  DEFAULT_FILTERS,
  filterRows,
  type ReviewFilters,
} from './review-list';
import { useDebouncedValue } from './useDebouncedValue';
import { useReviewPages } from './useReviewPages';

/** The server is asked once the user pauses typing; the rows already shown narrow at once. */
const SEARCH_PAUSE_MS = 300;

const COMPLETED_OPTIONS: { value: CompletedFilter; label: string }[] = [
  { value: 'all', label: 'all' },
  { value: 'complete', label: 'complete' },
  { value: 'incomplete', label: 'incomplete' },
];

const CREATED_BY_OPTIONS: { value: CreatedByFilter; label: string }[] = [
  { value: 'company', label: 'company wide' },
  { value: 'mine', label: 'my own' },
];

/** The option a select reported, by its value (the first option if it is not one of them). */
function pick<T extends string>(options: readonly { value: T }[], value: string): T {
  const first = options[0];
  if (!first) throw new Error('a select needs options');
  return (options.find((o) => o.value === value) ?? first).value;
}

/**
 * Spec 2.8: the reviews list with its search box, 'Created by' (account leads only) and
 * 'Completed' selects. Compact mode, for embedding, leaves out the Submitted column.
 */
export function ReviewsList({ compact = false }: { compact?: boolean }) {
  const lead = isAccountLead(useViewer());
  const [filters, setFilters] = useState<ReviewFilters>(DEFAULT_FILTERS);
  // Only account leads choose; everyone else sees their own reviews, which is what the server sends them.
  const createdBy = lead ? filters.createdBy : 'company';
  const search = useDebouncedValue(filters.search.trim(), SEARCH_PAUSE_MS);
  const reviews = useReviewPages({ createdBy, search, completed: filters.completed });
  const set = (change: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...change }));

  return (
    <>
      <AdminScopeNote />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search"
          type="search"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
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
        {lead && (
          <TextField
            select
            label="Created by"
            value={filters.createdBy}
            onChange={(event) => set({ createdBy: pick(CREATED_BY_OPTIONS, event.target.value) })}
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
        <TextField
          select
          label="Completed"
          value={filters.completed}
          onChange={(event) => set({ completed: pick(COMPLETED_OPTIONS, event.target.value) })}
          margin="none"
          size="small"
          sx={{ minWidth: 160 }}
        >
          {COMPLETED_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {reviews.isPending && <Loading />}
      {reviews.error && <Alert severity="error">{errorMessage(reviews.error)}</Alert>}
      {reviews.rows && (
        <ReviewsTable
          label="Reviews"
          compact={compact}
          // The server filtered already; the rows are held to the filters as typed so far too.
          rows={filterRows(reviews.rows, { ...filters, createdBy })}
        />
      )}
      {reviews.canLoadMore && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={reviews.loadMore}>
            Load more reviews
          </Button>
        </Box>
      )}
    </>
  );
}
