import { hasGroup, type Viewer } from '../viewer/viewer';

/** Spec 6 canSubmit: admins, account leads and approvers (is_approver) may submit reviews. */
export function canSubmit(viewer: Viewer): boolean {
  return hasGroup(viewer, 'admin') || hasGroup(viewer, 'accountlead') || hasGroup(viewer, 'approval');
}
