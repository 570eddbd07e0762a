import type { Subject } from './runtime';
import { fromAnswer, type UNSUPPORTED, type Value } from './values';

/** A subject's answer to `name` (its structure field when no answer was given) as a logic value. */
export function answerOf(subject: Subject, name: string, inherited: boolean): Value | typeof UNSUPPORTED {
  const answers = subject.answers;
  let raw = inherited ? (Object.hasOwn(answers, name) ? answers[name] : undefined) : answers[name];
  if (raw === undefined) {
    const fields = subject.fields;
    if (fields !== undefined)
      raw = inherited ? (Object.hasOwn(fields, name) ? fields[name] : undefined) : fields[name];
  }
  if (typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw) && isPlainList(raw)) return raw as readonly Value[];
  return fromAnswer(raw);
}

/**
 * A list answer whose items are all texts, yes/nos or finite numbers is already the value
 * fromAnswer would build: it is read as it is, without a copy per read (a checkbox answer is
 * read by every rule that looks at it).
 */
function isPlainList(list: readonly unknown[]): boolean {
  for (const item of list) {
    const type = typeof item;
    if (type === 'string' || type === 'boolean') continue;
    if (type === 'number' && Number.isFinite(item)) continue;
    return false;
  }
  return true;
}
