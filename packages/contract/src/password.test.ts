import { describe, expect, it } from 'vitest';
import { Password } from './password';

const problem = (password: string) => Password.safeParse(password).error?.issues[0]?.message;

describe('the new-password rule', () => {
  it('accepts 12 or more characters with a letter and a digit', () => {
    expect(problem('Harbour-2026')).toBeUndefined();
    expect(problem('long passphrase with 1 digit')).toBeUndefined();
  });

  it('counts letters of every script as letters', () => {
    expect(problem('üüüüüüüüüüü1')).toBeUndefined();
    expect(problem('straße-köln-7')).toBeUndefined();
    expect(problem('пароль-длинный-9')).toBeUndefined();
  });

  it('refuses passwords shorter than 12 characters, with the reason', () => {
    expect(problem('Lead-demo-1')).toBe('Password must be at least 12 characters long');
    expect(problem('üüüüüüü1')).toBe('Password must be at least 12 characters long');
  });

  it('refuses a password without a letter or without a digit', () => {
    expect(problem('1234-5678-9012')).toBe('Password must contain a letter');
    expect(problem('no-digits-in-here')).toBe('Password must contain a digit');
  });
});
