import { GOLDEN_CASES } from '@tsr/content/golden';
import type { Script } from '@tsr/domain/testing';

/**
 * Real answers to the default content pack for any structure: each question answered as the
 * golden cases answer it (the first case that answers it, Aurora's first), without their answers
 * for their own subjects. On familyStructure(10) it gives a 50-entity review with the risks of a
 * large real structure (the report's size, decision 0025).
 */
export function goldenAnswers(): Script {
  const answers: Record<string, unknown> = {};
  for (const golden of GOLDEN_CASES)
    for (const [name, value] of Object.entries(golden.script))
      if (name !== 'bySubject' && !Object.hasOwn(answers, name)) answers[name] = value;
  return answers;
}
