import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { taggedDocument } from './pdf-document';
import { pdfLink, writeMarkdown } from './pdf-markdown';

/** A one-page PDF of a Markdown text, as the report writes report texts. */
function pdfOf(text: string): Promise<Buffer> {
  const { doc, root, bytes } = taggedDocument({ title: 'Markdown', date: new Date(0), margin: 50 });
  writeMarkdown(doc, root, text, 50, 400, { size: 10, color: '#111' });
  doc.end();
  return bytes;
}

/** The addresses of the PDF's link annotations (pdfkit writes them uncompressed: /URI (...)). */
const linkTargets = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);

describe("the PDF's Markdown links", () => {
  it('links web and mail addresses and nothing the address rule refuses', () => {
    expect(pdfLink('https://www.gov.uk')).toBe('https://www.gov.uk');
    expect(pdfLink('MAILTO:help@example.com')).toBe('MAILTO:help@example.com');
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'file:///etc/passwd',
      '//evil.example',
      // Allowed by the rule, but a relative address has no site in a PDF.
      '/support',
      '#fees',
    ])
      expect(pdfLink(href), href).toBeUndefined();
  });

  it('writes an unsafe link as its text, with no link annotation', async () => {
    const pdf = await pdfOf(
      [
        'See [HMRC](https://www.gov.uk/hmrc) and [click me](javascript:alert(1)).',
        '',
        'Also [shout](JaVaScRiPt:alert(2)), <vbscript:msgbox> and [data](data:text/html,hi).',
        '',
        '[write to us](mailto:help@example.com) or [ref][r].',
        '',
        '[r]: javascript:alert(3)',
      ].join('\n'),
    );
    expect(linkTargets(pdf)).toEqual(['https://www.gov.uk/hmrc', 'mailto:help@example.com']);
    const text = await pdfText(pdf);
    expect(text).toContain('click me');
    expect(text).toContain('shout');
    expect(text).toContain('ref');
    expect(text).not.toContain('javascript');
  });
});
