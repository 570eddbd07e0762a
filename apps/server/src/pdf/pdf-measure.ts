type Doc = PDFKit.PDFDocument;

/** A line of text as pdfkit's fonts encode it: glyph codes and their positions. */
type Encoded = [readonly string[], readonly object[]];

/** What pdfkit keeps of its current font; read to key the work kept, never changed but `encode`. */
interface FontState {
  readonly _font?: {
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
 * report's time). The font is pdfkit's font object, not its name: two embedded fonts may share a
 * name (one family's instances of a variable font do). What pdfkit writes is unchanged
 * (pdf-measure.test.ts compares the pages' contents, in the standard fonts and the embedded ones).
 * A measurement with character spacing or font features is left to pdfkit, as is everything when
 * pdfkit no longer says which font is current.
 */
export function keepFontWork(doc: Doc): void {
  const measure = doc.widthOfString.bind(doc);
  const state = doc as unknown as FontState;
  // By font, then size, then text: the text itself as the inner key.
  const widths = new Map<object, Map<number, Map<string, number>>>();
  doc.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
    const font = state._font;
    const size = state._fontSize;
    if (!font || size === undefined || options?.characterSpacing || options?.features)
      return measure(text, options);
    let ofFont = widths.get(font);
    if (!ofFont) {
      // Every laid-out text is measured first, so its font is met here before it writes a line.
      keepEncoding(font);
      ofFont = new Map();
      widths.set(font, ofFont);
    }
    let ofFace = ofFont.get(size);
    if (!ofFace) {
      ofFace = new Map();
      ofFont.set(size, ofFace);
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
