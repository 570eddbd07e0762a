import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.1: the structure screen in preview mode at /admin/editor/preview. Owned by a later issue. */
export function SurveyPreview() {
  return <NotBuiltYet title="Survey Preview" />;
}
