import { type ReportComparison, type RiskChange, shownScore, REPORT_CHANGES_TEXTS as T } from '@tsr/contract';
import { FONT } from './pdf-fonts';
import { heading, list, listItem, paragraph, type Tag, table, tableCell, tableRow } from './pdf-tags';
import { breakLongWords } from './pdf-words';

type Doc = PDFKit.PDFDocument;

const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const RED = '#b3261e';
const ROW_HEIGHT = 16;
const BULLET = 12;

/**
 * What changed since the previous review (docs/scoring.md), as the report page shows it, under
 * the section's heading: the risk score then and now, the risk table's cells that went up or down
 * (tables whose header cells head their columns and rows), and the risks new, gone and still
 * present (lists under headings with their counts), those resolved last time and present again
 * marked.
 */
export function writeChanges(
  doc: Doc,
  parent: Tag,
  changes: ReportComparison,
  x: number,
  width: number,
  sides: { before: string; after: string } = { before: T.before, after: T.after },
) {
  doc.moveDown(0.3);
  grid(
    doc,
    parent,
    x,
    [130, 80, 80],
    [
      ['', sides.before, sides.after],
      [T.score, String(shownScore(changes.scoreBefore)), String(shownScore(changes.scoreAfter))],
    ],
  );

  subheading(doc, parent, x, width, T.cells);
  if (changes.cells.length === 0) note(doc, parent, x, width, T.noCells);
  else
    grid(
      doc,
      parent,
      x,
      [width - 230, 60, 55, 55, 60],
      [
        [T.row, T.tax, sides.before, sides.after, T.change],
        ...changes.cells.map((c) => [
          `${c.rowGroup}: ${c.row}`,
          c.column,
          T.cellScore(c.before),
          T.cellScore(c.after),
          T.direction[c.direction],
        ]),
      ],
    );

  risks(doc, parent, x, width, T.newRisks(changes.newRisks.length), changes.newRisks);
  risks(doc, parent, x, width, T.goneRisks(changes.goneRisks.length), changes.goneRisks);
  const again = changes.unchangedRisks.filter((r) => r.resolvedLastTime).length;
  risks(
    doc,
    parent,
    x,
    width,
    T.unchangedRisks(changes.unchangedRisks.length),
    changes.unchangedRisks,
    again > 0 ? T.resolvedAgainCount(again) : undefined,
  );
  doc.x = x;
}

/** A heading (H2) below the section's. */
function subheading(doc: Doc, parent: Tag, x: number, width: number, text: string) {
  doc.moveDown(0.6);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  heading(doc, parent, 2, () =>
    doc.font(FONT.bold).fontSize(11).fillColor(NAVY).text(text, x, doc.y, { width }),
  );
  doc.moveDown(0.2);
}

function note(doc: Doc, parent: Tag, x: number, width: number, text: string) {
  paragraph(doc, parent, () =>
    doc.font(FONT.regular).fontSize(9.5).fillColor(GREY).text(text, x, doc.y, { width }),
  );
}

/**
 * A table of one-line cells: its first row the column headers (TH, scope Column; an empty first
 * cell is a plain cell), each later row headed by its first cell (TH, scope Row). A row that would
 * reach the page's foot starts a new page.
 */
function grid(doc: Doc, parent: Tag, x: number, widths: readonly number[], rows: readonly string[][]) {
  let y = doc.y;
  table(doc, parent, (t) => {
    rows.forEach((cells, r) => {
      if (y > doc.page.height - doc.page.margins.bottom - ROW_HEIGHT) {
        doc.addPage();
        y = doc.y;
      }
      tableRow(doc, t, (row) => {
        let left = x;
        cells.forEach((text, i) => {
          const header = r === 0 ? text !== '' : i === 0;
          const cellLeft = left;
          const cellWidth = widths[i] ?? 0;
          const draw = () =>
            doc
              .font(header ? FONT.bold : FONT.regular)
              .fontSize(9.5)
              .fillColor(header && r === 0 ? NAVY : '#111')
              // The table's labels are short (the report's row names, tax heads, scores): one line each.
              .text(text, cellLeft, y, { width: cellWidth - 6, lineBreak: false });
          tableCell(
            doc,
            row,
            header ? 'TH' : 'TD',
            text === '' ? undefined : draw,
            header ? (r === 0 ? 'Column' : 'Row') : undefined,
          );
          left += cellWidth;
        });
      });
      y += ROW_HEIGHT;
    });
  });
  doc.x = x;
  doc.y = y;
}

/** Risks under their heading with their count: a list, each its title, entity and score; or "None." */
function risks(
  doc: Doc,
  parent: Tag,
  x: number,
  width: number,
  title: string,
  changed: readonly RiskChange[],
  summary?: string,
) {
  subheading(doc, parent, x, width, title);
  if (changed.length === 0) {
    note(doc, parent, x, width, T.none);
    return;
  }
  if (summary) {
    note(doc, parent, x, width, summary);
    doc.moveDown(0.2);
  }
  const textWidth = width - BULLET;
  list(doc, parent, (l) => {
    for (const risk of changed) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 2 * ROW_HEIGHT) doc.addPage();
      const y = doc.y;
      listItem(
        doc,
        l,
        () => doc.font(FONT.regular).fontSize(9.5).fillColor(NAVY).text('•', x, y, { width: BULLET }),
        (body) => {
          paragraph(doc, body, () =>
            doc
              .font(FONT.regular)
              .fontSize(9.5)
              .fillColor('#111')
              .text(breakLongWords(doc, T.risk(risk), textWidth), x + BULLET, y, { width: textWidth }),
          );
          if (risk.resolvedLastTime)
            paragraph(doc, body, () =>
              doc
                .font(FONT.bold)
                .fontSize(8.5)
                .fillColor(RED)
                .text(T.resolvedLastTime, x + BULLET, doc.y, { width: textWidth }),
            );
        },
      );
      doc.moveDown(0.15);
    }
  });
}
