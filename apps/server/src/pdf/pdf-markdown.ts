import { isSafeAddress } from '@tsr/contract';
import { bulletMarkersToMarkdown } from '@tsr/domain';
import { Lexer, type Token, type Tokens } from 'marked';
import { FONT } from './pdf-fonts';
import {
  content,
  group,
  type HeadingLevel,
  headingOf,
  link,
  list,
  listItem,
  nextHeadingLevel,
  type Tag,
} from './pdf-tags';
import { breakLongWords } from './pdf-words';

/**
 * Report texts in the PDF as the report page shows them (features/questionnaire/markdown.ts):
 * '##li' bullets and markdown lists, bold, italic, links, headings, code, quotes. Raw HTML shows
 * as its text. A link is made only of an address the address rule allows (the
 * contract's safe-address.ts: the same rule the editors and the API apply) that is a web or mail
 * address: a relative one has no site to be relative to in a PDF. Anything else shows as its text.
 *
 * Tagged as the page's HTML would be (pdf-tags.ts): paragraphs P, headings H, lists L with their
 * items' numbers or bullets as labels, quotes BlockQuote, links Link.
 */

type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  /** Body size in points; headings are larger. */
  readonly size: number;
  readonly color: string;
  /** The whole text bold (a risk text in the findings). */
  readonly bold?: boolean;
  /** The text is a heading of this level (a response that is a heading): its paragraphs are tagged so. */
  readonly heading?: HeadingLevel;
  /** The level of the text's own Markdown headings; by default one below the document's last heading. */
  readonly subheading?: HeadingLevel;
}

interface Run {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly code: boolean;
  readonly link?: string;
}

const ABSOLUTE = /^(https?|mailto):/i;

/** The address a link of the PDF goes to, or undefined when it shows as text only. */
export function pdfLink(href: string): string | undefined {
  return isSafeAddress(href) && ABSOLUTE.test(href) ? href : undefined;
}
const LIST_INDENT = 14;
const HEADING_GROWTH: Record<number, number> = { 1: 4, 2: 3, 3: 2, 4: 1, 5: 0, 6: 0 };

const lexer = () => new Lexer({ gfm: true, breaks: false });

function fontOf(run: Pick<Run, 'bold' | 'italic' | 'code'>): string {
  if (run.code) return FONT.mono;
  if (run.bold && run.italic) return FONT.boldItalic;
  if (run.bold) return FONT.bold;
  if (run.italic) return FONT.italic;
  return FONT.regular;
}

/** Inline tokens as runs of one font each; nested emphasis adds up. */
function runsOf(tokens: readonly Token[], style: Omit<Run, 'text'>): Run[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'del':
        runs.push(...runsOf((token as Tokens.Del).tokens, style));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = pdfLink(link.href);
        runs.push(...runsOf(link.tokens, href === undefined ? style : { ...style, link: href }));
        break;
      }
      case 'codespan':
        runs.push({ ...style, code: true, text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) runs.push(...runsOf(text.tokens, style));
        else runs.push({ ...style, text: text.text });
        break;
      }
      // escape, raw HTML, an image's description, a checkbox: their text as it stands.
      default:
        if ('text' in token && typeof token.text === 'string') runs.push({ ...style, text: token.text });
    }
  }
  return runs.filter((run) => run.text !== '');
}

/**
 * One paragraph of runs at x in width, with pdfkit's continued text keeping it one flow, as the
 * content of `tag`: each run drawn as its next piece, a link's in a Link element of its own.
 */
function writeRuns(
  doc: Doc,
  tag: Tag,
  runs: readonly Run[],
  x: number,
  width: number,
  size: number,
  color: string,
) {
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
    const draw = () => {
      doc.font(fontOf(run));
      const text = breakLongWords(doc, run.text, width);
      const options: PDFKit.Mixins.TextOptions = {
        width,
        continued: i < runs.length - 1,
        link: run.link ?? null,
        underline: run.link !== undefined,
      };
      if (i === 0) doc.text(text, x, doc.y, options);
      else doc.text(text, options);
    };
    if (run.link === undefined) content(tag, draw);
    else link(doc, tag, run.link, draw);
  });
}

