import { SurveyEditorScreen } from '../../features/editor/survey/SurveyEditorScreen';

/**
 * Spec 2.11: the survey editor at /admin/editor/survey. The route table loads this module lazily,
 * so the SurveyJS Creator it brings is downloaded on this route only.
 */
export function SurveyEditor() {
  return <SurveyEditorScreen />;
}
