export { DEFAULT_CONTENT_INPUT, defaultSurveyContent } from './pack';
export { shellContent } from './site/shell';

/** Shown on every report (screen and PDF) and in the README: what the default pack is and is not. */
export const ILLUSTRATIVE_NOTICE =
  'The questions, rules and report texts of this review come from an illustrative content pack and are not tax advice: a qualified UK tax adviser must review any result before it is relied on.';
