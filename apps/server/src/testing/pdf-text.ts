import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const open = (data: Buffer) =>
  getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;

/** A bookmark of a PDF's outline as a reader's side panel lists it: its title and page (1-based). */
export interface Bookmark {
  title: string;
  page: number;
  children: Bookmark[];
}

/** The PDF's outline (its bookmarks), each with the page it opens. */
export async function pdfOutline(data: Buffer): Promise<Bookmark[]> {
  const pdf = await open(data);
  type Item = { title: string; dest: unknown; items: Item[] };
  const read = async (items: Item[] | null): Promise<Bookmark[]> =>
    Promise.all(
      (items ?? []).map(async (item) => {
        const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
        // pdf.js types a destination's page reference as any.
        const ref = (dest as unknown[] | null)?.[0] as Parameters<typeof pdf.getPageIndex>[0];
        return {
          title: item.title,
          page: (await pdf.getPageIndex(ref)) + 1,
          children: await read(item.items),
        };
      }),
    );
  const outline = await read((await pdf.getOutline()) as Item[] | null);
  await pdf.destroy();
  return outline;
}

/** A text item of pdf.js's text content: its text, where it starts on the page and how wide it is. */
interface Piece {
  readonly str: string;
  readonly transform: number[];
  readonly width: number;
}

/**
 * Whether `next` goes on where `previous` ends, on the same line with no room between: pieces of
 * one line that pdf.js splits where a tagged PDF's marked content starts or ends (a link in a
 * sentence), which read as one text.
 */
function continues(previous: Piece, next: Piece): boolean {
  const [size = 0, , , , x = 0, y = 0] = previous.transform;
  const [, , , , nextX = 0, nextY = 0] = next.transform;
  const tolerance = Math.abs(size) * 0.1;
  return Math.abs(nextY - y) < 0.01 && Math.abs(nextX - (x + previous.width)) < tolerance;
}

/** The text of a PDF, page by page, as a reader would copy it. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await open(data);
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    let text = '';
    let previous: Piece | undefined;
    for (const item of content.items) {
      const piece: Piece = 'str' in item ? item : { str: '', transform: [], width: 0 };
      if (previous !== undefined) text += piece.str !== '' && continues(previous, piece) ? '' : ' ';
      text += piece.str;
      previous = piece;
    }
    pages.push(text);
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** One page of a PDF: its size in points, and each piece of its text with the size it is set in. */
export async function pdfPageText(
  data: Buffer,
  pageNumber: number,
): Promise<{ size: number[]; items: { text: string; size: number }[] }> {
  const pdf = await open(data);
  const page = await pdf.getPage(pageNumber);
  const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, size: Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0) }]
      : [],
  );
  await pdf.destroy();
  return { size: [right - left, top - bottom], items };
}

/** The web addresses a PDF's links open, in page order. */
export async function pdfLinks(data: Buffer): Promise<string[]> {
  const pdf = await open(data);
  const urls: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1)
    for (const annotation of await (await pdf.getPage(i)).getAnnotations())
      if (typeof annotation.url === 'string') urls.push(annotation.url);
  await pdf.destroy();
  return urls;
}

/** A PDF's text without its pages' footers (fingerprint, "Page X of Y") and without white space: a text run across pages reads whole. */
export const runningText = (text: string): string =>
  text
    .replace(/Page \d+ of \d+/g, '')
    .replace(/SHA-256 [0-9a-f]{64}/g, '')
    .replace(/\s/g, '');

/** A piece of an element's marked content: pdf.js's id for it, and its text. */
export interface TagContent {
  readonly id: string;
  readonly text: string;
}

/** An element of a PDF's structure tree, with the text of its own marked content on the page. */
export interface TagNode {
  readonly role: string;
  readonly alt?: string;
  /** Its bounding box in PDF coordinates (a figure's): left, bottom, right, top. */
  readonly bbox?: readonly number[];
  /** The text of the element's own content on this page, in order. */
  readonly text: string;
  /** pdf.js's ids of the element's own content on this page, in order. */
  readonly ids: readonly string[];
  /** Objects the element references: link annotations. */
  readonly objects: number;
  readonly children: readonly TagNode[];
  /** Its content and its child elements, in their order. */
  readonly kids: readonly (TagContent | TagNode)[];
}

/** Every element of a tag tree and its descendants, depth first: the order a screen reader reads them in. */
export function* tagElements(nodes: readonly TagNode[]): Generator<TagNode> {
  for (const node of nodes) {
    yield node;
    yield* tagElements(node.children);
  }
}

/** The marked content of elements and their descendants, in the tree's order: the order it is read in. */
export function* readingOrder(nodes: readonly TagNode[]): Generator<TagContent> {
  for (const node of nodes)
    for (const kid of node.kids) {
      if ('role' in kid) yield* readingOrder([kid]);
      else yield kid;
    }
}

