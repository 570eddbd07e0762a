import type { RemediationStatus } from '@tsr/contract';
import { TIMELINE_USER_LENGTH } from '@tsr/domain/report-view';

export const STATUS_LABELS: Record<RemediationStatus, string> = {
  unresolved: 'Unresolved',
  resolved: 'Resolved',
  'not applicable': 'Not applicable',
};

/** Spec 9: the timeline shows at most 30 characters of the user (the server cuts it too). */
export const truncateUser = (user: string) => user.slice(0, TIMELINE_USER_LENGTH);
