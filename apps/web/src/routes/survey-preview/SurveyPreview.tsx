import { StructureBuilder } from '../../features/structure-builder/StructureBuilder';

/** Spec 2.1: the structure screen in preview mode (Survey Preview) at /admin/editor/preview. */
export function SurveyPreview() {
  return <StructureBuilder mode="preview" />;
}
