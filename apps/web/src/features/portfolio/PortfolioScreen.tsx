import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PortfolioSort, SortOrder, TaxHead } from '@tsr/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { isAccountLead, isAdmin } from '../viewer/viewer';
import { PortfolioTable } from './PortfolioTable';
import { downloadPortfolioCsv, fetchPortfolio, portfolioKeys } from './portfolio-api';
import { EMPTY_FILTERS, type FilterForm, type Filters, filtersOf, HEADS } from './portfolio-filters';

const PAGE_SIZES = [25, 50, 100];
const DATE_HINT = 'DD/MM/YYYY';

/** A field of the filter form: wide enough for its label and a whole DD/MM/YYYY, never wider than a phone. */
const FIELD = { width: { xs: '100%', sm: 190 } } as const;

/**
 * The portfolio at /portfolio (issue 33): a company's saved structures by their latest reports, for
 * account leads (their company) and admins (every company, or one they choose). The filters apply
 * when sent, sorting is by the table's headers, a page at a time; Download CSV asks the server for
 * every structure the filters keep, in the order shown.
 */
export function PortfolioScreen() {
  const viewer = useViewer();
  const admin = isAdmin(viewer);
  const allowed = admin || isAccountLead(viewer);
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sort, setSort] = useState<{ sort: PortfolioSort; order: SortOrder }>({
    sort: 'score',
    order: 'desc',
  });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const query = { filters, ...sort, offset: page * pageSize, limit: pageSize };
  const portfolio = useQuery({
    queryKey: portfolioKeys.page(query),
    queryFn: () => fetchPortfolio(query),
    enabled: allowed,
    // The table stays while the next page or order comes, rather than flashing a loader.
    placeholderData: keepPreviousData,
  });

  const set = (field: keyof FilterForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const apply = (next: FilterForm) => {
    const checked = filtersOf(next);
    if (typeof checked === 'string') {
      setFormError(checked);
      return;
    }
    setFormError(null);
    setFilters(checked);
    setPage(0);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(form);
  };
  const onClear = () => {
    const cleared = { ...EMPTY_FILTERS, companyId: form.companyId };
    setForm(cleared);
    apply(cleared);
  };
  const onDownload = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadPortfolioCsv(filters, sort.sort, sort.order);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: errorMessage(error) });
    }
  };

  if (!allowed)
    return (
      <>
        <ScreenHeading>Portfolio</ScreenHeading>
        <Alert severity="info">The portfolio is for account leads and administrators.</Alert>
      </>
    );
  const data = portfolio.data;
  return (
    <>
      <ScreenHeading>Portfolio</ScreenHeading>
      <Typography sx={{ mb: 2 }}>
        Every saved structure with its latest score, the highest risk under each tax head, its scores over
        time and its next key date.
      </Typography>
      <Box component="form" onSubmit={onSubmit} aria-label="Filters" noValidate sx={{ mb: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {admin && (
            <TextField
              select
              size="small"
              label="Company"
              value={form.companyId}
              onChange={set('companyId')}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              <MenuItem value="">All companies</MenuItem>
              {(data?.companies ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            label="Minimum score"
            value={form.minScore}
            onChange={set('minScore')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={FIELD}
          />
          <TextField
            select
            size="small"
            label="Tax head"
            value={form.head}
            onChange={(e) => setForm((f) => ({ ...f, head: e.target.value as TaxHead | '' }))}
            sx={FIELD}
          >
            <MenuItem value="">Any</MenuItem>
            {HEADS.map((head) => (
              <MenuItem key={head} value={head}>
                {head}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Tax head score at least"
            value={form.minHeadScore}
            onChange={set('minHeadScore')}
            helperText={form.head ? undefined : 'Choose a tax head first'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={FIELD}
          />
          <TextField
            size="small"
            label="Last review from"
            placeholder={DATE_HINT}
            value={form.reviewedFrom}
            onChange={set('reviewedFrom')}
            sx={FIELD}
          />
          <TextField
            size="small"
            label="Last review to"
            placeholder={DATE_HINT}
            value={form.reviewedTo}
            onChange={set('reviewedTo')}
            sx={FIELD}
          />
          <TextField
            size="small"
            label="Next key date before"
            placeholder={DATE_HINT}
            value={form.keyDateBefore}
            onChange={set('keyDateBefore')}
            sx={FIELD}
          />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button type="submit" variant="contained">
              Apply filters
            </Button>
            <Button type="button" onClick={onClear}>
              Clear
            </Button>
          </Stack>
        </Stack>
      </Box>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {portfolio.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(portfolio.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {data ? countOf(data.total, 'structure') : ''}
        </Typography>
        <Button variant="outlined" onClick={onDownload} disabled={download.busy || !data}>
          Download CSV
        </Button>
      </Stack>
      {download.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {download.error}
        </Alert>
      )}
      {portfolio.isPending && <Loading />}
      {data && (
        <>
          <PortfolioTable
            rows={data.structures}
            showCompany={admin}
            sort={sort.sort}
            order={sort.order}
            onSort={(next, order) => {
              setSort({ sort: next, order });
              setPage(0);
            }}
          />
          {data.total === 0 && <Typography sx={{ mt: 2 }}>No structure matches these filters.</Typography>}
          {data.total > Math.min(...PAGE_SIZES) && (
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          )}
        </>
      )}
    </>
  );
}
