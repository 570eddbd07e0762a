import {
  type CellValue,
  KEY_DATE_TEXTS,
  PREVIEW_TEXTS,
  REPORT_DISCLAIMER,
  type ReportView,
  shownScore,
  type TimelineEntry,
  taxYearOf,
} from '@tsr/contract';
import { keyDateViews, responseBlocks, ukDate, ukDateTime } from '@tsr/domain';
import PDFDocument from 'pdfkit';
import { entityAnswers } from './pdf-answers';
import { causesByReason, writeCauses } from './pdf-causes';
import { reportFingerprint, STATE_KEY, stateDate, stateText } from './pdf-fingerprint';
import { writeKeyDates } from './pdf-key-dates';
import { writeMarkdown } from './pdf-markdown';
import { keepFontWork } from './pdf-measure';
import { MoreDetail } from './pdf-more-detail';
import { reasonsByKey, writeAnswers, writeReasons } from './pdf-reasons';
import { breakLongWords } from './pdf-words';

const TEAL = '#00796b';
const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const PREVIEW_RED = '#b3261e';
const MARGIN = 48;

/**
 * The report as a PDF with the content of the report page (spec 2.7): score and disclaimer, meta,
 * the risk table, the key dates and actions, the causes, the responses in order, and in the remediated view the timeline. It runs in a
 * PDF worker thread (pdf-pool.ts), never on the server's event loop.
 */
