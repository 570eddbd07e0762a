import { KEY_DATE_TEXTS, type KeyDateView } from '@tsr/contract';
import { FONT } from './pdf-fonts';
import { writeLaw } from './pdf-law';
import { group, list, listItem, paragraph, type Tag } from './pdf-tags';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const RED = '#b3261e';
const DATE_WIDTH = 92;

/**
 * The key dates and actions as the report page lists them, soonest first: the date (and
 * 'Overdue' before the as-at date), then what to do, where, and the law that sets the date. A list
 * (L) under `parent`: each date its item's label, what to do and where its body.
 */
export function writeKeyDates(
  doc: Doc,
  parent: Tag,
  keyDates: readonly KeyDateView[],
  x: number,
  width: number,
): void {
  if (keyDates.length === 0) {
    paragraph(doc, parent, () =>
      doc.font(FONT.regular).fontSize(10).fillColor(GREY).text(KEY_DATE_TEXTS.none, x, doc.y, { width }),
    );
    return;
  }
  const textWidth = width - DATE_WIDTH;
  list(doc, parent, (l) => {
    for (const keyDate of keyDates) {
      doc.moveDown(0.3);
      const y = doc.y;
      let dateBottom = y;
      listItem(
        doc,
        l,
        () => {
          doc
            .font(FONT.bold)
            .fontSize(9.5)
            .fillColor(keyDate.overdue ? RED : NAVY);
          doc.text(keyDate.overdue ? `${keyDate.due}\n${KEY_DATE_TEXTS.overdue}` : keyDate.due, x, y, {
            width: DATE_WIDTH - 8,
          });
          dateBottom = doc.y;
        },
        (body) => writeKeyDate(doc, body, keyDate, x + DATE_WIDTH, y, textWidth),
      );
      doc.y = Math.max(doc.y, dateBottom);
    }
  });
  doc.x = x;
}

/** What to do, then where and the law, from `y` beside the date. */
function writeKeyDate(doc: Doc, body: Tag, keyDate: KeyDateView, x: number, y: number, width: number) {
  paragraph(doc, body, () => {
    doc.font(FONT.bold).fontSize(9.5).fillColor('#111');
    doc.text(breakLongWords(doc, keyDate.text, width), x, y, { width });
  });
  doc.font(FONT.regular).fontSize(8.5).fillColor(GREY);
  const law = keyDate.law;
  if (law) group(doc, body, 'P', (p) => writeLaw(doc, p, `${keyDate.subject}  ·  `, law, x, width, GREY));
  else paragraph(doc, body, () => doc.text(breakLongWords(doc, keyDate.subject, width), x, doc.y, { width }));
}
