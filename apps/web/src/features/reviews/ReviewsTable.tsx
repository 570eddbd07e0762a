import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ScrollableTable } from '../shell/ScrollableTable';
import { visuallyHidden } from '../shell/visually-hidden';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { listDate, type ReviewRow, reviewTarget, riskScoreText } from './review-list';
import { useDeleteReview } from './useUserReports';

interface ReviewsTableProps {
  rows: readonly ReviewRow[];
  /** Compact mode (the dashboard) leaves out the Submitted column. */
  compact?: boolean;
  label: string;
}

const nameId = (row: ReviewRow) => `review-name-${row.reviewId}`;

/**
 * Spec 2.8: structure name, submitted (not in compact mode), created by, risk score ('n/a' while
 * incomplete), a Completed/Incomplete badge, View or Continue, and delete (after the spec 5.4
 * confirmation).
 */
export function ReviewsTable({ rows, compact = false, label }: ReviewsTableProps) {
  const [deleting, setDeleting] = useState<ReviewRow | null>(null);
  const remove = useDeleteReview();
  const deletion = (
    <>
      <ApiErrorAlert error={remove.error} />
      <DeleteReviewDialog
        structureName={deleting?.structureName ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">No reviews to show.</Typography>
        {deletion}
      </Paper>
    );
  }
  return (
    <>
      <ScrollableTable label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Structure name</TableCell>
              {!compact && <TableCell>Submitted</TableCell>}
              <TableCell>Created by</TableCell>
              <TableCell align="right">Risk score</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.reviewId} hover>
                <TableCell id={nameId(row)} sx={{ fontWeight: 600 }}>
                  {row.structureName}
                </TableCell>
                {!compact && <TableCell>{row.submitted === null ? '—' : listDate(row.submitted)}</TableCell>}
                <TableCell>{row.createdBy}</TableCell>
                <TableCell align="right">{riskScoreText(row)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={row.completed ? 'Completed' : 'Incomplete'}
                    color={row.completed ? 'success' : 'warning'}
                    variant={row.completed ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    variant={row.completed ? 'outlined' : 'contained'}
                    component={RouterLink}
                    to={reviewTarget(row)}
                    aria-describedby={nameId(row)}
                  >
                    {row.completed ? 'View' : 'Continue'}
                  </Button>
                  <Tooltip title="Delete review">
                    <IconButton
                      aria-label="Delete review"
                      aria-describedby={nameId(row)}
                      onClick={() => setDeleting(row)}
                      sx={{ ml: 1 }}
                      size="small"
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      {deletion}
    </>
  );
}
