import { isSafeAddress, markdownAddressProblems } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { bulletMarkersToMarkdown, markdownToHtml } from './markdown';

describe("'##li' bullets (spec 2.5)", () => {
  it('turns lines beginning with ##li into list items, set apart from the paragraphs around them', () => {
    expect(bulletMarkersToMarkdown('Intro\n##li first\n##li second\nOutro')).toBe(
      'Intro\n\n- first\n- second\n\nOutro',
    );
  });

  it('leaves ##li inside a line alone', () => {
    expect(bulletMarkersToMarkdown('not a ##li marker')).toBe('not a ##li marker');
  });

  it('renders the bullets as an HTML list after the paragraph', () => {
    expect(markdownToHtml('Consider:\n##li the trustees\n##li the settlor')).toBe(
      '<p>Consider:</p>\n<ul>\n<li>the trustees</li>\n<li>the settlor</li>\n</ul>',
    );
  });

  it('renders a text that is only bullets', () => {
    expect(markdownToHtml('##li one\n##li two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
  });
});

describe('markdown in question and report texts', () => {
  it('renders a one-line text inline, without a wrapping paragraph', () => {
    expect(markdownToHtml('Is the trust **UK resident**?')).toBe(
      'Is the trust <strong>UK resident</strong>?',
    );
  });

  it('shows raw HTML as text', () => {
    expect(markdownToHtml('a <img src=x onerror=alert(1)> b')).toBe('a &lt;img src=x onerror=alert(1)&gt; b');
  });

  it('keeps web links, opening in a new tab, and drops script links', () => {
    expect(markdownToHtml('[HMRC](https://www.gov.uk/hmrc)')).toBe(
      '<a href="https://www.gov.uk/hmrc" target="_blank" rel="noopener noreferrer">HMRC</a>',
    );
    expect(markdownToHtml('[click](javascript:alert(1))')).toBe('click');
  });

  it('shows an image as its description only', () => {
    expect(markdownToHtml('![a chart](https://example.com/chart.png)')).toBe('a chart');
  });
});

describe('links of unsafe addresses', () => {
  const UNSAFE = [
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](<javascript:alert(1)>)',
    '[click]( javascript:alert(1) )',
    '[click](javascript\\:alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html,<script>alert(1)</script>)',
    '[click](file:///etc/passwd)',
    '[click](//evil.example)',
    '[click](\\\\evil.example)',
    '[click][r]\n\n[r]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ];

  it('renders each as its text, never as a link', () => {
    for (const text of UNSAFE) {
      const html = markdownToHtml(text);
      expect(html, text).not.toContain('<a');
      expect(html.toLowerCase(), text).not.toMatch(/href=/);
    }
    expect(markdownToHtml('[click](JaVaScRiPt:alert(1))')).toBe('click');
  });

  it('keeps web, mail, path and anchor links', () => {
    expect(markdownToHtml('[a](mailto:help@example.com)')).toContain('href="mailto:help@example.com"');
    expect(markdownToHtml('[a](/support)')).toContain('href="/support"');
    expect(markdownToHtml('[a](#fees)')).toContain('href="#fees"');
  });

  it('links nothing the contract would let an editor store as unsafe (the check reads at least what marked links)', () => {
    const samples = [
      ...UNSAFE,
      '[a](javascript&colon;alert(1))',
      '[a](&#106;avascript:alert(1))',
      '[a](java&#9;script:alert(1))',
      '[a](<java script:x>)',
      '[a]\n(javascript:x)',
      '`[a](javascript:x)`',
      '[a](https://example.com/(x)) [b](javascript:y)',
      '- [a](javascript:x)\n- [b](/ok)',
      '> [a](vbscript:x)',
    ];
    for (const text of samples) {
      const links = [...markdownToHtml(text).matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
      const refused = markdownAddressProblems(text).length > 0;
      // Either the text is refused on save, or every link marked makes keeps to the rule.
      if (!refused) for (const href of links) expect(isSafeAddress(href), `${text} -> ${href}`).toBe(true);
      // And the renderer never links an unsafe address, refused or not.
      for (const href of links) expect(isSafeAddress(href.replace(/&amp;/g, '&')), href).toBe(true);
    }
  });
});
