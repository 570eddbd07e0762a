export { DEFAULT_CONTENT_INPUT, defaultSurveyContent } from './pack';
export { shellContent } from './site/shell';
