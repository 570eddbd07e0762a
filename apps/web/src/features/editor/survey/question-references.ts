import type { SurveyContent } from '@tsr/contract';
import { mapLogic, renameQuestionReferences } from '@tsr/domain/editor';

/** How many logic texts of the content still name the question `from` (a rename to `to` would rewrite them). */
export function renameCount(content: SurveyContent, from: string, to: string): number {
  let count = 0;
  mapLogic(content, (text) => {
    const next = renameQuestionReferences(text, from, to);
    if (next !== text) count += 1;
    return next;
  });
  return count;
}

/** The content with every logic text reading `from` rewritten to read `to`. */
export function renameEverywhere(content: SurveyContent, from: string, to: string): SurveyContent {
  return mapLogic(content, (text) => renameQuestionReferences(text, from, to));
}
