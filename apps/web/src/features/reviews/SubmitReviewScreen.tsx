import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { BACK_FROM_SUBMIT } from '../questionnaire/initial-move';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { AnswerSummaryTable } from './AnswerSummaryTable';
import { canSubmit } from './can-submit';
import { ErrorPanel } from './ErrorPanel';
import { errorDetails, submitErrorFields } from './error-details';
import { fetchAnswerSummary, reviewKeys, submitReview } from './review-api';
import { readSubmitStatus } from './submit-status';

export const SUBMIT_NOTICE =
  'You have answered every part of this review. Check your answers before you submit: submitting scores the review and produces its report, the answers can no longer be changed, and the review is charged to your company.';
export const NO_PERMISSION_NOTE =
  'You do not have permission to submit reviews. Please ask an approver in your company (your account lead, or a colleague who can submit reviews) to submit this review for you.';

/** Spec 2.6: the submit page of a review. */
export function SubmitReviewScreen({ reviewId }: { reviewId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const [answersShown, setAnswersShown] = useState(false);
  const reviewPath = `/review/${encodeURIComponent(reviewId)}`;

  const status = useQuery({
    queryKey: reviewKeys.submitStatus(reviewId),
    queryFn: () => readSubmitStatus(reviewId),
    gcTime: 0,
    retry: false,
  });
  const summary = useQuery({
    queryKey: reviewKeys.answerSummary(reviewId),
    queryFn: () => fetchAnswerSummary(reviewId),
    enabled: answersShown,
    retry: false,
  });
  const submit = useMutation({
    mutationFn: () => submitReview(reviewId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.lists });
      await navigate(`${reviewPath}/report`);
    },
    onError: (error) => {
      // Spec 2.6: a failed submission is shown in the panel and only logged otherwise.
      console.error('Submitting the review failed', error);
      // Not finished, or already submitted since the page opened: read the review again, which
      // sends the user where the review now is.
      if (error instanceof ApiError && error.status === 409) void status.refetch();
    },
  });

  useEffect(() => {
    if (status.data === 'submitted') void navigate('/user/dashboard', { replace: true });
    else if (status.data === 'unfinished') void navigate(reviewPath, { replace: true });
  }, [status.data, navigate, reviewPath]);

  if (status.isPending || status.data === 'submitted' || status.data === 'unfinished') return <Loading />;
  if (status.isError) {
    return (
      <>
        <ScreenHeading>Submit Review</ScreenHeading>
        <Alert severity="error">{errorDetails(status.error).message}</Alert>
      </>
    );
  }

  const owner = status.data === 'finished';
  const maySubmit = canSubmit(viewer);
  // The owner goes back into the questionnaire at its last page; others cannot answer it.
  const onBack = () =>
    owner ? navigate(reviewPath, { state: BACK_FROM_SUBMIT }) : navigate('/user/reports');

  return (
    <>
      <ScreenHeading>Submit Review</ScreenHeading>
      <Alert severity="info" sx={{ mb: 3 }}>
        {SUBMIT_NOTICE}
      </Alert>
      {submit.isError && (
        <ErrorPanel
          title="The review could not be submitted"
          fields={submitErrorFields(errorDetails(submit.error))}
        />
      )}
      {!maySubmit && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {NO_PERMISSION_NOTE}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void onBack()}>
          Back
        </Button>
        <Button
          variant="outlined"
          aria-expanded={answersShown}
          aria-controls="review-answers"
          onClick={() => setAnswersShown((shown) => !shown)}
        >
          {answersShown ? 'Hide Answers' : 'Show Answers'}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {maySubmit ? (
          <Button
            variant="contained"
            endIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
            disabled={submit.isPending}
            onClick={() => submit.mutate()}
          >
            Submit
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to="/user/reports">
            My Reviews
          </Button>
        )}
      </Stack>
      {answersShown && (
        <Box id="review-answers">
          {summary.isPending && <Loading />}
          {summary.isError && <Alert severity="error">{errorDetails(summary.error).message}</Alert>}
          {summary.data && <AnswerSummaryTable summary={summary.data} />}
        </Box>
      )}
    </>
  );
}
