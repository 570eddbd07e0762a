import { FONT } from './pdf-fonts';
import { writeMarkdown } from './pdf-markdown';
import { type HeadingLevel, paragraph, type Tag } from './pdf-tags';

type Doc = PDFKit.PDFDocument;

const GREY = '#5f6b7a';
const SIZE = 9;

/**
 * "More detail" texts, each printed once (decision 0007). A pack's more-detail text explains a rule in
 * general terms, so the same text follows the same risk on every entity and loop instance it is
 * found on: in a 50-entity report about 500 times over, for a few dozen distinct texts. The first
 * time it is printed in full under a numbered label; every later time, as one line naming that
 * label and its page (not a link: 500 link annotations were a fifth of the file). The page folds
 * these texts away behind "More detail".
 */
export class MoreDetail {
  private readonly printed = new Map<string, { label: string; page: number }>();

  /** Writes the text (or the line naming it) under `parent`; the text's own headings are of `subheading`. */
  write(doc: Doc, parent: Tag, text: string, x: number, width: number, subheading?: HeadingLevel): void {
    const earlier = this.printed.get(text);
    const line = (label: string) =>
      paragraph(doc, parent, () => {
        doc.font(FONT.bold).fontSize(SIZE).fillColor(GREY);
        doc.text(label, x, doc.y, { width });
      });
    if (earlier) {
      line(`${earlier.label}: as on page ${earlier.page}`);
      return;
    }
    const number = this.printed.size + 1;
    const label = `More detail ${number}`;
    line(label);
    // The label's page: pages are only ever added at the end while the report is written.
    const range = doc.bufferedPageRange();
    this.printed.set(text, { label, page: range.start + range.count });
    writeMarkdown(doc, parent, text, x, width, {
      size: SIZE,
      color: GREY,
      ...(subheading ? { subheading } : {}),
    });
  }
}
