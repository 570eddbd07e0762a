/**
 * The sign-in form's own check of its two fields, so that the sign-in route does not
 * download zod's runtime and react-hook-form for two fields. It accepts what the contract's
 * `LoginRequest` accepts (sign-in-check.test.ts holds the two side by side); the server still
 * validates the request with the shared schema.
 */

/** zod's "practical" e-mail pattern, the one `z.email()` in the contract's `Email` uses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PASSWORD_MAX_LENGTH = 256;

/** The contract's message for an e-mail it refuses. */
export const INVALID_EMAIL = 'Please enter a valid email address';
export const MISSING_PASSWORD = 'Please enter your password';
export const PASSWORD_TOO_LONG = `A password has at most ${PASSWORD_MAX_LENGTH} characters`;

export interface SignInFields {
  username: string;
  password: string;
}

export type SignInCheck =
  | { ok: true; request: SignInFields }
  | { ok: false; errors: Partial<Record<keyof SignInFields, string>> };

/** The request to send (the e-mail trimmed and in lower case, as the contract reads it), or what is wrong. */
export function checkSignIn({ username, password }: SignInFields): SignInCheck {
  const email = username.trim().toLowerCase();
  const errors: Partial<Record<keyof SignInFields, string>> = {};
  if (!EMAIL_PATTERN.test(email)) errors.username = INVALID_EMAIL;
  if (password.length === 0) errors.password = MISSING_PASSWORD;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = PASSWORD_TOO_LONG;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, request: { username: email, password } };
}
