import PDFDocument from 'pdfkit';
import { useReportFonts } from './pdf-fonts';
import { keepFontWork } from './pdf-measure';
import { documentTag, type Tag } from './pdf-tags';

type Doc = PDFKit.PDFDocument;

/** pdfkit 0.20 takes 'PDF/UA' as a subset too (its XMP metadata then names PDF/UA-1); @types/pdfkit 0.17 lists PDF/A only. */
interface TaggedOptions extends Omit<PDFKit.PDFDocumentOptions, 'subset'> {
  readonly subset: 'PDF/UA';
}

/** A document being written, the root of its structure tree, and its bytes once it is ended. */
export interface TaggedDocument {
  readonly doc: Doc;
  readonly root: Tag;
  readonly bytes: Promise<Buffer>;
}

/** The document's language: the report's texts are British English. */
export const LANGUAGE = 'en-GB';

/**
 * A tagged PDF (PDF/UA-1, docs/decisions/0036) on A4 with the report's fonts: its title (which a
 * reader shows instead of the file name), its language, the XMP metadata that names PDF/UA-1, and
 * the root of its structure tree, to which the writers add the report's elements (pdf-tags.ts).
 * Every date of the file is `date` (pdfkit would take the clock's: decision 0035).
 */
export function taggedDocument(options: { title: string; date: Date; margin: number }): TaggedDocument {
  const settings: TaggedOptions = {
    size: 'A4',
    margin: options.margin,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: LANGUAGE,
    displayTitle: true,
    subset: 'PDF/UA',
    info: { Title: options.title, CreationDate: options.date, ModDate: options.date },
  };
  const doc = new PDFDocument(settings as unknown as PDFKit.PDFDocumentOptions);
  escapeXmpInfo(doc);
  useReportFonts(doc);
  keepFontWork(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, root: documentTag(doc), bytes };
}

/** XML 1.0 has no place for these control characters, even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters it removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const xmlText = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * pdfkit writes the document information's texts into the XMP metadata as they are, so a title
 * with `&` or `<` (a structure's name: "Smith & Sons") would make the metadata unreadable XML.
 * While it writes the metadata (after the document information itself is written), the texts
 * it copies are escaped.
 */
function escapeXmpInfo(doc: Doc): void {
  const endMetadata = doc.endMetadata.bind(doc);
  doc.endMetadata = () => {
    const info = doc.info;
    const escaped: PDFKit.DocumentInfo = { ...info };
    for (const key of ['Title', 'Author', 'Subject', 'Keywords', 'Creator', 'Producer'] as const) {
      const value = info[key];
      if (typeof value === 'string') escaped[key] = xmlText(value);
    }
    doc.info = escaped;
    try {
      endMetadata();
    } finally {
      doc.info = info;
    }
  };
}