/** A paragraph's runs as one element: P, or the heading it is. */
function writeParagraph(
  doc: Doc,
  parent: Tag,
  level: HeadingLevel | undefined,
  write: (tag: Tag) => void,
): void {
  if (level === undefined) group(doc, parent, 'P', write);
  else headingOf(doc, parent, level, write);
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** How a text's blocks are written: its style, and the levels of its headings. */
interface Blocks extends TextStyle {
  readonly subheading: HeadingLevel;
}

function writeBlocks(
  doc: Doc,
  parent: Tag,
  tokens: readonly Token[],
  x: number,
  width: number,
  style: Blocks,
) {
  const plain = { bold: style.bold === true, italic: false, code: false };
  // A heading's text is a heading in its paragraphs only: its lists and quotes stay what they are.
  const { heading: _, ...inner } = style;
  const paragraph = (runs: readonly Run[], size = style.size, level = style.heading) => {
    if (runs.length > 0)
      writeParagraph(doc, parent, level, (tag) => writeRuns(doc, tag, runs, x, width, size, style.color));
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const { depth, tokens: inline } = token as Tokens.Heading;
        doc.moveDown(0.2);
        paragraph(
          runsOf(inline, { ...plain, bold: true }),
          style.size + (HEADING_GROWTH[depth] ?? 0),
          style.subheading,
        );
        doc.moveDown(0.1);
        break;
      }
      case 'paragraph':
        paragraph(runsOf((token as Tokens.Paragraph).tokens, plain));
        doc.moveDown(0.2);
        break;
      case 'text': {
        const text = token as Tokens.Text;
        paragraph(runsOf(text.tokens ?? [text], plain));
        break;
      }
      case 'list':
        writeList(doc, parent, token as Tokens.List, x, width, inner);
        break;
      case 'blockquote':
        group(doc, parent, 'BlockQuote', (quote) =>
          writeBlocks(
            doc,
            quote,
            (token as Tokens.Blockquote).tokens,
            x + LIST_INDENT,
            width - LIST_INDENT,
            inner,
          ),
        );
        break;
      case 'code':
        paragraph([{ ...plain, code: true, text: (token as Tokens.Code).text }]);
        doc.moveDown(0.2);
        break;
      case 'table': {
        // Tables are rare in report texts: each row as one line of cells.
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows])
          paragraph(
            row.flatMap((cell, i) => [
              ...(i > 0 ? [{ ...plain, text: ' · ' }] : []),
              ...runsOf(cell.tokens, plain),
            ]),
          );
        doc.moveDown(0.2);
        break;
      }
      case 'space':
      case 'hr':
      case 'def':
        break;
      default:
        if ('text' in token && typeof token.text === 'string') paragraph([{ ...plain, text: token.text }]);
    }
  }
}

/** A bullet or numbered list: each item's number or bullet its label, its blocks its body. */
function writeList(doc: Doc, parent: Tag, token: Tokens.List, x: number, width: number, style: Blocks) {
  const first = typeof token.start === 'number' ? token.start : 1;
  list(doc, parent, (l) => {
    token.items.forEach((item, i) => {
      ensureRoom(doc, style.size * 1.4);
      const y = doc.y;
      listItem(
        doc,
        l,
        () =>
          doc
            .font(FONT.regular)
            .fontSize(style.size)
            .fillColor(style.color)
            .text(token.ordered ? `${first + i}.` : '•', x, y, { width: LIST_INDENT, lineBreak: false }),
        (body) => {
          doc.y = y;
          writeBlocks(doc, body, item.tokens, x + LIST_INDENT, width - LIST_INDENT, style);
        },
      );
      doc.moveDown(0.1);
    });
  });
  doc.moveDown(0.1);
}

/** Texts lexed at most: a pack's report texts are a few hundred; notes come and go. */
const MAX_LEXED = 2_000;
const lexed = new Map<string, readonly Token[]>();

/**
 * A text's tokens, lexed once per worker: a report shows the same few dozen risk texts on every
 * entity they are found on. The tokens are only read.
 */
function tokensOf(text: string): readonly Token[] {
  let tokens = lexed.get(text);
  if (!tokens) {
    if (lexed.size >= MAX_LEXED) lexed.clear();
    tokens = lexer().lex(bulletMarkersToMarkdown(text));
    lexed.set(text, tokens);
  }
  return tokens;
}

/**
 * A report text (markdown with '##li' bullets) laid out at x in width, from the current y, its
 * elements added to `parent`.
 */
export function writeMarkdown(
  doc: Doc,
  parent: Tag,
  text: string,
  x: number,
  width: number,
  style: TextStyle,
): void {
  writeBlocks(doc, parent, tokensOf(text), x, width, {
    ...style,
    subheading: style.subheading ?? nextHeadingLevel(doc),
  });
  doc.x = x;
}
