import { SurveyContent, type SurveyContentInput } from '@tsr/contract';
import { loadContent } from '@tsr/domain';
import { DEFINITIONS } from './definitions';
import { withUsedDefinitions } from './definitions/prune';
import { QUESTIONS } from './questions';
import { responseTree } from './responses/tree';
import { COMPANY_CATEGORY } from './rules/company';
import { FOUNDATION_CATEGORY } from './rules/foundation';
import type { CategorySpec } from './rules/model';
import { ruleTree } from './rules/tree';
import { TRUST_CATEGORY } from './rules/trust';

/** The row groups of the report, in table order, with their rules and texts. */
export const CATEGORIES: readonly CategorySpec[] = [TRUST_CATEGORY, FOUNDATION_CATEGORY, COMPANY_CATEGORY];

/** The default content pack as an editor would save it (defaults left out). */
export const DEFAULT_CONTENT_INPUT: SurveyContentInput = withUsedDefinitions({
  questions: QUESTIONS,
  rules: ruleTree(CATEGORIES),
  responses: responseTree(CATEGORIES),
  definitions: DEFINITIONS,
});

/**
 * The default content pack, published as survey version 1 at the first start: parsed (defaults
 * filled in) and loaded (spec 5.3 clean-ups, which leave this pack unchanged).
 */
export function defaultSurveyContent(): SurveyContent {
  return loadContent(SurveyContent.parse(DEFAULT_CONTENT_INPUT));
}
