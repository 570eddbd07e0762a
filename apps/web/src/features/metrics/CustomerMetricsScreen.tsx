import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@tsr/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { call } from '../../api/client';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { PageIntro } from '../site/PageIntro';
import { useViewer } from '../viewer/useViewer';
import { CustomerMetricsTable } from './CustomerMetricsTable';
import { type DateRange, defaultRange, rangeOf } from './date-range';
import { dayOf, RangeFields } from './RangeFields';

const ALL = 'all';

/**
 * Spec 2.10 Customer Metrics at /metrics (a public route; its data needs a signed-in admin or
 * account lead). The range is two DD/MM/YYYY date fields with calendars, confirmed with 'Select
 * Range'. The screen shows one message at a time: the range it just refused, or else what the
 * server answered for the range shown, so a later message never stands beside an older one.
 */
export function CustomerMetricsScreen() {
  const viewer = useViewer();
  const [range, setRange] = useState<DateRange>(() => defaultRange(new Date()));
  const [start, setStart] = useState<Dayjs | null>(() => dayjs.unix(range.startDate));
  const [end, setEnd] = useState<Dayjs | null>(() => dayjs.unix(range.endDate));
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
    const next = rangeOf(dayOf(start), dayOf(end), new Date());
    if (typeof next === 'string') {
      setRangeError(next);
      return;
    }
    setRangeError(null);
    setRange(next);
  };
  const message = rangeError ?? (metrics.error ? errorMessage(metrics.error) : null);
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
              useFlexGap
              // From the top: the end date's help text makes it taller than the rest. Wrapping: on a
              // tablet the four side by side are wider than the screen.
              sx={{ mb: 2, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
            >
              <TextField
                select
                size="small"
                margin="none"
                label="Customer"
                value={customer}
                onChange={(e) => setCustomer(e.target.value)}
                // Takes the row's room left over; from 220 px, so that it does not push the dates down.
                sx={{ minWidth: 220, flex: { sm: '1 1 220px' } }}
              >
                <MenuItem value={ALL}>All</MenuItem>
                {customers.map((c) => (
                  <MenuItem key={c.customerId} value={c.customerId}>
                    {c.customerName}
                  </MenuItem>
                ))}
              </TextField>
              <RangeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
              <Button type="submit" variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                Select Range
              </Button>
            </Stack>
          </Box>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {message}
            </Alert>
          )}
          {metrics.isPending && <Loading />}
          {shown.map((c) => (
            <CustomerMetricsTable key={c.customerId} customer={c} />
          ))}
        </>
      )}
    </>
  );
}
