import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import type { SavedStructureView } from '@tsr/contract';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { startThisYearsReview } from './structure-api';
import { dayText } from './structure-texts';

export const START_THIS_YEAR = "Start this year's review";

/** What the button does, said beside it: from which review the answers come. */
export const thisYearsReviewNote = (submittedAt: string) =>
  `Starts a review of this structure on the latest survey version with the answers of the review of ${dayText(submittedAt)} carried forward: each part is checked and confirmed before it counts.`;

/**
 * Start this year's review (issue 33), on a structure whose last review was submitted: the
 * questionnaire opens on the first carried part.
 */
export function StartThisYearsReview({ saved }: { saved: SavedStructureView }) {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startThisYearsReview(saved),
    onSuccess: (reviewId) => navigate(`/review/${encodeURIComponent(reviewId)}`),
  });
  return (
    <>
      <Button
        variant="contained"
        onClick={() => start.mutate()}
        disabled={start.isPending}
        startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {START_THIS_YEAR}
      </Button>
      <ApiErrorAlert error={start.error} />
    </>
  );
}
