import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { StartReviewRequest, StructureFinding, SurveyStructure } from '@tsr/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { askFirstStepEarly } from '../questionnaire/first-step';
import { prefetchQuestionnaire } from '../questionnaire/questionnaire-chunks';
import { clearDraft } from './draft-storage';
import { fieldId, focusFinding } from './field-ids';
import { problemList } from './problem-list';
import { refusedFindings } from './server-findings';
import { startReview } from './start-review-api';

interface StartReviewProps {
  draft: SurveyStructure;
  findings: readonly StructureFinding[];
  preview: boolean;
  storageKey: string;
}

/**
 * Start review (spec 2.4). The button is always enabled: pressing it with problems left lists
 * every one of them (the before-start messages of spec 5.2 included), each a link to its field,
 * and sends nothing. Without problems it posts the structure; on success the draft is cleared and
 * the questionnaire opens, on failure the server's message shows in an alert and the draft stays.
 * A refusal with findings lists every one of them in the same way.
 */
export function StartReview({ draft, findings, preview, storageKey }: StartReviewProps) {
  const navigate = useNavigate();
  const [pressed, setPressed] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const start = useMutation({
    mutationFn: (request: StartReviewRequest) => startReview(request),
    onSuccess: async ({ reviewId, held }) => {
      // The questionnaire's first step travels while its screen opens.
      askFirstStepEarly(reviewId, held);
      clearDraft(storageKey);
      await navigate(`/review/${encodeURIComponent(reviewId)}`);
    },
  });

  const refused = refusedFindings(start.error);
  const problems = pressed ? problemList(draft, findings.length > 0 ? findings : refused) : [];
  const count = findings.length;

  const onStart = () => {
    setPressed(true);
    start.reset();
    if (findings.length > 0) {
      // Bring the list into view; it is announced as an alert.
      requestAnimationFrame(() =>
        problemsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }),
      );
      return;
    }
    // The questionnaire's code downloads while the structure is being submitted.
    prefetchQuestionnaire({ now: true });
    start.mutate({ structure: draft, preview });
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          onClick={onStart}
          disabled={start.isPending}
          startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Start review
        </Button>
        <Typography
          variant="body2"
          color={count === 0 ? 'success.dark' : 'text.secondary'}
          aria-live="polite"
        >
          {count === 0
            ? 'Everything needed is there: the review can start.'
            : `${count} ${count === 1 ? 'thing needs' : 'things need'} attention before the review can start.`}
        </Typography>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="error" ref={problemsRef} sx={{ mt: 2 }}>
          <AlertTitle>The review cannot be started yet</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem.key}>
                <Link
                  href={`#${fieldId(problem.finding)}`}
                  color="inherit"
                  onClick={(event) => {
                    event.preventDefault();
                    focusFinding(problem.finding);
                  }}
                >
                  {problem.where ? `${problem.where}: ${problem.message}` : problem.message}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {refused.length === 0 && <ApiErrorAlert error={start.error} />}
    </Box>
  );
}
