import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asAtText, PREVIEW_TEXTS } from '@tsr/contract';
import { Suspense, useEffect, useState } from 'react';
import { ErrorPanel } from '../../shared/ErrorPanel';
import { errorDetails, surveyErrorFields } from '../../shared/error-details';
import { PreviewBanner } from '../preview/PreviewBanner';
import { ScreenHeading } from '../shell/ScreenHeading';
import { partLabel, progressOf } from './paging';
import type { NextInput } from './questionnaire-api';
import { loadQuestionnairePart, questionnairePartComponent } from './questionnaire-chunks';
import { useQuestionnaire } from './useQuestionnaire';

export const LOADING_NEXT_QUESTIONS = 'Loading next questions';

/** The banner of a part whose answers were carried forward (issue 33), until it is confirmed. */
export const carriedText = (from: string) => `Carried forward from the review of ${from}: check and confirm`;

function LoadingNextQuestions() {
  return (
    <Stack
      direction="row"
      spacing={2}
      role="status"
      sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{LOADING_NEXT_QUESTIONS}</Typography>
    </Stack>
  );
}

/** Spec 2.5: the review questionnaire, one part at a time, page by page. */
export function Questionnaire({ reviewId, initial }: { reviewId: string; initial: NextInput }) {
  const { step, ahead, loading, loadError, send, peek, sending, waiting, sendError } = useQuestionnaire(
    reviewId,
    initial,
  );
  const [pageIndex, setPageIndex] = useState(0);
  // SurveyJS and its stylesheet are large: they load with the questionnaire, not with the app, and
  // (when the structure builder has not fetched them already) alongside the first POST /next.
  const [QuestionnairePart] = useState(questionnairePartComponent);
  useEffect(() => {
    void loadQuestionnairePart().catch(() => undefined);
  }, []);

  if (loading || step?.submitted || step?.finished) return <LoadingNextQuestions />;
  if (!step) {
    return (
      <>
        <ScreenHeading>Review Questionnaire</ScreenHeading>
        <ErrorPanel
          title="The questions could not be loaded"
          fields={surveyErrorFields(errorDetails(loadError))}
        />
      </>
    );
  }

  const percent = progressOf(step.progress, pageIndex);
  const shownError = sendError ? errorDetails(sendError) : step.error;
  return (
    <>
      <ScreenHeading>This is a review of: {step.structure.name}</ScreenHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {asAtText(step.asAt)}
      </Typography>
      {step.preview && <PreviewBanner text={PREVIEW_TEXTS.review} />}
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary" id="questionnaire-progress">
            Progress
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {percent}%
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="questionnaire-progress"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      {shownError && (
        <ErrorPanel title="There is a problem with these questions" fields={surveyErrorFields(shownError)} />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {step.part && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h2" component="h2">
              {step.part.title}
            </Typography>
            <Chip label={partLabel(step.part)} color="primary" variant="outlined" size="small" />
          </Stack>
        )}
        {step.part?.carried && !step.part.answered && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {carriedText(step.part.carried.from)}
          </Alert>
        )}
        {waiting && <LoadingNextQuestions />}
        {[step, ahead].map((drawn) => {
          if (!drawn?.part || !drawn.questions) return null;
          const active = drawn === step;
          // Keyed by part: the part drawn ahead is the same element once it is shown (decision 0043).
          return (
            <Box key={drawn.part.id} sx={active && !waiting ? undefined : { display: 'none' }}>
              <Suspense fallback={active ? <LoadingNextQuestions /> : null}>
                <QuestionnairePart
                  shown={{
                    reviewId,
                    partId: drawn.part.id,
                    questions: drawn.questions,
                    answers: drawn.part.answers,
                    fromBack: drawn.fromBack,
                    progress: drawn.progress,
                    toConfirm: Boolean(drawn.part.carried && !drawn.part.answered),
                  }}
                  pending={sending}
                  active={active}
                  onPageChange={setPageIndex}
                  onSend={send}
                  onLastPage={peek}
                />
              </Suspense>
            </Box>
          );
        })}
      </Paper>
    </>
  );
}
