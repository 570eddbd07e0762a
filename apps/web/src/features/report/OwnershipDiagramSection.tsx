import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { OwnershipDiagram } from '../../shared/ownership-diagram/OwnershipDiagram';
import { fetchReviewOverview, reviewKeys } from '../reviews/review-api';

const NO_FINDINGS = [] as const;

/**
 * The report's ownership diagram (issue 33), collapsed until the reader opens it: only then is
 * the structure read and the diagram's code loaded, so the report's first paint waits for neither.
 * An accordion header: a button inside the section's heading, which says whether it is open.
 */
export function OwnershipDiagramSection({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mt: 4, mb: 2 }}>
        <Button
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          endIcon={
            <ExpandMoreIcon
              sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          sx={{ font: 'inherit', color: 'inherit', textTransform: 'none', px: 0.5, ml: -0.5 }}
        >
          Ownership diagram
        </Button>
      </Typography>
      <Box id={bodyId} hidden={!open}>
        {open && <ReportDiagram reviewId={reviewId} />}
      </Box>
    </Box>
  );
}

/**
 * The structure as its user drew it when the review started, as the review's structure screen
 * reads it (GET /review/{id}): the report's own structure is the prepared one, with the parties
 * preparation copies down (structure/prepare.ts), which would draw every owner twice.
 */
function ReportDiagram({ reviewId }: { reviewId: string }) {
  const review = useQuery({
    queryKey: reviewKeys.overview(reviewId),
    queryFn: () => fetchReviewOverview(reviewId),
    retry: false,
  });
  if (review.isPending)
    return (
      <Stack sx={{ minHeight: 240, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label="Loading the structure" />
      </Stack>
    );
  if (review.isError) return <Alert severity="error">{errorMessage(review.error)}</Alert>;
  return <OwnershipDiagram structure={review.data.structure} findings={NO_FINDINGS} headingLevel="h3" />;
}
