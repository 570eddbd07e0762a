import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

type Doc = PDFKit.PDFDocument;

/**
 * The report's fonts, embedded (docs/decisions/0036): PDF/UA needs every font in the file, and
 * pdfkit's standard fonts (Helvetica, Courier) are not. Roboto is the web app's font (MUI's
 * default); Roboto Mono sets code. Both are under the SIL Open Font License 1.1, from the
 * @expo-google-fonts packages, whose versions are pinned: a font's bytes are part of every PDF's
 * bytes (decision 0035).
 */
export const FONT = {
  regular: 'Roboto',
  bold: 'Roboto-Bold',
  italic: 'Roboto-Italic',
  boldItalic: 'Roboto-BoldItalic',
  mono: 'RobotoMono',
} as const;

type FontName = (typeof FONT)[keyof typeof FONT];

const FILES: Record<FontName, string> = {
  [FONT.regular]: '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf',
  [FONT.bold]: '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf',
  [FONT.italic]: '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf',
  [FONT.boldItalic]: '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf',
  [FONT.mono]: '@expo-google-fonts/roboto-mono/400Regular/RobotoMono_400Regular.ttf',
};

/** A fontkit font as far as it is read here: its cache of glyphs, kept per font object. */
interface GlyphCache {
  _glyphs?: unknown;
}

/** pdfkit's registerFont takes a parsed fontkit font too (pdfkit's font factory); its types do not say so. */
interface RegistersParsedFonts {
  registerFont(name: string, font: Font): unknown;
}

interface Parsed {
  readonly bytes: Uint8Array;
  readonly font: Font;
}

let parsed: Map<FontName, Parsed> | undefined;

/**
 * The font files, read and parsed once per thread (a PDF worker renders many PDFs). The PDF worker
 * calls it as it starts, so that its first PDF does not pay for it.
 */
export function parsedFonts(): Map<FontName, Parsed> {
  if (!parsed) {
    const require = createRequire(import.meta.url);
    parsed = new Map(
      Object.entries(FILES).map(([name, file]) => {
        const bytes = new Uint8Array(readFileSync(require.resolve(file)));
        return [name as FontName, { bytes, font: create(bytes) }];
      }),
    );
  }
  return parsed;
}

/**
 * One document's copy of a parsed font. fontkit decodes a font's tables (metrics, kerning,
 * substitutions) on first use and keeps them, which is most of the cost of a font: the copy shares
 * them with every other document of the thread. Its glyphs are its own: fontkit keeps each glyph
 * with the characters it was first met as, and pdfkit writes those into the PDF's text map, so a
 * glyph cache shared across documents would make a PDF's bytes depend on the PDFs rendered before
 * it. A document's copy meets its glyphs as a freshly parsed font would, and writes the same bytes
 * (pdf-tags.test.ts). Should fontkit keep its glyphs elsewhere one day, every document parses its
 * own font: slower, never different.
 */
function documentCopy({ bytes, font }: Parsed): Font {
  if (typeof (font as GlyphCache)._glyphs !== 'object') return create(bytes);
  const copy: Font & GlyphCache = Object.create(font);
  copy._glyphs = {};
  return copy;
}

/** Registers the report's fonts with the document, under the names of FONT, and sets the regular one. */
export function useReportFonts(doc: Doc): void {
  const registers = doc as unknown as RegistersParsedFonts;
  for (const [name, font] of parsedFonts()) registers.registerFont(name, documentCopy(font));
  doc.font(FONT.regular);
}
