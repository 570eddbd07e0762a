import { isSafeAddress } from '@tsr/contract';
import { bulletMarkersToMarkdown } from '@tsr/domain';
import { Lexer, type Token, type Tokens } from 'marked';
import { breakLongWords } from './pdf-words';

/**
 * Report texts in the PDF as the report page shows them (features/questionnaire/markdown.ts):
 * '##li' bullets and markdown lists, bold, italic, links, headings, code, quotes. Raw HTML shows
 * as its text. A link is made only of an address the address rule allows (the
 * contract's safe-address.ts: the same rule the editors and the API apply) that is a web or mail
 * address: a relative one has no site to be relative to in a PDF. Anything else shows as its text.
 */

type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  /** Body size in points; headings are larger. */
  readonly size: number;
  readonly color: string;
  /** The whole text bold (a risk text in the findings). */
  readonly bold?: boolean;
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
  if (run.code) return 'Courier';
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  if (run.italic) return 'Helvetica-Oblique';
  return 'Helvetica';
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

/** One paragraph of runs at x in width, with pdfkit's continued text keeping it one flow. */
function writeRuns(doc: Doc, runs: readonly Run[], x: number, width: number, size: number, color: string) {
  if (runs.length === 0) return;
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
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
  });
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeBlocks(doc: Doc, tokens: readonly Token[], x: number, width: number, style: TextStyle) {
  const plain = { bold: style.bold === true, italic: false, code: false };
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        doc.moveDown(0.2);
        writeRuns(
          doc,
          runsOf(heading.tokens, { ...plain, bold: true }),
          x,
          width,
          style.size + (HEADING_GROWTH[heading.depth] ?? 0),
          style.color,
        );
        doc.moveDown(0.1);
        break;
      }
      case 'paragraph':
        writeRuns(doc, runsOf((token as Tokens.Paragraph).tokens, plain), x, width, style.size, style.color);
        doc.moveDown(0.2);
        break;
      case 'text': {
        const text = token as Tokens.Text;
        writeRuns(doc, runsOf(text.tokens ?? [text], plain), x, width, style.size, style.color);
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        const first = typeof list.start === 'number' ? list.start : 1;
        list.items.forEach((item, i) => {
          ensureRoom(doc, style.size * 1.4);
          const y = doc.y;
          doc
            .font('Helvetica')
            .fontSize(style.size)
            .fillColor(style.color)
            .text(list.ordered ? `${first + i}.` : '•', x, y, { width: LIST_INDENT, lineBreak: false });
          doc.y = y;
          writeBlocks(doc, item.tokens, x + LIST_INDENT, width - LIST_INDENT, style);
          doc.moveDown(0.1);
        });
        doc.moveDown(0.1);
        break;
      }
      case 'blockquote':
        writeBlocks(doc, (token as Tokens.Blockquote).tokens, x + LIST_INDENT, width - LIST_INDENT, style);
        break;
      case 'code':
        writeRuns(
          doc,
          [{ ...plain, code: true, text: (token as Tokens.Code).text }],
          x,
          width,
          style.size,
          style.color,
        );
        doc.moveDown(0.2);
        break;
      case 'table': {
        // Tables are rare in report texts: each row as one line of cells.
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const runs = row.flatMap((cell, i) => [
            ...(i > 0 ? [{ ...plain, text: ' · ' }] : []),
            ...runsOf(cell.tokens, plain),
          ]);
          writeRuns(doc, runs, x, width, style.size, style.color);
        }
        doc.moveDown(0.2);
        break;
      }
      case 'space':
      case 'hr':
      case 'def':
        break;
      default:
        if ('text' in token && typeof token.text === 'string')
          writeRuns(doc, [{ ...plain, text: token.text }], x, width, style.size, style.color);
    }
  }
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

/** A report text (markdown with '##li' bullets) laid out at x in width, from the current y. */
export function writeMarkdown(doc: Doc, text: string, x: number, width: number, style: TextStyle): void {
  writeBlocks(doc, tokensOf(text), x, width, style);
  doc.x = x;
}
