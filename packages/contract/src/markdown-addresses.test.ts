import { describe, expect, it } from 'vitest';
import { markdownAddressProblem, markdownAddressProblems, SafeMarkdown } from './markdown-addresses';
import { ADDRESS_MESSAGES } from './safe-address';

const addresses = (text: string) => markdownAddressProblems(text).map((p) => p.address);

describe('the addresses of a Markdown text', () => {
  it('takes texts whose links are web, mail or relative addresses', () => {
    for (const text of [
      'Plain text with no link.',
      'See [HMRC](https://www.gov.uk/hmrc "HMRC") or [write to us](mailto:help@example.com).',
      'Read the [terms](/trial-terms.pdf) and the [fees](#fees), or [this](terms.pdf).',
      '[A page](https://en.wikipedia.org/wiki/Trust_(law)) with brackets in its address.',
      '![A chart](/api/content/files/5b0c1c61-6f3b-4a4e-9f5e-0a4b1c2d3e4f/chart.png)',
      'A reference [link][hmrc].\n\n[hmrc]: https://www.gov.uk/hmrc',
      'An autolink <https://www.gov.uk> and www.gov.uk and an e-mail <help@example.com>.',
      '##li a bullet with [a link](https://example.com)',
      'An empty link [here]() goes nowhere.',
      'Brackets [like this] and (like this) are text.',
    ])
      expect(markdownAddressProblems(text), text).toEqual([]);
  });

  it('finds an unsafe address in an inline link or image, however it is written', () => {
    expect(addresses('[click](javascript:alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('[click](JaVaScRiPt:alert(1))')).toEqual(['JaVaScRiPt:alert(1)']);
    expect(addresses('[click](<javascript:alert(1)>)')).toEqual(['javascript:alert(1)']);
    expect(addresses('[click](   javascript:alert(1) "title")')).toEqual(['javascript:alert(1)']);
    expect(addresses('[click](\n  javascript:alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('![x](data:image/svg+xml;base64,PHN2Zz4=)')).toEqual([
      'data:image/svg+xml;base64,PHN2Zz4=',
    ]);
    expect(addresses('[x](vbscript:msgbox)')).toEqual(['vbscript:msgbox']);
    expect(addresses('[x](file:///etc/passwd)')).toEqual(['file:///etc/passwd']);
    expect(addresses('[x](//evil.example/path)')).toEqual(['//evil.example/path']);
    expect(addresses('- item\n- [x](javascript:void(0))')).toEqual(['javascript:void(0)']);
  });

  it('decodes backslash escapes and character references first, as renderers do', () => {
    expect(addresses('[x](javascript\\:alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('[x](javascript&colon;alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('[x](javascript&#58;alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('[x](&#x6A;avascript:alert(1))')).toEqual(['javascript:alert(1)']);
    expect(addresses('[x](java&#9;script:alert(1))')).toEqual(['java\tscript:alert(1)']);
    expect(addresses('[x](&Tab;javascript:alert(1))')).toEqual(['\tjavascript:alert(1)']);
    expect(addresses('[x](\\\\evil.example)')).toEqual(['\\evil.example']);
  });

  it('finds control characters and leading invisible characters in a destination', () => {
    expect(addresses('[x](\u0001javascript:alert(1))')).toEqual(['\u0001javascript:alert(1)']);
    expect(addresses('[x](\u200bjavascript:alert(1))')).toEqual(['\u200bjavascript:alert(1)']);
  });

  it('finds unsafe reference definitions and autolinks', () => {
    expect(addresses('[x][r]\n\n[r]: javascript:alert(1)')).toEqual(['javascript:alert(1)']);
    expect(addresses('[x][r]\n\n   [r]:\n   <javascript:alert(1)>')).toEqual(['javascript:alert(1)']);
    expect(addresses('> [r]: vbscript:x\n\n[b][r]')).toEqual(['vbscript:x']);
    expect(addresses('Click <javascript:alert(1)> now')).toEqual(['javascript:alert(1)']);
    expect(addresses('<DATA:text/html,hi>')).toEqual(['DATA:text/html,hi']);
  });

  it('lists every unsafe address, in the order of the opener kinds, and names the first in one message', () => {
    const text = '[a](javascript:one) [b](https://ok) [c](data:two)\n\n[r]: vbscript:three';
    expect(addresses(text)).toEqual(['javascript:one', 'data:two', 'vbscript:three']);
    expect(markdownAddressProblem(text)).toBe(
      `The link to 'javascript:one' is refused. ${ADDRESS_MESSAGES.scheme('javascript')}`,
    );
    expect(markdownAddressProblem('fine [a](/x)')).toBeNull();
  });

  it('shows control characters in a message and shortens a long address', () => {
    expect(markdownAddressProblem('[x](\u0001javascript:x)')).toBe(
      `The link to '\\u0001javascript:x' is refused. ${ADDRESS_MESSAGES.hidden('U+0001')}`,
    );
    expect(markdownAddressProblem(`[x](javascript:${'a'.repeat(200)})`)).toMatch(
      /'javascript:a+…' is refused/,
    );
  });

  it('is a zod schema for a stored Markdown text with a length limit', () => {
    const Body = SafeMarkdown(50);
    expect(Body.parse('[a](/ok)')).toBe('[a](/ok)');
    expect(Body.safeParse('[a](javascript:x)').error?.issues[0]?.message).toBe(
      `The link to 'javascript:x' is refused. ${ADDRESS_MESSAGES.scheme('javascript')}`,
    );
    expect(Body.safeParse('x'.repeat(51)).success).toBe(false);
  });
});
