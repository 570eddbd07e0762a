import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * The 49,233 most common passwords of public breach corpora, as zxcvbn-ts ships them (compressed,
 * installed from the npm registry; nothing is fetched at run time). Built on first use.
 */
let breached: ReadonlySet<string> | undefined;
const breachList = () => {
  breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return breached;
};

/**
 * True when the password, ignoring case, is on the list, or is a listed password with only digits
 * and symbols around it ("Sunshine2024!", "qwerty123456"), the usual way to meet a length rule.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return breachList().has(lower) || (core.length > 0 && breachList().has(core));
}

export const BREACHED_PASSWORD =
  'This password appears in lists of passwords exposed in data breaches. Please choose another.';

/** Adds the breach check to a request schema of the contract, on its new-password field. */
export function refusingBreachedPasswords<T extends z.ZodObject, K extends keyof z.infer<T> & string>(
  schema: T,
  field: K,
) {
  return schema.superRefine((body, ctx) => {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && isBreachedPassword(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: BREACHED_PASSWORD });
    }
  });
}
