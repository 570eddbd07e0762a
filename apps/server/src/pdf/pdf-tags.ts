/**
 * The report PDF's tags (docs/decisions/0036): its structure tree, which a screen reader reads
 * instead of the page, and its artifacts, which it skips. Every drawing of a page is either the
 * content of one structure element or an artifact; nothing is left outside both.
 *
 * A writer adds elements to a parent, in reading order:
 *
 *   const root = documentTag(doc);                      // once, the tree's `Document`
 *   heading(doc, root, 1, () => doc.text('Causes'));    // H1 (levels never skip one)
 *   paragraph(doc, root, () => doc.text(note, x, doc.y, { width }));
 *   list(doc, root, (l) => listItem(doc, l, () => doc.text('1.'), (body) => paragraph(doc, body, ...)));
 *   table(doc, root, (t) => tableRow(doc, t, (tr) => tableCell(doc, tr, 'TH', draw, 'Column')));
 *   artifact(doc, 'Layout', () => doc.rect(x, y, w, h).fill(colour));
 *
 * A drawing (`draw`) becomes the element's marked content: what it writes, over however many
 * pages its text runs (pdfkit continues the marking on the next page), belongs to that element.
 * So a drawing must never add elements itself, nor draw an artifact: pdfkit would end its marking
 * early; nor call `doc.addPage()`, which would leave its marking open on the page before.
 * Containers (`fill`) may do all three. A text's link inside a `link` element is referenced from it.
 */

type Doc = PDFKit.PDFDocument;

/** A structure element of the tree, as pdfkit makes it. */
export type Tag = PDFKit.PDFStructureElement;

/** Heading levels H1 to H6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The element types the report uses (PDF 1.7, 14.8.4), apart from headings. */
type BlockType = 'P' | 'Lbl' | 'TH' | 'TD' | 'Figure' | `H${HeadingLevel}`;
type ContainerType = BlockType | 'L' | 'LI' | 'LBody' | 'Table' | 'TR' | 'BlockQuote' | 'Link';

/** What pdfkit 0.20 reads of a structure element's options; @types/pdfkit 0.17 lists fewer. */
interface TagOptions {
  /** Alternative text: what a reader says instead of the content (a figure's). */
  readonly alt?: string;
  /** A header cell's scope, as a Table attribute. */
  readonly scope?: 'Column' | 'Row' | 'Both';
  /** Left, top, right, bottom in pdfkit's page coordinates; written as a Layout attribute. */
  readonly bbox?: readonly [number, number, number, number];
  readonly placement?: 'Block' | 'Inline';
}

/** pdfkit's marking calls with the options it reads (its types lack some). */
interface Marking {
  struct(type: string, options?: TagOptions): Tag;
  markContent(tag: 'Artifact', options: { type: 'Pagination' | 'Layout' }): unknown;
  endMarkedContent(): unknown;
  link(x: number, y: number, w: number, h: number, url: string, options?: Record<string, unknown>): unknown;
}

const marking = (doc: Doc) => doc as unknown as Marking;

/** Per document, the last heading's level: a heading is never more than one level below it. */
const lastHeading = new WeakMap<Doc, number>();

/** The tree's root element, `Document`, under the structure tree root; every other element goes under it. */
export function documentTag(doc: Doc): Tag {
  const root = marking(doc).struct('Document');
  doc.addStructure(root);
  lastHeading.set(doc, 0);
  return root;
}

/** The drawing as content of `tag`, its next child. */
export function content(tag: Tag, draw: () => void): void {
  tag.add(draw);
}

/** An element of `type` under `parent`; `fill` adds its children, after which it is ended. */
export function group(
  doc: Doc,
  parent: Tag,
  type: ContainerType,
  fill: (tag: Tag) => void,
  options?: TagOptions,
): Tag {
  const tag = marking(doc).struct(type, options);
  parent.add(tag);
  fill(tag);
  tag.end();
  return tag;
}

/** An element whose content is one drawing. */
export function block(doc: Doc, parent: Tag, type: BlockType, draw: () => void, options?: TagOptions): Tag {
  const tag = marking(doc).struct(type, options);
  parent.add(tag);
  content(tag, draw);
  tag.end();
  return tag;
}

export const paragraph = (doc: Doc, parent: Tag, draw: () => void): Tag => block(doc, parent, 'P', draw);

/** The level a heading of `level` is tagged at, kept as the document's last. */
function headingLevel(doc: Doc, level: HeadingLevel): HeadingLevel {
  const shown = Math.min(level, (lastHeading.get(doc) ?? 0) + 1) as HeadingLevel;
  lastHeading.set(doc, shown);
  return shown;
}

/**
 * A heading of `level`, or of one level below the document's last heading when that is higher
 * (PDF/UA: heading levels never skip one going down). Returns the level it is tagged at.
 */
export function heading(doc: Doc, parent: Tag, level: HeadingLevel, draw: () => void): HeadingLevel {
  const shown = headingLevel(doc, level);
  block(doc, parent, `H${shown}`, draw);
  return shown;
}

