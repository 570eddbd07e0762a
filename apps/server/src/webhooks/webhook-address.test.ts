import { describe, expect, it } from 'vitest';
import { addressFormProblem, isForbiddenAddress } from './webhook-address';

describe('isForbiddenAddress', () => {
  it('refuses private, loopback, link-local, shared and special addresses, mapped ones too', () => {
    for (const address of [
      '10.0.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
    ])
      expect(isForbiddenAddress(address, false), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:101:101'])
      expect(isForbiddenAddress(address, false), address).toBe(false);
  });

  it('lets loopback through, and only loopback, when allowed', () => {
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('::1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', true)).toBe(true);
  });
});

describe('addressFormProblem', () => {
  const problem = (url: string, allow: boolean) => addressFormProblem(new URL(url), allow);
  it('takes https; http only to a loopback host when allowed', () => {
    expect(problem('https://hooks.example.com/tsr', false)).toBeNull();
    expect(problem('http://hooks.example.com/tsr', true)).toBe('The address must start with https://.');
    expect(problem('http://127.0.0.1:8080/tsr', false)).toBe('The address must start with https://.');
    expect(problem('http://127.0.0.1:8080/tsr', true)).toBeNull();
    expect(problem('http://localhost:8080/tsr', true)).toBeNull();
    expect(problem('http://[::1]:8080/tsr', true)).toBeNull();
  });
});
