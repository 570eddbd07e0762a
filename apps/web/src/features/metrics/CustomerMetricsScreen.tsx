import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@tsr/contract';
import { type FormEvent, useState } from 'react';
import { call } from '../../api/client';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { PageIntro } from '../site/PageIntro';
import { useViewer } from '../viewer/useViewer';
import { CustomerMetricsTable } from './CustomerMetricsTable';
import { type DateRange, defaultRange, formatDay, rangeOf } from './date-range';

const ALL = 'all';

/**
 * Spec 2.10 Customer Metrics at /metrics (a public route; its data needs a signed-in admin or
 * account lead). The range is two DD/MM/YYYY fields confirmed with 'Select Range'.
 */
export function CustomerMetricsScreen() {
  const viewer = useViewer();
  const [range, setRange] = useState<DateRange>(() => defaultRange(new Date()));
  const [startText, setStartText] = useState(() => formatDay(range.startDate));
  const [endText, setEndText] = useState(() => formatDay(range.endDate));
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [customer, setCustomer] = useState(ALL);
  const signedIn = viewer.kind === 'user';
  const metrics = useQuery({
    queryKey: ['metrics', range.startDate, range.endDate],
    queryFn: () => call(routes.customerMetrics, { body: { filter: range } }),
    enabled: signedIn,
  });
  const onSelect = (e: FormEvent) => {
    e.preventDefault();
    const next = rangeOf(startText, endText, new Date());
    if (typeof next === 'string') {
      setRangeError(next);
      return;
    }
    setRangeError(null);
    setRange(next);
  };
  const customers = metrics.data?.customerMetrics ?? [];
  const shown = customer === ALL ? customers : customers.filter((c) => c.customerId === customer);
  return (
    <>
      <ScreenHeading>Customer Metrics</ScreenHeading>
      <PageIntro type="metrics" />
      {!signedIn ? (
        <Alert severity="info">
          Please sign in as an administrator or account lead to see customer metrics.
        </Alert>
      ) : (
        <>
          <Box component="form" onSubmit={onSelect} aria-label="Date range" noValidate>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 2, alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label="Customer"
                value={customer}
                onChange={(e) => setCustomer(e.target.value)}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value={ALL}>All</MenuItem>
                {customers.map((c) => (
                  <MenuItem key={c.customerId} value={c.customerId}>
                    {c.customerName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label="Start date"
                placeholder="DD/MM/YYYY"
                value={startText}
                onChange={(e) => setStartText(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                size="small"
                label="End date"
                placeholder="DD/MM/YYYY"
                value={endText}
                onChange={(e) => setEndText(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="contained">
                Select Range
              </Button>
            </Stack>
          </Box>
          {rangeError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {rangeError}
            </Alert>
          )}
          <ApiErrorAlert error={metrics.error} />
          {metrics.isPending && <Loading />}
          {shown.map((c) => (
            <CustomerMetricsTable key={c.customerId} customer={c} />
          ))}
        </>
      )}
    </>
  );
}