/** What a tagged PDF tells a reader: its title, language and marking, and each page's tags. */
export interface PdfTags {
  readonly title: string | undefined;
  readonly language: string | undefined;
  readonly displayDocTitle: boolean;
  readonly marked: boolean;
  /** The raw XMP metadata. */
  readonly xmp: string;
  readonly pages: readonly {
    /** The page's structure tree (pdf.js's `getStructTree`), its root's children. */
    readonly tree: readonly TagNode[];
    /** The marked content ids of the page's text, in the order it is drawn. */
    readonly drawn: readonly string[];
    /** The text of the page's artifacts (footers). */
    readonly artifacts: string;
    /** Text drawn in no marked content at all. */
    readonly untagged: string;
    /** How many painting operators (text, fills, strokes, images) draw outside any marked content. */
    readonly unmarkedPaints: number;
  }[];
}

type PdfDocumentProxy = Awaited<ReturnType<typeof open>>;
type PdfPageProxy = Awaited<ReturnType<PdfDocumentProxy['getPage']>>;

/** pdf.js's serialised structure tree: elements and their content. */
interface RawNode {
  readonly role?: string;
  readonly alt?: string;
  readonly bbox?: readonly number[];
  readonly type?: string;
  readonly id?: string;
  readonly children?: readonly RawNode[];
}

/** A page's text by marked content id, the ids in drawing order, and the text outside any id. */
async function markedText(page: PdfPageProxy) {
  const content = await page.getTextContent({ includeMarkedContent: true });
  const byId = new Map<string, string>();
  const drawn: string[] = [];
  const stack: (string | null)[] = [];
  let artifacts = '';
  let untagged = '';
  for (const item of content.items) {
    if ('str' in item) {
      const text = item.hasEOL ? `${item.str}\n` : item.str;
      const top = stack.at(-1);
      if (top === undefined) untagged += text;
      else if (top === null) artifacts += text;
      else byId.set(top, (byId.get(top) ?? '') + text);
      continue;
    }
    if (item.type === 'endMarkedContent') stack.pop();
    else if (item.type === 'beginMarkedContentProps' && item.id) {
      stack.push(item.id);
      drawn.push(item.id);
    } else stack.push(null);
  }
  return { byId, drawn, artifacts, untagged };
}

/** How many painting operators of the page draw outside any marked content. */
async function unmarkedPaints(page: PdfPageProxy): Promise<number> {
  const paints = new Set<number>([
    OPS.showText,
    OPS.showSpacedText,
    OPS.nextLineShowText,
    OPS.nextLineSetSpacingShowText,
    OPS.stroke,
    OPS.closeStroke,
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
    OPS.shadingFill,
    OPS.paintXObject,
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const { fnArray, argsArray } = await page.getOperatorList();
  let depth = 0;
  let count = 0;
  fnArray.forEach((fn, i) => {
    if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) depth += 1;
    else if (fn === OPS.endMarkedContent) depth -= 1;
    else if (depth === 0) {
      // pdf.js hands a path over with the operator that paints it.
      const op = fn === OPS.constructPath ? (argsArray[i] as unknown[])[0] : fn;
      if (typeof op === 'number' && paints.has(op)) count += 1;
    }
  });
  return count;
}

function tagNode(raw: RawNode, byId: ReadonlyMap<string, string>): TagNode {
  const kids: (TagContent | TagNode)[] = [];
  let objects = 0;
  for (const child of raw.children ?? []) {
    if (child.type === 'content' && child.id) kids.push({ id: child.id, text: byId.get(child.id) ?? '' });
    else if (child.type === 'annotation' || child.type === 'object') objects += 1;
    else if (child.role !== undefined) kids.push(tagNode(child, byId));
  }
  const content = kids.filter((kid): kid is TagContent => !('role' in kid));
  return {
    role: raw.role ?? '',
    ...(raw.alt === undefined ? {} : { alt: raw.alt }),
    ...(raw.bbox === undefined ? {} : { bbox: raw.bbox }),
    text: content.map((c) => c.text).join(''),
    ids: content.map((c) => c.id),
    objects,
    children: kids.filter((kid): kid is TagNode => 'role' in kid),
    kids,
  };
}

/** A tagged PDF as a reader finds it (pdf.js): document information, marking and each page's tags. */
export async function pdfTags(data: Buffer): Promise<PdfTags> {
  const pdf = await open(data);
  const { info, metadata } = await pdf.getMetadata();
  const fields = info as { Title?: string; Language?: string };
  const preferences = (await pdf.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  const markInfo = await pdf.getMarkInfo();
  const pages: PdfTags['pages'][number][] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const page = await pdf.getPage(i);
    const { byId, drawn, artifacts, untagged } = await markedText(page);
    const root = (await page.getStructTree()) as RawNode | null;
    pages.push({
      tree: (root?.children ?? []).map((node) => tagNode(node, byId)),
      drawn,
      artifacts,
      untagged,
      unmarkedPaints: await unmarkedPaints(page),
    });
  }
  const result: PdfTags = {
    title: fields.Title,
    language: fields.Language,
    displayDocTitle: preferences?.DisplayDocTitle === true,
    marked: markInfo?.Marked === true,
    xmp: String(metadata?.getRaw() ?? ''),
    pages,
  };
  await pdf.destroy();
  return result;
}