/** A heading as `heading` tags it, whose content `fill` adds in pieces (runs of text, links). */
export function headingOf(
  doc: Doc,
  parent: Tag,
  level: HeadingLevel,
  fill: (tag: Tag) => void,
): HeadingLevel {
  const shown = headingLevel(doc, level);
  group(doc, parent, `H${shown}`, fill);
  return shown;
}

/** The level one below the document's last heading: a heading's under the text just written. */
export const nextHeadingLevel = (doc: Doc): HeadingLevel =>
  Math.min(6, (lastHeading.get(doc) ?? 0) + 1) as HeadingLevel;

/** A list, `L`; `fill` adds its items with listItem. */
export const list = (doc: Doc, parent: Tag, fill: (list: Tag) => void): Tag => group(doc, parent, 'L', fill);

/** An item of a list: its label (a number, a bullet, a date), if drawn, and its body's elements. */
export function listItem(
  doc: Doc,
  list: Tag,
  label: (() => void) | undefined,
  body: (body: Tag) => void,
): void {
  group(doc, list, 'LI', (item) => {
    if (label) block(doc, item, 'Lbl', label);
    group(doc, item, 'LBody', body);
  });
}

/** A table, `Table`; `fill` adds its rows with tableRow. */
export const table = (doc: Doc, parent: Tag, fill: (table: Tag) => void): Tag =>
  group(doc, parent, 'Table', fill);

/** A row of a table, `TR`; `fill` adds its cells with tableCell. */
export const tableRow = (doc: Doc, table: Tag, fill: (row: Tag) => void): Tag =>
  group(doc, table, 'TR', fill);

/**
 * A cell: a header cell (`TH`) with the scope it heads (its column or its row), or a data cell
 * (`TD`). An empty cell draws nothing but is still a cell, so every row has all its cells.
 */
export function tableCell(
  doc: Doc,
  row: Tag,
  type: 'TH' | 'TD',
  draw: (() => void) | undefined,
  scope?: 'Column' | 'Row',
): Tag {
  const options = scope ? { scope } : undefined;
  if (draw) return block(doc, row, type, draw, options);
  const cell = marking(doc).struct(type, options);
  row.add(cell);
  cell.end();
  return cell;
}

/**
 * A link: the drawing's text, written with pdfkit's `link` option, and its link annotation(s),
 * which pdfkit references from this element. `description` is the annotation's Contents, what a
 * reader says of the link (PDF/UA); pdfkit would leave it empty.
 */
export function link(doc: Doc, parent: Tag, description: string, draw: () => void): Tag {
  return group(doc, parent, 'Link', (tag) => {
    const mark = marking(doc);
    const annotate = mark.link;
    mark.link = (x, y, w, h, url, options) =>
      // pdfkit writes a String object as a PDF text string (a string primitive would be a name).
      annotate.call(doc, x, y, w, h, url, { ...options, Contents: new String(description) });
    try {
      content(tag, draw);
    } finally {
      mark.link = annotate;
    }
  });
}

/** Where a figure is on its page, in pdfkit's coordinates (points from the top left). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A vector drawing as a `Figure` with alternative text and its bounding box: a reader says `alt`
 * instead of reading what the drawing holds (its shapes, and any labels drawn as text).
 *
 * For a diagram page (pdf-diagram.ts), drawn with pdfkit's paths and text:
 *
 *   doc.addPage();
 *   heading(doc, root, 1, () => doc.font(FONT.bold).fontSize(14).text('Ownership'));
 *   const box = { x: 48, y: doc.y, width: 499, height: 600 };
 *   figure(doc, root, { alt: 'Ownership diagram: Oak Ltd holds 60% of Elm Ltd; …', box }, () => {
 *     doc.rect(box.x, box.y, 120, 40).stroke();
 *     doc.text('Oak Ltd', box.x + 8, box.y + 12, { width: 104, lineBreak: false });
 *   });
 *   paragraph(doc, root, () => doc.text('Read the structure in words in the findings.', ...));
 *
 * `alt` says what the drawing shows, in sentences (who owns whom, and how much), not how it looks.
 * The whole drawing must fit on the current page (start a new page first if it would not: the
 * figure is one piece of content on one page), and it must not call these helpers itself. Text in
 * it is drawn with `lineBreak: false` or a width it fits in, so pdfkit never starts a page inside it.
 */
export function figure(
  doc: Doc,
  parent: Tag,
  { alt, box }: { alt: string; box: Box },
  draw: () => void,
): Tag {
  return block(doc, parent, 'Figure', draw, {
    alt,
    bbox: [box.x, box.y, box.x + box.width, box.y + box.height],
    placement: 'Block',
  });
}

/**
 * A drawing that is not content: a page's footer (`Pagination`) or a decorative fill or rule
 * (`Layout`). Drawn outside any element's drawing.
 */
export function artifact(doc: Doc, type: 'Pagination' | 'Layout', draw: () => void): void {
  const mark = marking(doc);
  mark.markContent('Artifact', { type });
  try {
    draw();
  } finally {
    mark.endMarkedContent();
  }
}
