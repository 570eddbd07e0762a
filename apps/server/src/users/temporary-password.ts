import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the password is read from an e-mail and typed.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A temporary password for a new user (spec 4: NEW_PASSWORD_REQUIRED at the first sign-in). 16
 * characters from 55 (about 92 bits), with a letter and a digit so it also meets the password rule.
 */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length: 14 }, () => all[randomInt(all.length)]);
  chars.push(LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]);
  return chars.join('');
}
