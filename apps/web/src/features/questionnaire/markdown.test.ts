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
