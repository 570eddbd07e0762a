import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { CREATED_BY_OPTIONS, SEARCH_PAUSE_MS, SearchField, SelectField } from '../../shared/ListFilters';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { Loading } from '../shell/Loading';
import { useViewer } from '../viewer/useViewer';
import { isAccountLead } from '../viewer/viewer';
import { AdminScopeNote } from './AdminScopeNote';
import { ReviewsTable } from './ReviewsTable';
import { type CompletedFilter, DEFAULT_FILTERS, filterRows, type ReviewFilters } from './review-list';
import { useReviewPages } from './useReviewPages';

const COMPLETED_OPTIONS: { value: CompletedFilter; label: string }[] = [
  { value: 'all', label: 'all' },
  { value: 'complete', label: 'complete' },
  { value: 'incomplete', label: 'incomplete' },
];

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
        <SearchField value={filters.search} onChange={(search) => set({ search })} />
        {lead && (
          <SelectField
            label="Created by"
            value={filters.createdBy}
            options={CREATED_BY_OPTIONS}
            onChange={(createdBy) => set({ createdBy })}
            minWidth={180}
          />
        )}
        <SelectField
          label="Completed"
          value={filters.completed}
          options={COMPLETED_OPTIONS}
          onChange={(completed) => set({ completed })}
          minWidth={160}
        />
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
