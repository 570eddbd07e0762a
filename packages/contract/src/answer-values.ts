import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, textProblem } from './text';

/**
 * The answers of a part or an entity: question name to value. SurveyJS values are strings,
 * numbers, booleans, lists (checkboxes) and nested objects and lists (matrices, dynamic panels).
 * Nesting deeper than ANSWER_MAX_DEPTH is refused: the engine and the database walk values
 * recursively, and a value nested thousands deep would overflow the stack.
 */
export const ANSWER_MAX_DEPTH = 10;

type Path = (string | number)[];

/** The first problem of an answers object: its path below the object and the message. */
export function answersProblem(answers: Record<string, unknown>): { path: Path; message: string } | null {
  // Iterative, so a value nested far too deep is refused without recursing into it.
  const stack: { value: unknown; path: Path; depth: number }[] = [{ value: answers, path: [], depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline: true, max: LONG_TEXT_MAX_LENGTH });
      if (problem) return { path, message: problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > ANSWER_MAX_DEPTH) {
      return { path, message: `Answers may be nested at most ${ANSWER_MAX_DEPTH} levels deep` };
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string') {
        const problem = textProblem(key, { multiline: false, max: NAME_MAX_LENGTH });
        if (problem) return { path: [...path, key], message: `Question name: ${problem}` };
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

/** Question name to value, checked by answersProblem. */
export const Answers = z.record(z.string(), z.unknown()).superRefine((answers, ctx) => {
  const problem = answersProblem(answers);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
});
export type Answers = z.infer<typeof Answers>;
