/**
 * @tsr/domain/testing: fixtures for tests and benchmarks (a small content pack, the structure it
 * is exercised on, the scripted respondent, larger generated structures). Not part of the
 * product: only tests, testing helpers and benchmarks import it.
 */

export { bodsView } from '../bods/round-trip';
export {
  answerPart,
  answerShown,
  completeReview,
  type PartAnswering,
  type Respondent,
  type Script,
  TEST_SCRIPT,
} from './answers';
export {
  CHECKED_ANSWERS,
  CHECKED_QUESTIONS,
  CHECKED_SHAREHOLDER_ANSWERS,
  checkedContent,
  checkedStructure,
} from './checked-content';
export { familyStructure, fiftyEntities } from './family-structure';
export { TEST_CONTENT_INPUT, testContent } from './test-content';
export { testStructure } from './test-structure';
