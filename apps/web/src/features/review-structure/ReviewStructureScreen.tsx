import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PREVIEW_TEXTS } from '@tsr/contract';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { OwnershipDiagram } from '../../shared/ownership-diagram/OwnershipDiagram';
import { StructureDetails } from '../../shared/StructureDetails';
import { ExportBodsButton } from '../bods/ExportBodsButton';
import { PreviewBanner } from '../preview/PreviewBanner';
import { fetchReviewOverview, reviewKeys } from '../reviews/review-api';
import { listDate } from '../reviews/review-list';
import { ownerLabel } from '../reviews/submit-status';
import { Loading } from '../shell/Loading';
import { ScreenHeading } from '../shell/ScreenHeading';

const NO_FINDINGS = [] as const;

/**
 * Spec 2.1 /review/{id}/structure: the structure of a review, read only, as it was when the review
 * started (later edits in the builder belong to new reviews), with its diagram and the date slider
 * that draws it as it stood on a date.
 */
export function ReviewStructureScreen({ reviewId }: { reviewId: string }) {
  const review = useQuery({
    queryKey: reviewKeys.overview(reviewId),
    queryFn: () => fetchReviewOverview(reviewId),
    retry: false,
  });
  const reviewPath = `/review/${encodeURIComponent(reviewId)}`;

  if (review.isPending) return <Loading />;
  if (review.isError) {
    return (
      <>
        <ScreenHeading>Review Structure</ScreenHeading>
        <Alert severity="error">{errorMessage(review.error)}</Alert>
      </>
    );
  }
  const data = review.data;
  const next = data.submitted
    ? { to: `${reviewPath}/report`, label: 'View report' }
    : data.isOwn && !data.finished
      ? { to: reviewPath, label: 'Continue review' }
      : { to: `${reviewPath}/submit`, label: 'Submit page' };

  return (
    <>
      <ScreenHeading>Review Structure</ScreenHeading>
      {data.preview && <PreviewBanner text={PREVIEW_TEXTS.review} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}
      >
        <Box>
          <Typography variant="h2">{data.structureName}</Typography>
          <Typography color="text.secondary">
            Started by {ownerLabel(data)} on {listDate(data.started)}. This is the structure as the review was
            started; it cannot be changed here.
          </Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to={next.to}>
          {next.label}
        </Button>
      </Stack>
      <Box sx={{ mb: 3 }}>
        <OwnershipDiagram structure={data.structure} findings={NO_FINDINGS} />
      </Box>
      <Box sx={{ mb: 3 }}>
        <ExportBodsButton source={() => ({ kind: 'review', reviewId, name: data.structureName })} />
      </Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Entities
      </Typography>
      <StructureDetails structure={data.structure} />
    </>
  );
}
