import { KEY_DATE_TEXTS, type KeyDateView } from '@tsr/contract';
import { writeLaw } from './pdf-law';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const RED = '#b3261e';
const DATE_WIDTH = 92;

/**
 * The key dates and actions as the report page lists them, soonest first: the date (and
 * 'Overdue' before the as-at date), then what to do, where, and the law that sets the date.
 */
export function writeKeyDates(doc: Doc, keyDates: readonly KeyDateView[], x: number, width: number): void {
  if (keyDates.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(KEY_DATE_TEXTS.none, x, doc.y, { width });
    return;
  }
  const textWidth = width - DATE_WIDTH;
  for (const keyDate of keyDates) {
    doc.moveDown(0.3);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(keyDate.overdue ? RED : NAVY);
    doc.text(keyDate.overdue ? `${keyDate.due}\n${KEY_DATE_TEXTS.overdue}` : keyDate.due, x, y, {
      width: DATE_WIDTH - 8,
    });
    const dateBottom = doc.y;
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#111');
    doc.text(breakLongWords(doc, keyDate.text, textWidth), x + DATE_WIDTH, y, { width: textWidth });
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
    if (keyDate.law) writeLaw(doc, `${keyDate.subject}  ·  `, keyDate.law, x + DATE_WIDTH, textWidth, GREY);
    else
      doc.text(breakLongWords(doc, keyDate.subject, textWidth), x + DATE_WIDTH, doc.y, { width: textWidth });
    doc.y = Math.max(doc.y, dateBottom);
  }
  doc.x = x;
}
