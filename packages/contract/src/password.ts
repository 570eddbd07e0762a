import { z } from 'zod';

/** The shortest new password accepted (NCSC and NIST both favour length over composition rules). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * A new password, the one rule for the server and the web forms (spec 5.1 leaves the rules open):
 * 12 or more characters with a letter and a digit of any script (`ü`, `ß`, `é` are letters).
 * The server also refuses passwords found in breach lists; passwords set before this rule still
 * sign in, since sign-in does not check it.
 */
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(256, 'Password must be at most 256 characters long')
  .regex(/\p{L}/u, 'Password must contain a letter')
  .regex(/\p{Nd}/u, 'Password must contain a digit');
