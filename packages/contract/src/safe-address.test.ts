import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressProblem, isSafeAddress, SafeAddress } from './safe-address';

describe('the address rule', () => {
  it('takes https:, http: and mailto: addresses in any case', () => {
    for (const address of [
      'https://www.gov.uk/hmrc',
      'http://example.com/a?b=c#d',
      'mailto:support@example.com',
      'HTTPS://EXAMPLE.COM',
      'Mailto:someone@example.com?subject=Hello',
    ])
      expect(addressProblem(address), address).toBeNull();
  });

  it('takes relative addresses: paths, queries and anchors on this site', () => {
    for (const address of [
      '/support',
      '/trial-terms.pdf#nameddest=privacy',
      '/api/content/files/5b0c1c61-6f3b-4a4e-9f5e-0a4b1c2d3e4f/terms.pdf',
      'terms.pdf',
      './terms.pdf',
      '../terms.pdf',
      '?tab=2',
      '#fees',
      '/a:b',
      'page?next=javascript:x',
    ])
      expect(addressProblem(address), address).toBeNull();
  });

  it('refuses every other scheme, whatever its case', () => {
    for (const [address, scheme] of [
      ['javascript:alert(1)', 'javascript'],
      ['JaVaScRiPt:alert(1)', 'JaVaScRiPt'],
      ['JAVASCRIPT:alert(1)', 'JAVASCRIPT'],
      ['vbscript:msgbox(1)', 'vbscript'],
      ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data'],
      ['data:image/png;base64,iVBORw0KGgo=', 'data'],
      ['file:///etc/passwd', 'file'],
      ['tel:+441234567890', 'tel'],
      ['ftp://example.com', 'ftp'],
      ['blob:https://example.com/1', 'blob'],
    ] as const)
      expect(addressProblem(address), address).toBe(ADDRESS_MESSAGES.scheme(scheme));
  });

  it('refuses protocol-relative addresses, which lead to another site', () => {
    for (const address of ['//evil.example', '///evil.example', '//evil.example/javascript:x'])
      expect(addressProblem(address), address).toBe(ADDRESS_MESSAGES.otherSite);
  });

  it('refuses backslashes, which browsers read as slashes', () => {
    for (const address of ['/\\evil.example', '\\\\evil.example', '\\/evil.example'])
      expect(addressProblem(address), address).toBe(ADDRESS_MESSAGES.backslash);
  });

  it('refuses leading and trailing spaces, control and invisible characters anywhere', () => {
    const cases: [string, string][] = [
      [' javascript:alert(1)', 'U+0020'],
      ['\tjavascript:alert(1)', 'U+0009'],
      ['\u0001javascript:alert(1)', 'U+0001'],
      ['\u0000javascript:alert(1)', 'U+0000'],
      ['java\tscript:alert(1)', 'U+0009'],
      ['java\nscript:alert(1)', 'U+000A'],
      ['java\rscript:alert(1)', 'U+000D'],
      ['https://example.com ', 'U+0020'],
      ['https://exa mple.com', 'U+0020'],
      ['\u00a0https://example.com', 'U+00A0'],
      ['\u200bjavascript:alert(1)', 'U+200B'],
      ['\ufeffjavascript:alert(1)', 'U+FEFF'],
      ['\u202ehttps://example.com', 'U+202E'],
      ['https://example.com/\u007f', 'U+007F'],
      ['https://example.com/\u0085', 'U+0085'],
      // The first one is named.
      [' \tjavascript:alert(1)', 'U+0020'],
      ['\u200b\u0000javascript:alert(1)', 'U+200B'],
    ];
    for (const [address, codePoint] of cases)
      expect(addressProblem(address), JSON.stringify(address)).toBe(ADDRESS_MESSAGES.hidden(codePoint));
  });

  it('refuses an empty or overlong address', () => {
    expect(addressProblem('')).toBe(ADDRESS_MESSAGES.empty);
    expect(addressProblem(`https://example.com/${'a'.repeat(2_000)}`)).toBe(ADDRESS_MESSAGES.tooLong);
  });

  it('is the zod schema of a stored address, with the reason as its message', () => {
    expect(SafeAddress.parse('/support')).toBe('/support');
    expect(isSafeAddress('javascript:alert(1)')).toBe(false);
    const result = SafeAddress.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ADDRESS_MESSAGES.scheme('javascript'));
  });
});
