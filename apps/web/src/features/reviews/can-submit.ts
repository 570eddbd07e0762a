import { canSubmit as groupsMaySubmit } from '@tsr/contract';
import type { Viewer } from '../viewer/viewer';

/** Spec 6 canSubmit for the signed-in viewer, from its one definition in the contract. */
export function canSubmit(viewer: Viewer): boolean {
  return viewer.kind === 'user' && groupsMaySubmit(viewer.user.groups);
}
