/**
 * The admins' report actions (spec 2.7) and what they say. The spec gives no texts for them;
 * these are ours. Both change what every viewer of the review reads, so each is confirmed first,
 * and its outcome is reported either way.
 */
export type AdminAction = 'reset' | 'resubmit';

export interface AdminActionTexts {
  /** The button, the dialog's title and its confirming button. */
  name: string;
  question: string;
  done: string;
}

export const ADMIN_ACTIONS: Record<AdminAction, AdminActionTexts> = {
  reset: {
    name: 'Reset Remediations',
    question:
      'Every remediation of this review and its timeline will be removed: the remediated view will show the original report again. This cannot be undone.',
    done: 'Remediations reset: the remediated view shows the original report again.',
  },
  resubmit: {
    name: 'Resubmit Report',
    question:
      "The review will be scored again on its current answers and the report replaced; remediation notes are kept. The review's score may change.",
    done: 'Report resubmitted: the review was scored again on its current answers.',
  },
};
