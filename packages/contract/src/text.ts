import { z } from 'zod';

/**
 * Spec 3 leaves free text open; these limits keep every text a user types to what a user would
 * type, and to what PostgreSQL can store (it refuses NUL and broken UTF-16). One schema for every
 * name, note and text answer, so the API, the forms and the PDF agree (docs/decisions/0011).
 */

/** Names: the structure, entities, parties. */
export const NAME_MAX_LENGTH = 200;
/** Remediation notes and text answers. */
export const LONG_TEXT_MAX_LENGTH = 5_000;

// C0 controls, DEL and C1 controls; a multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A high surrogate without a low one after it, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why a text cannot be kept, in words for the user; null when it can. */
export function textProblem(text: string, opts: { multiline: boolean; max: number }): string | null {
  if (text.length > opts.max) return `Please use at most ${opts.max.toLocaleString('en-GB')} characters`;
  const control = (opts.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).exec(text);
  if (control) return `Please remove the invisible control character ${codePoint(control[0])}`;
  if (LONE_SURROGATE.test(text)) return 'Please remove the broken character (an unpaired surrogate)';
  return null;
}

function text(opts: { multiline: boolean; max: number }) {
  return z.string().superRefine((value, ctx) => {
    const problem = textProblem(value, opts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A name on one line: at most 200 characters, no control characters. */
export const NameText = text({ multiline: false, max: NAME_MAX_LENGTH });
/** A note or text answer: at most 5,000 characters, line breaks and tabs allowed. */
export const LongText = text({ multiline: true, max: LONG_TEXT_MAX_LENGTH });
