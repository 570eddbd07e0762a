import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerMetrics } from '@tsr/contract';
import { useState } from 'react';
import { ScrollableTable } from '../shell/ScrollableTable';
import { lastLoginText } from './date-range';
import { download, metricsCsv } from './metrics-csv';
import { WeeklyChart } from './WeeklyChart';

const usage = (cap: number, charged: number) => (cap < 0 ? 'unlimited' : `${charged} of ${cap}`);

/** Spec 2.10: one customer's table with its user filter; beyond it, the weekly chart and CSV. */
export function CustomerMetricsTable({ customer }: { customer: CustomerMetrics }) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const users = needle
    ? customer.users.filter(
        (u) => u.userName.toLowerCase().includes(needle) || u.userEmail.toLowerCase().includes(needle),
      )
    : customer.users;
  const headingId = `customer-${customer.customerId}`;
  const label = `Metrics of ${customer.customerName}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {customer.customerName}
      </Typography>
      <WeeklyChart weeks={customer.weeks} title={`Reviews per week, ${customer.customerName}`} />
      <Stack direction="row" spacing={2} sx={{ my: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={`Filter users of ${customer.customerName}`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button
          variant="outlined"
          onClick={() => download(`${customer.customerName} metrics.csv`, metricsCsv(customer, users))}
        >
          Download CSV
        </Button>
      </Stack>
      <ScrollableTable label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>User name</TableCell>
              <TableCell>User email</TableCell>
              <TableCell align="right">Reviews started</TableCell>
              <TableCell align="right">Reviews submitted</TableCell>
              <TableCell align="right">Entities submitted</TableCell>
              <TableCell>Last login</TableCell>
              <TableCell>Usage of review cap</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.userId}>
                <TableCell>{u.userName}</TableCell>
                <TableCell>{u.userEmail}</TableCell>
                <TableCell align="right">{u.reviewStarted}</TableCell>
                <TableCell align="right">{u.reviewSubmitted}</TableCell>
                <TableCell align="right">{u.entitesSubmitted}</TableCell>
                <TableCell>{lastLoginText(u.lastLogin)}</TableCell>
                <TableCell>{usage(u.reviewCap, u.reviewsCharged)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
    </Box>
  );
}
