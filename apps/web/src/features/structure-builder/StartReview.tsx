import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { StructureFinding, SurveyStructure } from '@tsr/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { countOf } from '../../shared/count-words';
import { ApiErrorAlert } from '../forms/ApiErrorAlert';
import { askFirstStepEarly } from '../questionnaire/first-step';
import { prefetchQuestionnaire } from '../questionnaire/questionnaire-chunks';
import { clearDraft } from './draft-storage';
import { fieldId, focusFinding } from './field-ids';
import { problemList } from './problem-list';
import { refusedFindings } from './server-findings';
import { type StartReviewBody, startReview } from './start-review-api';

/** The saved structure the builder opened (issue 33), and whether the user has changed it. */
export interface SavedStart {
  id: string;
  revision: number;
  changed: boolean;
  /** Back to the revision as it was opened. */
  discard: () => void;
}

interface StartReviewProps {
  draft: SurveyStructure;
  findings: readonly StructureFinding[];
  preview: boolean;
  storageKey: string;
  /** Absent for a new structure (spec 2.4) and the preview. */
  saved?: SavedStart;
}

/**
 * Start review (spec 2.4). The button is always enabled: pressing it with problems left lists
 * every one of them (the before-start messages of spec 5.2 included), each a link to its field,
 * and sends nothing. Without problems it posts the structure; on success the draft is cleared and
 * the questionnaire opens, on failure the server's message shows in an alert and the draft stays.
 * A refusal with findings lists every one of them in the same way. A review of a saved structure
 * names it (`structureId`): the server saves a changed structure as its next revision.
 */
export function StartReview({ draft, findings, preview, storageKey, saved }: StartReviewProps) {
  const navigate = useNavigate();
  const [pressed, setPressed] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const start = useMutation({
    mutationFn: (request: StartReviewBody) => startReview(request),
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
    start.mutate(
      saved ? { structure: draft, preview, structureId: saved.id } : { structure: draft, preview },
    );
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
            : `${countOf(count, 'thing')} ${count === 1 ? 'needs' : 'need'} attention before the review can start.`}
        </Typography>
      </Stack>
      {saved && <SavedRevisionNote saved={saved} />}
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

/**
 * What starting a review does to the saved structure, and the way back to it as saved (after a
 * confirmation, as the edits are gone then): a changed structure becomes the next revision, and no
 * review already started changes.
 */
function SavedRevisionNote({ saved }: { saved: SavedStart }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary">
        {saved.changed
          ? `You have changed revision ${saved.revision}: starting a review saves your changes as revision ${saved.revision + 1}. The reviews already started keep the structure they were started with.`
          : `No changes to revision ${saved.revision} yet: a review started now is of revision ${saved.revision}.`}
      </Typography>
      {saved.changed && (
        <Button variant="text" onClick={() => setConfirming(true)} sx={{ flexShrink: 0 }}>
          Discard changes
        </Button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="discard-changes-title"
        aria-describedby="discard-changes-text"
      >
        <DialogTitle id="discard-changes-title">Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-changes-text">
            The structure goes back to revision {saved.revision} as it was saved.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              saved.discard();
            }}
          >
            Discard changes
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
