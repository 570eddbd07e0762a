import 'survey-core/survey-core.fontless.min.css';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Answers, Progress, SurveyJson } from '@tsr/contract';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Survey } from 'survey-react-ui';
import { canGoBack, moveFor } from './paging';
import { readPartDraft, savePartDraft } from './part-draft';
import { createPartModel, readyToSend } from './survey-model';

export interface ShownPart {
  reviewId: string;
  partId: string;
  questions: SurveyJson;
  answers: Answers;
  fromBack: boolean;
  progress: Progress;
  /**
   * Its answers were carried forward and are not yet confirmed (issue 33): Confirm sends them as
   * they stand, from any page, once every page's checks pass.
   */
  toConfirm?: boolean;
}

interface QuestionnairePartProps {
  shown: ShownPart;
  pending: boolean;
  /**
   * False while the part is drawn out of sight, ahead of Next (decision 0043): it then neither
   * scrolls, nor reports its page, nor keeps a draft, nor asks ahead itself.
   */
  active?: boolean;
  onPageChange: (pageIndex: number) => void;
  onSend: (request: { answers: Answers; back: boolean }) => void;
  /** Told the answers once Next would send the part (readyToSend), when they rest a moment. */
  onLastPage?: (answers: Answers) => void;
}

/** How long the answers rest on the last page before the part after it is asked for. */
const PEEK_AFTER_MS = 150;

/**
 * One part of the questionnaire in SurveyJS, with our Back and Next (spec 2.5). This module and
 * SurveyJS are loaded only when the questionnaire opens (SurveyJS is large).
 */
export default function QuestionnairePart({
  shown,
  pending,
  active = true,
  onPageChange,
  onSend,
  onLastPage,
}: QuestionnairePartProps) {
  const model = useMemo(() => {
    // Answers typed on this part's earlier pages before a reload come back, with the page.
    const draft = readPartDraft(shown.reviewId, shown.partId);
    const created = createPartModel(shown.questions, { ...shown.answers, ...draft?.answers }, shown.fromBack);
    if (draft && !shown.fromBack)
      created.currentPageNo = Math.min(draft.pageNo, created.visiblePageCount - 1);
    return created;
  }, [shown.reviewId, shown.partId, shown.questions, shown.answers, shown.fromBack]);
  // Drawn again only with a new model: the screen around it re-renders when the part after this one
  // arrives (decision 0043), and redrawing SurveyJS then would reset the text being typed.
  const survey = useMemo(() => <Survey model={model} />, [model]);
  // The page shown, remembered per model: a new part starts on its own first (or last) page.
  const [page, setPage] = useState({ model, index: model.currentPageNo });
  const pageIndex = page.model === model ? page.index : model.currentPageNo;

  useEffect(() => {
    if (!active) return;
    // A new part (or page) starts at the top, not where the Next button was.
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
    const onChanged = () => {
      setPage({ model, index: model.currentPageNo });
      window.scrollTo?.({ top: 0, behavior: 'smooth' });
    };
    const keep = () =>
      savePartDraft(shown.reviewId, {
        partId: shown.partId,
        answers: model.data,
        pageNo: model.currentPageNo,
      });
    model.onCurrentPageChanged.add(onChanged);
    model.onCurrentPageChanged.add(keep);
    model.onValueChanged.add(keep);
    return () => {
      model.onCurrentPageChanged.remove(onChanged);
      model.onCurrentPageChanged.remove(keep);
      model.onValueChanged.remove(keep);
    };
  }, [model, active, shown.reviewId, shown.partId]);

  useEffect(() => {
    if (!active || !onLastPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      if (readyToSend(model)) timer = setTimeout(() => onLastPage({ ...model.data }), PEEK_AFTER_MS);
    };
    look();
    model.onValueChanged.add(look);
    model.onCurrentPageChanged.add(look);
    return () => {
      clearTimeout(timer);
      model.onValueChanged.remove(look);
      model.onCurrentPageChanged.remove(look);
    };
  }, [model, active, onLastPage]);

  // Before paint, so the progress bar never shows the previous part's page.
  useLayoutEffect(() => {
    if (active) onPageChange(pageIndex);
  }, [active, onPageChange, pageIndex]);

  // The server moves on only with a valid part (docs/questionnaire.md, "What the server checks"):
  // the questions' own checks (required, bounds, ...) first, on every page, since a part opened
  // on its last page (coming back into it) has not had its earlier pages checked this time; the
  // first page with a problem opens.
  const sendPart = () => {
    if (model.validate(true, true)) onSend({ answers: model.data, back: false });
  };

  const go = (direction: 'back' | 'next') => {
    const move = moveFor(direction, { index: model.currentPageNo, count: model.visiblePageCount });
    if (move === 'previousPage') model.prevPage();
    else if (move === 'nextPage') model.nextPage();
    else if (move === 'sendBack') onSend({ answers: model.data, back: true });
    else sendPart();
  };

  return (
    <Box>
      <Box
        sx={{
          mx: { xs: -2, sm: 0 },
          '& .sd-root-modern': { background: 'transparent' },
          // Markdown paragraphs and '##li' bullets inside question titles and descriptions.
          '& .sv-string-viewer p': { m: 0, mb: 0.75 },
          '& .sv-string-viewer p:last-child': { mb: 0 },
          '& .sv-string-viewer ul': { my: 0.5, pl: 3 },
        }}
      >
        {survey}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3 }}>
        <Button
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          onClick={() => go('back')}
          disabled={pending || !canGoBack(shown.progress, pageIndex)}
        >
          Back
        </Button>
        <Stack direction="row" spacing={1.5}>
          {shown.toConfirm && (
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={sendPart}
              disabled={pending}
            >
              Confirm
            </Button>
          )}
          <Button
            variant={shown.toConfirm ? 'outlined' : 'contained'}
            endIcon={<ArrowForwardIcon />}
            onClick={() => go('next')}
            disabled={pending}
          >
            Next
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
