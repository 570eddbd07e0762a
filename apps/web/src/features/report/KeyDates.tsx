import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { KEY_DATE_TEXTS } from '@tsr/contract';
import { dateInWordsWithWeekday, parseDate } from '@tsr/domain/dates';
import { errorMessage } from '../../api/api-error';
import { LawText } from '../../shared/LawText';
import { Loading } from '../shell/Loading';
import { ScrollableTable } from '../shell/ScrollableTable';
import { useSite } from '../site/site-query';
import { downloadKeyDatesCalendar } from './calendar-download';
import { fetchKeyDates, reportKeys } from './report-api';

/** 'Saturday 30 April 2033': a due date the way an adviser reads it aloud. */
function longDate(due: string): string {
  const date = parseDate(due);
  return date ? dateInWordsWithWeekday(date) : due;
}

/**
 * The review's key dates and actions (docs/scoring.md): what to do, when, where and under which
 * law, soonest first, overdue ones marked; and the same dates as a calendar file.
 */
export function KeyDates({ reviewId, structureName }: { reviewId: string; structureName: string }) {
  const { config } = useSite();
  const dates = useQuery({ queryKey: reportKeys.keyDates(reviewId), queryFn: () => fetchKeyDates(reviewId) });
  const download = useMutation({
    mutationFn: () =>
      downloadKeyDatesCalendar(reviewId, { productShortName: config.productShortName, structureName }),
  });
  if (dates.isPending) return <Loading />;
  if (dates.isError) return <Alert severity="error">{errorMessage(dates.error)}</Alert>;
  const { keyDates, asAt } = dates.data;
  if (keyDates.length === 0) return <Typography color="text.secondary">{KEY_DATE_TEXTS.none}</Typography>;
  return (
    <>
      {asAt && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Worked out as at {asAt}: a date before it is overdue.
        </Typography>
      )}
      <ScrollableTable label={KEY_DATE_TEXTS.heading}>
        <Table size="small" aria-label={KEY_DATE_TEXTS.heading}>
          <TableHead>
            <TableRow>
              <TableCell>{KEY_DATE_TEXTS.due}</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Where</TableCell>
              <TableCell>Law</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keyDates.map((k) => (
              <TableRow key={`${k.ruleId}|${k.entityId}|${k.loopInstance ?? ''}|${k.text}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={k.due.split('/').reverse().join('-')} title={longDate(k.due)}>
                    {k.due}
                  </time>
                  {k.overdue && (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={KEY_DATE_TEXTS.overdue}
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 240 }}>{k.text}</TableCell>
                <TableCell>{k.subject}</TableCell>
                <TableCell>
                  <LawText text={k.law} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {KEY_DATE_TEXTS.calendar}
      </Button>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(download.error)}
        </Alert>
      )}
    </>
  );
}
