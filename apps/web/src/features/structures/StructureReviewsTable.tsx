import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StructureReview } from '@tsr/contract';
import { Link as RouterLink } from 'react-router';
import { ScrollableTable } from '../shell/ScrollableTable';
import { visuallyHidden } from '../shell/visually-hidden';
import { dayText, reviewLink, scoreText } from './structure-texts';

const startedId = (review: StructureReview) => `structure-review-${review.reviewId}`;

/** A saved structure's reviews, newest first, each opening where the reviews list would open it. */
export function StructureReviewsTable({
  reviews,
  viewerEmail,
}: {
  reviews: readonly StructureReview[];
  viewerEmail: string | null;
}) {
  if (reviews.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">No reviews of this structure that you can open.</Typography>
      </Paper>
    );
  }
  return (
    <ScrollableTable label="Reviews of this structure">
      <Table size="small" aria-label="Reviews of this structure">
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell align="right">Risk score</TableCell>
            <TableCell>Created by</TableCell>
            <TableCell align="right">Revision</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {reviews.map((review) => {
            const link = reviewLink(review, viewerEmail);
            return (
              <TableRow key={review.reviewId} hover>
                <TableCell id={startedId(review)}>{dayText(review.startedAt)}</TableCell>
                <TableCell>{dayText(review.submittedAt)}</TableCell>
                <TableCell align="right">{scoreText(review.score)}</TableCell>
                <TableCell>{review.createdBy}</TableCell>
                <TableCell align="right">{review.revision}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    variant={review.submittedAt === null ? 'contained' : 'outlined'}
                    component={RouterLink}
                    to={link.to}
                    aria-describedby={startedId(review)}
                  >
                    {link.label}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
