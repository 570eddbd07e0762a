import type { SurveyElement } from '@tsr/contract';
import type { CompiledContent } from '../content/compile';
import { figureText } from '../content/figures';
import type { Placeholder } from '../content/text-template';
import { answerOf } from '../logic/answers';
import type { Subject } from '../logic/runtime';
import { UNSUPPORTED } from '../logic/values';
import { answerText } from './answer-text';

/**
 * What a placeholder of a report text shows (content/text-template.ts): the answer of the subject
 * or of the loop instance as the customer chose it (a choice's text), or its structure field
 * (a name, a date), or a tax-year figure as at the review's date (figures.ts). Nothing given reads
 * 'not given'; a placeholder outside a loop reads nothing.
 */
export function placeholderValue(
  content: CompiledContent,
  today?: string,
): (placeholder: Placeholder, subject: Subject, loop: Subject | undefined) => string {
  const elements = new Map<string, SurveyElement>();
  for (const chunk of content.chunks.values())
    for (const page of chunk.pages)
      for (const { element } of page.questions)
        if (!elements.has(element.name)) elements.set(element.name, element);
  return (placeholder, subject, loop) => {
    if (placeholder.figure) return figureText(content.definitions, placeholder.name, today);
    const from = placeholder.fromLoop ? loop : subject;
    const value = from ? answerOf(from, placeholder.name, true) : undefined;
    if (value === undefined || value === UNSUPPORTED || value === '') return 'not given';
    return answerText(elements.get(placeholder.name), value);
  };
}
