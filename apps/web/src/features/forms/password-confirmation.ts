import { z } from 'zod';

/** Spec 5.1: the mismatch message on the reset confirmation screen. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** Spec 5.1: the mismatch message on the change and set password screens. */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The confirmation field every new-password form adds to its contract request. */
export const ConfirmPasswordField = { confirm_password: z.string() };

/** A refinement reporting `message` on the confirmation field when it differs from the password field. */
export function confirmationMatches<K extends string>(
  passwordField: K,
  message: string,
): [
  (form: Record<K, string> & { confirm_password: string }) => boolean,
  { message: string; path: string[] },
] {
  return [(form) => form[passwordField] === form.confirm_password, { message, path: ['confirm_password'] }];
}
