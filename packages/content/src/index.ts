export { DEFAULT_CONTENT_INPUT, defaultSurveyContent } from './pack';
export { DEFAULT_SURVEY_INTRO, defaultPageContent, hasDefaultPageContent } from './site/pages';
export { shellContent } from './site/shell';
