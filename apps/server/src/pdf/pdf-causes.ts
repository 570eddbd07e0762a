import { type ReportCause, reasonKey } from '@tsr/contract';
import { FONT } from './pdf-fonts';
import { list, listItem, paragraph, type Tag } from './pdf-tags';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const STATUS: Record<string, string> = { resolved: 'Resolved', 'not applicable': 'Not applicable' };

/** The numbered causes a risk's explanations belong to, by reasonKey: what its "Cause" line cites. */
export function causesByReason(causes: readonly ReportCause[]): ReadonlyMap<string, number[]> {
  const numbers = new Map<string, number[]>();
  causes.forEach((cause, i) => {
    for (const f of cause.findings) {
      const key = reasonKey({
        ruleId: f.ruleId,
        entityId: f.selector.entityId,
        loopInstance: f.loopInstance,
      });
      const list = numbers.get(key) ?? [];
      if (!list.includes(i + 1)) list.push(i + 1);
      numbers.set(key, list);
    }
  });
  return numbers;
}

/**
 * The causes as the report page states them (docs/scoring.md): each fact once, numbered, with
 * every finding it raised: the cell, where it was found, the rule, its score and status. The
 * findings below cite a cause by its number instead of repeating it. A list (L) under `parent`:
 * each cause's number its label, its text and findings its body.
 */
export function writeCauses(
  doc: Doc,
  parent: Tag,
  causes: readonly ReportCause[],
  x: number,
  width: number,
): void {
  list(doc, parent, (l) => {
    causes.forEach((cause, i) => {
      doc.moveDown(0.4);
      doc.font(FONT.bold).fontSize(11).fillColor(NAVY);
      // The number and the text are one flow of text, the number drawn first as the label.
      const text = breakLongWords(doc, `${i + 1}. ${cause.text}`, width);
      const label = `${i + 1}. `;
      listItem(
        doc,
        l,
        () => doc.text(label, x, doc.y, { width, continued: true }),
        (body) => {
          paragraph(doc, body, () => doc.text(text.slice(label.length), { width }));
          // One text call for the cause's findings, a line each: a cause can raise dozens.
          const lines = cause.findings.map(
            (f) =>
              `${f.row} · ${f.column}  ·  ${f.subject}  ·  ${f.ruleName}  ·  Score ${f.score}  ·  ${STATUS[f.status ?? ''] ?? 'Unresolved'}`,
          );
          paragraph(doc, body, () => {
            doc.font(FONT.regular).fontSize(8.5).fillColor(GREY);
            doc.text(breakLongWords(doc, lines.join('\n'), width - 12), x + 12, doc.y, { width: width - 12 });
          });
        },
      );
    });
  });
}
