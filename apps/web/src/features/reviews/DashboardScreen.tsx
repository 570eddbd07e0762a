import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { PageIntro } from '../site/PageIntro';
import { AdminScopeNote } from './AdminScopeNote';
import { AverageRiskScore } from './AverageRiskScore';
import { ReviewsTable } from './ReviewsTable';
import { averageScore, recentReviews, reviewRows } from './review-list';
import { useUserReports } from './useUserReports';

function Figure({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3, flex: 1 }}>
      <Typography variant="overline" color="text.secondary" id={id}>
        {label}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Spec 2.8: Start Review, the average risk score of the completed reviews with a progress bar, the
 * count of Completed Reviews, and the five most recent reviews (complete or not).
 */
export function DashboardScreen() {
  const reports = useUserReports('company');
  const data = reports.data;
  const average = data ? averageScore(data) : 0;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3, gap: 2 }}
      >
        <ScreenHeading>Dashboard</ScreenHeading>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          component={RouterLink}
          to="/structure"
        >
          Start Review
        </Button>
      </Stack>
      <PageIntro type="dashboard" />
      <AdminScopeNote />
      {reports.isError && <Alert severity="error">{errorMessage(reports.error)}</Alert>}
      {reports.isPending && <Loading />}
      {data && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mb: 4 }}>
            <Figure label="Average Score" id="average-score">
              <AverageRiskScore average={average} labelledBy="average-score" />
            </Figure>
            <Figure label="Completed Reviews" id="completed-reviews">
              <Typography sx={{ fontSize: '2.25rem', fontWeight: 700 }} aria-labelledby="completed-reviews">
                {data.reports.length}
              </Typography>
            </Figure>
          </Stack>
          <Box component="section" aria-labelledby="recent-reviews">
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}>
              <Typography variant="h2" id="recent-reviews">
                Recent reviews
              </Typography>
              <Link component={RouterLink} to="/user/reports">
                All reviews
              </Link>
            </Stack>
            <ReviewsTable label="Recent reviews" compact rows={recentReviews(reviewRows(data))} />
          </Box>
        </>
      )}
    </>
  );
}
