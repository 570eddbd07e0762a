import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CARRIED_TEXTS, type CarriedAnswers } from '@tsr/contract';
import { errorMessage } from '../../api/api-error';
import { fetchCarried, reportKeys } from './report-api';

const HEADING_ID = 'carried-heading';

function Listed({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="h3" id={id} sx={{ fontSize: '1.15rem', fontWeight: 600, mt: 2, mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={{ my: 0, pl: 3 }}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list whose lines may repeat
          <li key={index}>{item}</li>
        ))}
      </Box>
    </>
  );
}

function Carried({ carried }: { carried: CarriedAnswers }) {
  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography variant="h2" id={HEADING_ID} sx={{ mt: 4, mb: 1 }}>
        {CARRIED_TEXTS.heading(carried.from)}
      </Typography>
      <Typography>{CARRIED_TEXTS.summary(carried.kept, carried.changed.length)}</Typography>
      <Listed
        id="carried-changed"
        heading={CARRIED_TEXTS.changed}
        items={carried.changed.map(CARRIED_TEXTS.change)}
      />
      <Listed
        id="carried-dropped"
        heading={CARRIED_TEXTS.notCarried}
        items={carried.notCarried.map(CARRIED_TEXTS.dropped)}
      />
    </Box>
  );
}

/**
 * The report's account of answers carried forward from the previous review (issue 33), as its PDF
 * has it: how many were kept, which changed, which could not be carried. Nothing for a review that
 * did not start that way; read apart from the summary, so the first paint does not wait for it.
 */
export function CarriedAnswersSection({ reviewId }: { reviewId: string }) {
  const carried = useQuery({ queryKey: reportKeys.carried(reviewId), queryFn: () => fetchCarried(reviewId) });
  if (carried.isError)
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {errorMessage(carried.error)}
      </Alert>
    );
  return carried.data?.carried ? <Carried carried={carried.data.carried} /> : null;
}
