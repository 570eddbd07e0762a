import { isSafeAddress } from '@tsr/contract';
import { bulletMarkersToMarkdown } from '@tsr/domain/report-view';
import { Marked, type Tokens } from 'marked';

/**
 * Question texts and report texts are markdown written by administrators (spec 2.5), with '##li'
 * lines as bullets; bulletMarkersToMarkdown (shared with the PDF) makes those markdown lists.
 */
export { bulletMarkersToMarkdown };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML ends up in the page (SurveyJS and the report insert it as HTML), so raw HTML in the
 * text is shown as text, and a link is made only of an address the address rule allows (https:,
 * http:, mailto: or relative, the contract's safe-address.ts, which the editors and the
 * API check too). Any other link shows as its text: content stored before the rule, an
 * administrator's typo or a pasted snippet can never run script in a client's browser.
 */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeAddress(href)) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      // Pictures from anywhere on the internet are not shown; their description is.
      return escapeHtml(text);
    },
  },
});

/**
 * A text as HTML. One line without lists renders inline (no wrapping paragraph), so a question
 * title keeps its layout; anything with several lines or bullets renders as blocks.
 */
export function markdownToHtml(text: string): string {
  const source = bulletMarkersToMarkdown(text);
  const html = source.includes('\n')
    ? markdown.parse(source, { async: false })
    : markdown.parseInline(source, { async: false });
  return html.trim();
}
