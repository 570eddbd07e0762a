import type { SurveyElement } from '@tsr/contract';
import type { CompiledContent } from './compile';

/** A chunk's questions by name, as the content gives them: for telling an answer as the user saw it. */
export function chunkElements(content: CompiledContent, key: string): Map<string, SurveyElement> {
  const chunk = content.chunks.get(key);
  return new Map(
    (chunk?.pages ?? []).flatMap((page) => page.questions.map((q) => [q.element.name, q.element])),
  );
}
