import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asAtText, PREVIEW_TEXTS } from '@tsr/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { countOf } from '../../shared/count-words';
import { ErrorPanel } from '../../shared/ErrorPanel';
import { errorDetails, submitErrorFields } from '../../shared/error-details';
import { PreviewBanner } from '../preview/PreviewBanner';
import { BACK_FROM_SUBMIT } from '../questionnaire/initial-move';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';
import { useViewer } from '../viewer/useViewer';
import { AnswerSummaryTable } from './AnswerSummaryTable';
import { CarriedForwardNote } from './CarriedForwardNote';
import { canSubmit } from './can-submit';
import { fetchAnswerSummary, reviewKeys, submitReview } from './review-api';
import { ownerLabel, readSubmitStatus } from './submit-status';

export const SUBMIT_NOTICE =
  'You have answered every part of this review. Check your answers before you submit: submitting scores the review and produces its report, the answers can no longer be changed, and the review is charged to your company.';
export const NO_PERMISSION_NOTE =
  'You do not have permission to submit reviews. Please ask an approver in your company (your account lead, or a colleague who can submit reviews) to submit this review for you: send them the address of this page.';

/** An admin's preview of the draft: submitting shows its report and charges nothing. */
export const PREVIEW_SUBMIT_NOTICE =
  'You have answered every part of this preview. Submitting scores it on the draft and shows its report; a preview is not charged.';

/** A colleague's finished review: the notice names whose answers are being submitted. */
export const colleagueFinishedNotice = (owner: string, parts: number) =>
  `This review by ${owner} is finished: all ${countOf(parts, 'part')} answered. Check the answers before you submit: submitting scores the review and produces its report, the answers can no longer be changed, and the review is charged to ${owner}'s company.`;

/** A colleague's unfinished review: only its owner can answer the rest, so there is no Submit. */
export const colleagueUnfinishedNotice = (owner: string, answered: number, total: number) =>
  `This review by ${owner} is not finished: ${answered} of ${countOf(total, 'part')} answered. Only ${owner} can answer the rest; it can be submitted once every part is answered.`;

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

  const kind = status.data?.kind;
  useEffect(() => {
    if (kind === 'submitted') void navigate('/user/dashboard', { replace: true });
    else if (kind === 'unfinished') void navigate(reviewPath, { replace: true });
  }, [kind, navigate, reviewPath]);

  if (status.isPending || kind === 'submitted' || kind === 'unfinished') return <Loading />;
  if (status.isError) {
    return (
      <>
        <ScreenHeading>Submit Review</ScreenHeading>
        <Alert severity="error">{errorDetails(status.error).message}</Alert>
      </>
    );
  }

  const owner = status.data.kind === 'finished';
  const asAt = status.data.kind === 'finished' ? status.data.asAt : status.data.review.asAt;
  const colleague = status.data.kind === 'colleague' ? status.data.review : null;
  const preview = status.data.kind === 'finished' ? status.data.preview : colleague?.preview === true;
  const unfinished = colleague !== null && !colleague.finished;
  const carried = status.data.kind === 'finished' ? status.data.carriedForward : colleague?.carriedForward;
  const maySubmit = canSubmit(viewer);
  const notice = colleague
    ? unfinished
      ? colleagueUnfinishedNotice(ownerLabel(colleague), colleague.answeredParts, colleague.totalParts)
      : colleagueFinishedNotice(ownerLabel(colleague), colleague.totalParts)
    : preview
      ? PREVIEW_SUBMIT_NOTICE
      : SUBMIT_NOTICE;
  // The owner goes back into the questionnaire at its last page; others cannot answer it.
  const onBack = () =>
    owner ? navigate(reviewPath, { state: BACK_FROM_SUBMIT }) : navigate('/user/reports');

  return (
    <>
      <ScreenHeading>Submit Review</ScreenHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {asAtText(asAt)}
      </Typography>
      {preview && <PreviewBanner text={PREVIEW_TEXTS.review} />}
      <Alert severity={unfinished ? 'warning' : 'info'} sx={{ mb: 3 }}>
        {notice}
      </Alert>
      {carried && <CarriedForwardNote carried={carried} />}
      {submit.isError && (
        <ErrorPanel
          title="The review could not be submitted"
          fields={submitErrorFields(errorDetails(submit.error))}
        />
      )}
      {!maySubmit && !unfinished && (
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
        {maySubmit && !unfinished ? (
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
