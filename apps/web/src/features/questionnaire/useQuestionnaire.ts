import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers, NextResponse } from '@tsr/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { takeFirstStep } from './first-step';
import { openStep } from './open-step';
import { clearPartDraft } from './part-draft';
import { type NextInput, questionnaireKeys, requestNext } from './questionnaire-api';

/**
 * The questionnaire's conversation with the server (spec 2.5, 4). The step shown lives in the
 * query cache: the first request (resume, a requested part, or back from the submit page) loads
 * it, and every Back or Next at the edge of a part replaces it with the server's answer. It is
 * never refetched on its own (a refetch would move the user), and it is dropped when the screen
 * closes, so coming back always resumes where the server says the user is.
 */
export function useQuestionnaire(reviewId: string, initial: NextInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = questionnaireKeys.step(reviewId, initial);

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
    mutationFn: ({ body, held }: { body: NextInput; held: NextResponse }) =>
      requestNext(reviewId, body, held),
    onSuccess: (step) => {
      // The server has the part now; the browser's copy of it is no longer needed.
      clearPartDraft(reviewId);
      queryClient.setQueryData<NextResponse>(key, step);
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

  const send = ({ answers, back }: { answers: Answers; back: boolean }) => {
    if (!step?.part) return;
    move.mutate({ body: { part: { id: step.part.id, answers }, back }, held: step });
  };

  return {
    step,
    loading: load.isPending,
    loadError: load.error,
    send,
    sending: move.isPending,
    sendError: move.error,
  };
}
