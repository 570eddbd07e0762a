import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIRM_DELETE_REVIEW, CONFIRM_REVERT_REVIEW, LATEST_SURVEY_MESSAGES } from '@tsr/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { listDate } from '../reviews/review-list';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { visuallyHidden } from '../shell/visually-hidden';
import { useViewer } from '../viewer/useViewer';
import { isAdmin } from '../viewer/viewer';
import {
  deleteCompletedReview,
  deleteIncompleteReview,
  fetchUser,
  fetchUserReviews,
  moveToLatestSurvey,
  revertReview,
  userKeys,
} from './user-api';

/** Spec 9: the snackbar's time-out. */
const SNACKBAR_MS = 2000;

interface Row {
  reviewId: string;
  structureName: string;
  submitted: number | null;
  createdBy: string;
  riskScore: number | null;
}

type Pending = { kind: 'revert' | 'delete'; row: Row } | null;

/**
 * Spec 2.9 and 4: a user's reviews (structure name, submitted date, created by, risk score), with
 * the admin-only Update (to the latest survey), Revert and Delete; revert and delete reload the list.
 */
export function UserDetailReportsScreen() {
  const { id = '' } = useParams();
  const admin = isAdmin(useViewer());
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: userKeys.detail(id), queryFn: () => fetchUser(id) });
  const reviews = useQuery({ queryKey: userKeys.reviews(id), queryFn: () => fetchUserReviews(id) });
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.reviews(id) });
  const update = useMutation({
    mutationFn: (row: Row) => moveToLatestSurvey(row.reviewId),
    onSuccess: () => {
      setSnackbar(LATEST_SURVEY_MESSAGES.success);
      return reload();
    },
    onError: () => setSnackbar(LATEST_SURVEY_MESSAGES.failure),
  });
  const act = useMutation({
    mutationFn: async (p: NonNullable<Pending>) => {
      if (p.kind === 'revert') return revertReview(p.row.reviewId);
      return p.row.submitted === null
        ? deleteIncompleteReview(p.row.reviewId)
        : deleteCompletedReview(p.row.reviewId);
    },
    onSuccess: reload,
    onSettled: () => setPending(null),
  });

  const rows: Row[] = [
    ...(reviews.data?.reports ?? []).map((r) => ({
      reviewId: r.review_id,
      structureName: r.structure_name,
      submitted: r.submitted,
      createdBy: r.created_by,
      riskScore: r.risk_score,
    })),
    ...(reviews.data?.answers ?? []).map((a) => ({
      reviewId: a.survey_answer_id,
      structureName: a.structure_name,
      submitted: null,
      createdBy: a.created_by,
      riskScore: null,
    })),
  ];
  const name = user.data ? `${user.data.user_name} (${user.data.email})` : '';
  return (
    <>
      <ScreenHeading>User Reports</ScreenHeading>
      {user.data && <Typography sx={{ mb: 2 }}>Reviews of {name}</Typography>}
      <ApiErrorAlert error={reviews.error ?? user.error} />
      <ApiErrorAlert error={act.error} />
      {reviews.isPending && <Loading />}
      {reviews.data && rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">No reviews to show.</Typography>
        </Paper>
      )}
      {rows.length > 0 && (
        <ScrollableTable label="Reviews of the user">
          <Table size="small" aria-label="Reviews of the user">
            <TableHead>
              <TableRow>
                <TableCell>Structure name</TableCell>
                <TableCell>Submitted</TableCell>
                <TableCell>Created by</TableCell>
                <TableCell align="right">Risk score</TableCell>
                {admin && (
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.reviewId}>
                  <TableCell id={`review-${row.reviewId}`} sx={{ fontWeight: 600 }}>
                    {row.submitted === null ? (
                      row.structureName
                    ) : (
                      <RouterLink to={`/review/${row.reviewId}/report`}>{row.structureName}</RouterLink>
                    )}
                  </TableCell>
                  <TableCell>{row.submitted === null ? '—' : listDate(row.submitted)}</TableCell>
                  <TableCell>{row.createdBy}</TableCell>
                  <TableCell align="right">{row.riskScore === null ? 'n/a' : row.riskScore}</TableCell>
                  {admin && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {row.submitted !== null && (
                        <>
                          <Button
                            size="small"
                            aria-describedby={`review-${row.reviewId}`}
                            disabled={update.isPending}
                            onClick={() => update.mutate(row)}
                          >
                            Update
                          </Button>
                          <Button
                            size="small"
                            aria-describedby={`review-${row.reviewId}`}
                            onClick={() => setPending({ kind: 'revert', row })}
                          >
                            Revert
                          </Button>
                        </>
                      )}
                      <Button
                        size="small"
                        color="error"
                        aria-describedby={`review-${row.reviewId}`}
                        onClick={() => setPending({ kind: 'delete', row })}
                      >
                        Delete
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/users">
          Back to User List
        </Button>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={`${pending?.kind === 'revert' ? 'Revert' : 'Delete'} ${pending?.row.structureName ?? ''}`}
        text={pending?.kind === 'revert' ? CONFIRM_REVERT_REVIEW : CONFIRM_DELETE_REVIEW}
        confirmLabel={pending?.kind === 'revert' ? 'Revert' : 'Delete'}
        pending={act.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && act.mutate(pending)}
      />
      <Snackbar
        open={snackbar !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setSnackbar(null)}
        message={snackbar ?? ''}
      />
    </>
  );
}
