import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnswerSummary } from '@tsr/contract';
import { ScrollableTable } from '../shell/ScrollableTable';

export const NO_ANSWER = 'No answer';

/** How an answer carried forward from the previous review (issue 33) was confirmed. */
export function carriedCaption(carried: 'unchanged' | 'changed', before: readonly string[] = []): string {
  if (carried === 'unchanged') return 'Carried forward, kept';
  return `Changed; carried forward: ${before.length > 0 ? before.join(', ') : NO_ANSWER}`;
}

/** Spec 2.6 Show Answers: per part, a table of question and answers ('No answer' when empty). */
export function AnswerSummaryTable({ summary }: { summary: AnswerSummary }) {
  if (summary.Pages.length === 0)
    return <Typography color="text.secondary">No questions were answered.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {summary.Pages.map((page) => (
        <ScrollableTable key={page.Name} label={page.Title || page.Name}>
          <Typography
            variant="h3"
            // The submit page has no h2 between its h1 and these (WCAG 1.3.1: no skipped level).
            component="h2"
            sx={{ fontSize: '1.1rem', px: 2, pt: 2 }}
            id={`answers-${page.Name}`}
          >
            {page.Title}
          </Typography>
          <Table size="small" aria-labelledby={`answers-${page.Name}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '60%' }}>Question</TableCell>
                <TableCell>Answer</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.Answers.map((answer, index) => (
                // Question titles may repeat within a part; their position is what identifies them.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a given summary
                <TableRow key={index}>
                  <TableCell>{answer.Title}</TableCell>
                  <TableCell>
                    {answer.Answers.length === 0 ? (
                      <Typography variant="body2" color="text.secondary" component="span">
                        {NO_ANSWER}
                      </Typography>
                    ) : (
                      answer.Answers.map((text, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: answers of one question, in order
                        <Box key={i}>{text}</Box>
                      ))
                    )}
                    {answer.Carried && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {carriedCaption(answer.Carried, answer.Before)}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      ))}
    </Box>
  );
}
