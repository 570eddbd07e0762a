import { LoginRequest } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { checkSignIn, INVALID_EMAIL, MISSING_PASSWORD } from './sign-in-check';

const emails = [
  'pat@example.com',
  '  Pat.Smith@Example.CO.uk ',
  "o'neil+tax@example.org",
  'not-an-email',
  'pat@',
  '@example.com',
  'pat@example',
  'pat@example.c',
  'pat..smith@example.com',
  '.pat@example.com',
  'pat@-example.com',
  'pat smith@example.com',
  '',
];
const passwords = ['secret-1', '', ' ', 'x'.repeat(256), 'x'.repeat(257)];

describe("the sign-in form's check", () => {
  it("accepts exactly what the contract's LoginRequest accepts, and sends what it would read", () => {
    for (const username of emails)
      for (const password of passwords) {
        const contract = LoginRequest.safeParse({ username, password });
        const ours = checkSignIn({ username, password });
        expect({ username, password, ok: ours.ok }).toEqual({ username, password, ok: contract.success });
        if (ours.ok && contract.success) expect(ours.request).toEqual(contract.data);
      }
  });

  it('says what is wrong with each field', () => {
    expect(checkSignIn({ username: 'not-an-email', password: '' })).toEqual({
      ok: false,
      errors: { username: INVALID_EMAIL, password: MISSING_PASSWORD },
    });
  });
});