export function renderReportPdf(report: ReportView, remediated: boolean, shortName: string): Promise<Buffer> {
  // Every date and id of the file comes from the report, never the clock: the same report, view
  // and remediations give the same bytes (pdf-fingerprint.ts).
  const date = stateDate(report);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${shortName} report - ${report.structure.name}`,
      CreationDate: date,
      ModDate: date,
    },
  });
  // A key of our own in the document information: pdfkit's type lists only the standard ones.
  (doc.info as Record<string, unknown>)[STATE_KEY] = stateText({
    remediated,
    remediations: report.comments.length,
  });
  keepFontWork(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const title = `${shortName} ${remediated ? 'Remediated' : 'Original'} Report`;
  doc.outline.addItem('Cover');
  cover(doc, report, title);
  doc.addPage();
  doc.outline.addItem('Risk score');
  header(doc, report, remediated);
  doc.outline.addItem('Risk table');
  riskTable(doc, report);
  keyDates(doc, report);
  causes(doc, report);
  responses(doc, report);
  if (remediated && report.timeline) timeline(doc, report.timeline);
  pageFooters(doc, reportFingerprint(report, remediated));
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

/**
 * Starts a new page when a heading would come at the page's foot: its bookmark opens the page it
 * is added on, which would otherwise be the one before its text.
 */
function keepOffThePageFoot(doc: Doc) {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
}

/**
 * The cover an adviser sends: what the report is about, for whom, by whom, as at which date, on
 * which content, and the review it comes from.
 */
function cover(doc: Doc, report: ReportView, title: string) {
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(title, MARGIN, MARGIN + 120, { width: width(doc) });
  doc.moveDown(0.6).fillColor(TEAL).fontSize(18);
  doc.text(breakLongWords(doc, report.structure.name, width(doc)), { width: width(doc) });
  if (report.preview) {
    // A preview's PDF says what it is as plainly as its screen.
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(PREVIEW_RED).text(PREVIEW_TEXTS.title);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(PREVIEW_TEXTS.review, { width: width(doc) });
  }
  doc.moveDown(1.5);
  const facts: [string, string][] = [
    ['Prepared for', report.company],
    ['Prepared by', report.user],
    ['Reviewed', ukDate(report.timestamp)],
  ];
  if (report.asAt) facts.push(['As at', `${report.asAt}, tax year ${taxYearOf(report.asAt)}`]);
  if (report.contentVersion !== undefined)
    facts.push([
      'Content version',
      report.contentVersion === 0 ? 'Unpublished draft' : String(report.contentVersion),
    ]);
  if (report.reviewId) facts.push(['Review', report.reviewId]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor(GREY).text(label, MARGIN, y, { width: 120 });
    doc
      .font('Helvetica-Bold')
      .fillColor(NAVY)
      .text(breakLongWords(doc, value, width(doc) - 130), MARGIN + 130, y, { width: width(doc) - 130 });
    doc.moveDown(0.4);
  }
  doc.x = MARGIN;
}

function header(doc: Doc, report: ReportView, remediated: boolean) {
  doc
    .fillColor(TEAL)
    .font('Helvetica-Bold')
    .fontSize(28)
    .text(`Risk score: ${shownScore(report.score)} / 100`);
  if (remediated) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(GREY)
      .text(`Original score: ${shownScore(report.originalScore)} / 100`);
  }
  doc
    .moveDown(0.3)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(GREY)
    .text(REPORT_DISCLAIMER, { width: width(doc) });
  doc.moveDown(1);
}

function cellText(cell: CellValue | undefined): string {
  if (!cell || cell.max === 0) return '';
  if (cell.remediationStatus === 'resolved') return `${cell.score} resolved`;
  if (cell.remediationStatus === 'not applicable') return `${cell.score} n/a`;
  return cell.score > 0 ? String(cell.score) : '0';
}

function riskTable(doc: Doc, report: ReportView) {
  const { table } = report;
  const first = 150;
  const col = (width(doc) - first) / table.columns.length;
  const rowHeight = 18;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text('Risk table');
  doc.moveDown(0.3);
  const line = (cells: string[], y: number, opts: { bold?: boolean; fill?: string }) => {
    if (opts.fill) doc.rect(MARGIN, y, width(doc), rowHeight).fill(opts.fill);
    doc
      .fillColor(NAVY)
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9);
    cells.forEach((text, i) => {
      const x = i === 0 ? MARGIN + 4 : MARGIN + first + (i - 1) * col;
      doc.text(text, x, y + 5, {
        width: i === 0 ? first - 8 : col,
        align: i === 0 ? 'left' : 'center',
        lineBreak: false,
      });
    });
  };
  let y = doc.y;
  line(['', ...table.columns], y, { bold: true, fill: '#e0f2f1' });
  y += rowHeight;
  for (const group of table.rowGroups) {
    if (y > doc.page.height - MARGIN - 3 * rowHeight) {
      doc.addPage();
      y = doc.y;
    }
    line([group.name, ...table.columns.map(() => '')], y, { bold: true, fill: '#f1f4f8' });
    y += rowHeight;
    for (const row of table.rows.filter((r) => r.type === group.id)) {
      line([`   ${row.name}`, ...table.columns.map((c) => cellText(table.values[row.id]?.[c]))], y, {});
      y += rowHeight;
    }
  }
  doc.x = MARGIN;
  doc.y = y + 12;
}

/** The key dates and actions (docs/scoring.md), as the page lists them. */
function keyDates(doc: Doc, report: ReportView) {
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  doc.outline.addItem(KEY_DATE_TEXTS.heading);
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(KEY_DATE_TEXTS.heading, MARGIN);
  writeKeyDates(doc, keyDateViews(report), MARGIN, width(doc));
  doc.moveDown(1);
}

/** The causes (docs/scoring.md), when the report states any: each fact once, before the findings cite it. */
function causes(doc: Doc, report: ReportView) {
  if (!report.causes || report.causes.length === 0) return;
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  doc.outline.addItem('Causes');
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text('Causes', MARGIN);
  writeCauses(doc, report.causes, MARGIN, width(doc));
  doc.moveDown(1);
}

/** Heading sizes 1 to 6 (spec 9, lower is bigger), all under the entity's own heading. */
const HEADING_SIZES: Record<number, number> = { 1: 13, 2: 12, 3: 11, 4: 10.5, 5: 10, 6: 10 };
const headingSize = (size: number | undefined) => HEADING_SIZES[size ?? 3] ?? 11;

/**
 * The findings, entity by entity, as the report page shows them (responseBlocks). What would
 * repeat is printed once (decision 0007): each entity's answers in one numbered list
 * after its findings, which each risk's reasons cite by number, and each "More detail" text the
 * first time it comes (later, a line naming it and its page).
 */
function responses(doc: Doc, report: ReportView) {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text('Findings', MARGIN);
  const findings = doc.outline.addItem('Findings', { expanded: true });
  doc.moveDown(0.3);
  const reasons = reasonsByKey(report.reasons);
  const causeNumbers = causesByReason(report.causes ?? []);
  const moreDetail = new MoreDetail();
  for (const entity of [...report.responses].sort((a, b) => a.order - b.order)) {
    if (entity.responses.length === 0 && entity.loopedResponses.length === 0) continue;
    doc.moveDown(0.5);
    keepOffThePageFoot(doc);
    findings.addItem(`${entity.name} (${entity.type})`);
    doc
      .fillColor(TEAL)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(breakLongWords(doc, `${entity.name} (${entity.type})`, width(doc)), MARGIN, doc.y, {
        width: width(doc),
      });
    const blocks = responseBlocks(entity);
    const answers = entityAnswers(
      blocks.flatMap((b) => (b.kind === 'response' ? [b.response] : [])),
      reasons,
    );
    for (const block of blocks) {
      if (block.kind === 'heading' || block.kind === 'loop') {
        doc.moveDown(0.3);
        const size = block.kind === 'loop' ? 10 : headingSize(block.size);
        doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(size);
        doc.text(breakLongWords(doc, block.text, width(doc)), MARGIN, doc.y, { width: width(doc) });
        continue;
      }
      const r = block.response;
      if (r.isHeading) {
        doc.moveDown(0.3);
        writeMarkdown(doc, r.text, MARGIN, width(doc), {
          size: headingSize(r.headingSize),
          color: NAVY,
          bold: true,
        });
      } else if (r.isMoreDetail) {
        moreDetail.write(doc, r.text, MARGIN + 12, width(doc) - 12);
      } else {
        if (r.isRiskScore)
          doc.fillColor(TEAL).font('Helvetica-Bold').fontSize(9).text(`Weight ${r.weight}`, MARGIN);
        writeMarkdown(doc, r.text, MARGIN, width(doc), { size: 10, color: '#111', bold: r.isRiskScore });
        if (r.isRiskScore)
          writeReasons(doc, r.explanation, reasons, answers, causeNumbers, MARGIN, width(doc));
      }
      doc.moveDown(0.2);
    }
    writeAnswers(doc, answers, MARGIN, width(doc));
  }
}

function timeline(doc: Doc, entries: TimelineEntry[]) {
  doc.moveDown(1);
  keepOffThePageFoot(doc);
  doc.outline.addItem('Remediation Timeline');
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text('Remediation Timeline', MARGIN);
  doc.moveDown(0.3);
  if (entries.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text('No remediations yet.');
    return;
  }
  for (const e of entries) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(NAVY)
      .text(
        breakLongWords(doc, `${ukDateTime(e.time)}  ·  ${e.action}  ·  ${e.user}`, width(doc)),
        MARGIN,
        doc.y,
        { width: width(doc) },
      );
    writeMarkdown(doc, e.issue, MARGIN, width(doc), { size: 9, color: '#111' });
    if (e.notes) {
      doc.font('Helvetica').fontSize(9).fillColor(GREY);
      doc.text(breakLongWords(doc, e.notes, width(doc)), MARGIN, doc.y, { width: width(doc) });
    }
    doc.moveDown(0.4);
  }
}

/** Every page's foot: the report's fingerprint, then "Page X of Y". */
function pageFooters(doc: Doc, fingerprint: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page; lift the margin for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    doc.font('Helvetica').fontSize(6.5).fillColor(GREY);
    doc.text(`SHA-256 ${fingerprint}`, MARGIN, y + 1, { width: width(doc) - 70, lineBreak: false });
    doc.fontSize(8).text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
      width: width(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
