type Doc = PDFKit.PDFDocument;

/** A line of text as pdfkit's standard fonts encode it: glyph codes and their positions. */
type Encoded = [readonly string[], readonly object[]];

/** What pdfkit keeps of its current font; read to key the work kept, never changed but `encode`. */
interface FontState {
  readonly _font?: {
    readonly name?: string;
    encode?: (text: string, features?: unknown) => Encoded;
  };
  readonly _fontSize?: number;
}

/** Lines kept per font at most: far more than a report's distinct lines in one font (about 3,000). */
const MAX_LINES = 20_000;

/**
 * pdfkit measures every word it lays out, and encodes every line it writes, glyph by glyph and
 * kerning pair by kerning pair, keeping nothing from one text call to the next. A report is
 * thousands of calls over a few thousand words, and the same risk texts wrap into the same lines
 * on every entity they are found on, so here each word's width is kept for the document by font,
 * size and text, and each line's encoding by font and text (together a fifth of a large
 * report's time). What pdfkit writes is unchanged (pdf-measure.test.ts compares the pages'
 * contents). A measurement with character spacing or font features is left to pdfkit, as is
 * everything when pdfkit no longer says which font is current.
 */
export function keepFontWork(doc: Doc): void {
  const measure = doc.widthOfString.bind(doc);
  const state = doc as unknown as FontState;
  // By font and size, then by text: a short key per call, the text itself as the inner key.
  const widths = new Map<string, Map<string, number>>();
  const encodingKept = new WeakSet<object>();
  doc.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
    const font = state._font;
    const size = state._fontSize;
    if (font?.name === undefined || size === undefined || options?.characterSpacing || options?.features)
      return measure(text, options);
    // Every laid-out text is measured first, so its font is met here before it writes a line.
    if (!encodingKept.has(font)) {
      encodingKept.add(font);
      keepEncoding(font);
    }
    const face = `${font.name} ${size}`;
    let ofFace = widths.get(face);
    if (!ofFace) {
      ofFace = new Map();
      widths.set(face, ofFace);
    }
    let width = ofFace.get(text);
    if (width === undefined) {
      width = measure(text, options);
      ofFace.set(text, width);
    }
    return width;
  };
}

/**
 * The font's encodings of whole lines, kept. pdfkit's `_fragment` only reads an encoding (it copies
 * a position before adding word spacing to it), so one can be handed out again; not frozen, as
 * frozen arrays are slow to slice, and the test compares what two renderings write instead.
 */
function keepEncoding(font: NonNullable<FontState['_font']>): void {
  const encode = font.encode?.bind(font);
  if (!encode) return;
  const lines = new Map<string, Encoded>();
  font.encode = (text, features) => {
    if (features || lines.size >= MAX_LINES) return encode(text, features);
    let encoded = lines.get(text);
    if (!encoded) {
      encoded = encode(text);
      lines.set(text, encoded);
    }
    return encoded;
  };
}
