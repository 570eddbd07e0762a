import { lawParts } from '@tsr/contract';
import { content, link, type Tag } from './pdf-tags';

type Doc = PDFKit.PDFDocument;

const LINK = '#0b57d0';

/**
 * A line naming the law, `lead` then the law text with each provision and manual paragraph a
 * link, as the report page shows it (law-citations.ts): the next pieces of `tag`'s content (a
 * paragraph's), each link a Link element in it. The caller sets the font and size.
 */
export function writeLaw(
  doc: Doc,
  tag: Tag,
  lead: string,
  text: string,
  x: number,
  width: number,
  color: string,
): void {
  const parts = lawParts(text);
  content(tag, () =>
    doc
      .fillColor(color)
      .text(lead, x, doc.y, { width, continued: parts.length > 0, link: null, underline: false }),
  );
  parts.forEach((part, i) => {
    const draw = () =>
      doc.fillColor(part.url ? LINK : color).text(part.text, {
        continued: i < parts.length - 1,
        link: part.url ?? null,
        underline: part.url !== undefined,
      });
    if (part.url) link(doc, tag, part.url, draw);
    else content(tag, draw);
  });
  doc.fillColor(color);
}
