import { NotBuiltYet } from '../../features/shell/NotBuiltYet';

/** Spec 2.11: the survey editor at /admin/editor/survey. Owned by a later issue. */
export function SurveyEditor() {
  return <NotBuiltYet title="Survey Editor" />;
}
