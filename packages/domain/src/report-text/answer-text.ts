import type { SurveyElement } from '@tsr/contract';
import { answerTexts } from '../sequencing/answer-texts';

/** An answer as the customer chose it, on one line: 'Not answered' when there is none. */
export function answerText(element: SurveyElement | undefined, value: unknown): string {
  const texts = answerTexts(element, value);
  return texts.length === 0 ? 'Not answered' : texts.join(', ');
}
