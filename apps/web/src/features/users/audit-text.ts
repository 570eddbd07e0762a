type Snapshot = Record<string, unknown> | null;

/** What each audit action means, in the words of the user's page (unknown actions show as recorded). */
const ACTION_LABELS: Record<string, string> = {
  'user.create': 'User created',
  'user.update': 'User edited',
  'user.delete': 'User deleted',
  'customer.delete': 'Customer deleted',
  'review.latest_survey': 'Review updated to the most recent survey',
  'review.revert': 'Review reverted',
  'review.delete': 'Review deleted',
  'report.resubmit': 'Report resubmitted',
  'report.reset_remediations': 'Remediations reset',
  'api_key.create': 'API key created',
  'api_key.revoke': 'API key revoked',
  'webhook.create': 'Webhook added',
  'webhook.delete': 'Webhook deleted',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** Fields that name the thing changed (a review, an API key, a webhook) rather than describe the change. */
const NAMES = ['structure_name', 'api_key', 'webhook'];
const IDENTIFIERS = new Set(['review_id', ...NAMES]);

/**
 * The fields that differ between before and after, as "field: old → new". An entry about one of
 * the user's reviews, API keys or webhooks names it first ("Oak Trust: survey_version: 1 → 2").
 */
export function changes(before: Snapshot, after: Snapshot): string {
  const snapshot = before ?? after;
  const name = NAMES.map((field) => snapshot?.[field]).find((value) => typeof value === 'string');
  const named = (text: string) => (name === undefined ? text : `${name}: ${text}`);
  if (!before) return named('created');
  if (!after) return named('deleted');
  const keys = Object.keys(after).filter(
    (k) => !IDENTIFIERS.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (keys.length === 0) return named('no change');
  return named(keys.map((k) => `${k}: ${String(before[k])} → ${String(after[k])}`).join('; '));
}
