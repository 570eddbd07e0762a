import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers, NextResponse } from '@tsr/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { takeFirstStep } from './first-step';
import { openStep } from './open-step';
import { clearPartDraft } from './part-draft';
import { type Peeked, peekUsable, sameDrawing } from './peek';
import { type NextInput, questionnaireKeys, requestNext } from './questionnaire-api';

/** A move to send: the part's answers, the step they were given on, and a peeked step shown at once. */
interface Move {
  body: NextInput;
  held: NextResponse;
  answers: Answers;
  shown?: NextResponse;
}

/**
 * The questionnaire's conversation with the server (spec 2.5, 4). The step shown lives in the
 * query cache: the first request (resume, a requested part, or back from the submit page) loads
 * it, and every Back or Next at the edge of a part replaces it with the server's answer. It is
 * never refetched on its own (a refetch would move the user), and it is dropped when the screen
 * closes, so coming back always resumes where the server says the user is.
 *
 * While the user is on the last page of a part, the screen asks the server what Next would answer
 * (a peek, decision 0043) and draws that part out of sight. Next with the same answers then shows
 * it at once and sends the part as before; the server's answer replaces it only if it differs, and
 * if the send fails the part comes back with its answers and the error.
 */
export function useQuestionnaire(reviewId: string, initial: NextInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = questionnaireKeys.step(reviewId, initial);
  const [peeked, setPeeked] = useState<Peeked | null>(null);
  const peeks = useRef(0);

  const load = useQuery({
    queryKey: key,
    // A review just started has its first step asked for already, at Start review.
    queryFn: () => takeFirstStep(reviewId, initial) ?? openStep(reviewId, initial),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const move = useMutation({
    // The step shown is what the compact answer's changes are merged into (decision 0024).
    mutationFn: ({ body, held }: Move) => requestNext(reviewId, body, held),
    onSuccess: (step, { held, shown }) => {
      // The server has the part now; the browser's copy of it is no longer needed.
      clearPartDraft(reviewId, held.part?.id);
      // The part drawn ahead stays, with what the user has typed on it, when it is the server's.
      const kept =
        shown && sameDrawing(step, shown) ? { ...step, part: shown.part, questions: shown.questions } : step;
      queryClient.setQueryData<NextResponse>(key, kept);
    },
    onError: (_error, { held, answers, shown }) => {
      // The part shown ahead was not saved: the part sent comes back, as the user left it.
      if (shown && held.part)
        queryClient.setQueryData<NextResponse>(key, { ...held, part: { ...held.part, answers } });
    },
  });

  const step = load.data;
  const submitPage = `/review/${encodeURIComponent(reviewId)}/submit`;

  useEffect(() => {
    // Spec 2.5: a submitted review goes to Dashboard; a finished one to its submit page.
    if (step?.submitted) void navigate('/user/dashboard', { replace: true });
    else if (step?.finished) void navigate(submitPage, { replace: true });
  }, [step, navigate, submitPage]);

  useEffect(() => {
    // Only the owner answers the questions; anyone else who may see the review gets its submit page.
    const status = load.error instanceof ApiError ? load.error.status : null;
    if (status === 403 || status === 404) void navigate(submitPage, { replace: true });
  }, [load.error, navigate, submitPage]);

  /** The step Next would show for these answers, drawn already, or null. */
  const ahead = (answers: Answers | null): NextResponse | null =>
    peeked && peeked.from === step && (answers === null || peeked.answers === JSON.stringify(answers))
      ? peeked.step
      : null;

  const send = ({ answers, back }: { answers: Answers; back: boolean }) => {
    if (!step?.part) return;
    const body = { part: { id: step.part.id, answers }, back };
    const shown = back ? null : ahead(answers);
    setPeeked(null);
    if (shown) queryClient.setQueryData<NextResponse>(key, shown);
    move.mutate({ body, held: step, answers, ...(shown && { shown }) });
  };

  /** Asks what Next would answer for these answers, saving nothing; a peek that fails changes nothing. */
  const sendingNow = move.isPending;
  const peek = useCallback(
    (answers: Answers) => {
      const from = step;
      const asked = JSON.stringify(answers);
      if (!from?.part || sendingNow || (peeked?.from === from && peeked.answers === asked)) return;
      peeks.current += 1;
      const id = peeks.current;
      const body = { part: { id: from.part.id, answers }, back: false, peek: true };
      requestNext(reviewId, body, from)
        .then((next) => {
          if (id !== peeks.current || !peekUsable(from, next)) return;
          // The same part as drawn already stays drawn: only the answers it was asked for change.
          setPeeked((drawn) => ({
            from,
            answers: asked,
            step: drawn?.from === from && sameDrawing(next, drawn.step) ? drawn.step : next,
          }));
        })
        .catch(() => undefined);
    },
    [reviewId, step, peeked, sendingNow],
  );

  return {
    step,
    /** The next part, drawn out of sight while the user is on this part's last page. */
    ahead: ahead(null),
    loading: load.isPending,
    loadError: load.error,
    send,
    peek,
    sending: move.isPending,
    /** Waiting for the server with nothing to show: the next part was not drawn ahead. */
    waiting: move.isPending && !move.variables?.shown,
    sendError: move.error,
  };
}
