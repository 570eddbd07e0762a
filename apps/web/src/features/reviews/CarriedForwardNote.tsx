import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CarriedForward } from '@tsr/contract';
import { ScrollableTable } from '../shell/ScrollableTable';

export const carriedNotice = (from: string) =>
  `Answers were carried forward from the review of ${from} and confirmed part by part. Show Answers marks each carried answer as kept or changed.`;
export const NOT_CARRIED_TITLE = 'Answers that could not be carried forward';
export const NOT_CARRIED_NOTE =
  'Their questions are no longer asked, or what they were about is no longer in the structure. They are listed here so that nothing given last time is lost.';

/**
 * The submit page's account of a review that started with the previous review's answers (issue
 * 33): from which review, and every answer that had nowhere to go.
 */
export function CarriedForwardNote({ carried }: { carried: CarriedForward }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Alert severity="info" sx={{ mb: carried.notCarried.length > 0 ? 2 : 0 }}>
        {carriedNotice(carried.from)}
      </Alert>
      {carried.notCarried.length > 0 && (
        <ScrollableTable label={NOT_CARRIED_TITLE}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', px: 2, pt: 2 }} id="not-carried">
            {NOT_CARRIED_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 0.5 }}>
            {NOT_CARRIED_NOTE}
          </Typography>
          <Table size="small" aria-labelledby="not-carried">
            <TableHead>
              <TableRow>
                <TableCell>Part</TableCell>
                <TableCell>Question</TableCell>
                <TableCell>Answer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {carried.notCarried.map((answer, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; titles may repeat
                <TableRow key={index}>
                  <TableCell>{answer.part}</TableCell>
                  <TableCell>{answer.question}</TableCell>
                  <TableCell>{answer.answers.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      )}
    </Box>
  );
}
