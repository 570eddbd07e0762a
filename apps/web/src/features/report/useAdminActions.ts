import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import type { Outcome } from './ActionOutcome';
import { ADMIN_ACTIONS, type AdminAction } from './admin-actions';
import type { useReport } from './useReport';

type ReportState = ReturnType<typeof useReport>;

/**
 * Reset Remediations and Resubmit Report: asked for, confirmed, run, and their outcome kept for
 * the snackbar (the success text once both views have been reloaded, or the server's message).
 */
export function useAdminActions(r: Pick<ReportState, 'reset' | 'resubmit'>) {
  const [confirming, setConfirming] = useState<AdminAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = (action: AdminAction) => {
    setConfirming(null);
    setOutcome(null);
    const mutation = action === 'reset' ? r.reset : r.resubmit;
    mutation.mutate(undefined, {
      onSuccess: () => setOutcome({ severity: 'success', text: ADMIN_ACTIONS[action].done }),
      onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
    });
  };

  return {
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    run,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
