import {
  CARRIED_TEXTS,
  type CarriedAnswers,
  type CellValue,
  type ChangesSinceReview,
  type EntityResponses,
  KEY_DATE_TEXTS,
  PREVIEW_TEXTS,
  REPORT_CHANGES_TEXTS,
  REPORT_DISCLAIMER,
  type ReportResponse,
  type ReportView,
  SCENARIO_PDF_MARK,
  SCENARIO_TEXTS,
  shownScore,
  type TimelineEntry,
  taxYearOf,
} from '@tsr/contract';
import { keyDateViews, type ResponseBlock, responseBlocks, ukDate, ukDateTime } from '@tsr/domain';
import { asDrawn } from '@tsr/domain/diagram';
import { type EntityAnswers, entityAnswers } from './pdf-answers';
import { causesByReason, writeCauses } from './pdf-causes';
import { writeChanges } from './pdf-changes';
import { writeOwnershipDiagram } from './pdf-diagram';
import { taggedDocument } from './pdf-document';
import { reportFingerprint, STATE_KEY, stateDate, stateText } from './pdf-fingerprint';
import { FONT } from './pdf-fonts';
import type { PdfExtras, PdfScenario } from './pdf-job';
import { writeKeyDates } from './pdf-key-dates';
import { writeMarkdown } from './pdf-markdown';
import { MoreDetail } from './pdf-more-detail';
import { reasonsByKey, writeAnswers, writeReasons } from './pdf-reasons';
import {
  artifact,
  type HeadingLevel,
  heading,
  list,
  listItem,
  paragraph,
  type Tag,
  table,
  tableCell,
  tableRow,
} from './pdf-tags';
import { breakLongWords } from './pdf-words';

const TEAL = '#00796b';
const NAVY = '#1a2b4c';
const GREY = '#5f6b7a';
const PREVIEW_RED = '#b3261e';
const MARGIN = 48;

/**
 * The report as a PDF with the content of the report page (spec 2.7): the cover, the ownership
 * diagram on a page of its own, score and disclaimer, meta, the risk table, what changed since
 * the previous review of the same saved structure (`changes`), the key dates and actions, the causes, the responses in order, and in the remediated view the timeline. It runs
 * in a PDF worker thread (pdf-pool.ts), never on the server's event loop.
 *
 * A tagged PDF (docs/decisions/0036): every section adds its elements to the structure tree's
 * root in reading order (pdf-tags.ts), the page footers are artifacts.
 */
export function renderReportPdf(
  report: ReportView,
  remediated: boolean,
  shortName: string,
  more: PdfExtras = {},
): Promise<Buffer> {
  const { drawn = asDrawn(report.structure), changes = null, scenario = null, carried = null } = more;
  // Every date and id of the file comes from the report, never the clock: the same report, view
  // and remediations give the same bytes (pdf-fingerprint.ts).
  const { doc, root, bytes } = taggedDocument({
    title: scenario
      ? `${shortName} scenario - ${scenario.name} - ${report.structure.name}`
      : `${shortName} report - ${report.structure.name}`,
    date: stateDate(report),
    margin: MARGIN,
  });
  // A key of our own in the document information: pdfkit's type lists only the standard ones. A
  // scenario's PDF has none: it is no state of a report, and Verify a PDF says so.
  if (!scenario)
    (doc.info as Record<string, unknown>)[STATE_KEY] = stateText({
      remediated,
      remediations: report.comments.length,
    });

  doc.outline.addItem('Cover');
  const title = scenario
    ? `${shortName} Scenario Report`
    : `${shortName} ${remediated ? 'Remediated' : 'Original'} Report`;
  cover(doc, root, report, title, scenario);
  writeOwnershipDiagram(doc, root, drawn, MARGIN);
  doc.addPage();
  doc.outline.addItem('Risk score');
  header(doc, root, report, remediated);
  doc.outline.addItem('Risk table');
  riskTable(doc, root, report);
  if (scenario) againstReport(doc, root, scenario);
  else changesSince(doc, root, changes);
  if (carried) carriedSection(doc, root, carried);
  keyDates(doc, root, report);
  causes(doc, root, report);
  responses(doc, root, report);
  if (remediated && report.timeline) timeline(doc, root, report.timeline);
  pageFooters(doc, scenario ? null : reportFingerprint(report, remediated));
  doc.end();
  return bytes;
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

/** A section's heading (H1): 14 pt navy at the margin. */
function sectionHeading(doc: Doc, root: Tag, text: string) {
  heading(doc, root, 1, () => doc.fillColor(NAVY).font(FONT.bold).fontSize(14).text(text, MARGIN));
}

/**
 * The cover an adviser sends: what the report is about, for whom, by whom, as at which date, on
 * which content, and the review it comes from.
 */
function cover(doc: Doc, root: Tag, report: ReportView, title: string, scenario: PdfScenario | null) {
  heading(doc, root, 1, () =>
    doc
      .fillColor(NAVY)
      .font(FONT.bold)
      .fontSize(24)
      .text(title, MARGIN, MARGIN + 120, { width: width(doc) }),
  );
  doc.moveDown(0.6).fillColor(TEAL).fontSize(18);
  paragraph(doc, root, () =>
    doc.text(breakLongWords(doc, report.structure.name, width(doc)), { width: width(doc) }),
  );
  if (scenario) {
    // A scenario is not a report anyone submitted: the cover says so first, then which scenario.
    doc.moveDown(0.6).font(FONT.bold).fontSize(14).fillColor(PREVIEW_RED);
    paragraph(doc, root, () => doc.text(SCENARIO_PDF_MARK, { width: width(doc) }));
    doc.font(FONT.regular).fontSize(11).fillColor(NAVY);
    paragraph(doc, root, () =>
      doc.text(breakLongWords(doc, SCENARIO_TEXTS.named(scenario.name), width(doc)), { width: width(doc) }),
    );
    doc.fontSize(10).fillColor(GREY);
    paragraph(doc, root, () => doc.text(SCENARIO_TEXTS.explanation, { width: width(doc) }));
  }
  if (report.preview) {
    // A preview's PDF says what it is as plainly as its screen.
    doc.moveDown(0.6).font(FONT.bold).fontSize(12).fillColor(PREVIEW_RED);
    paragraph(doc, root, () => doc.text(PREVIEW_TEXTS.title));
    doc.font(FONT.regular).fontSize(10);
    paragraph(doc, root, () => doc.text(PREVIEW_TEXTS.review, { width: width(doc) }));
  }
  doc.moveDown(1.5);
  coverFacts(doc, root, report);
  doc.x = MARGIN;
}

/** The cover's facts as a table of two columns, each row headed by what it states. */
function coverFacts(doc: Doc, root: Tag, report: ReportView) {
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
  table(doc, root, (t) => {
    for (const [label, value] of facts) {
      const y = doc.y;
      tableRow(doc, t, (row) => {
        tableCell(
          doc,
          row,
          'TH',
          () => doc.font(FONT.regular).fontSize(11).fillColor(GREY).text(label, MARGIN, y, { width: 120 }),
          'Row',
        );
        tableCell(doc, row, 'TD', () => {
          doc.font(FONT.bold).fillColor(NAVY);
          doc.text(breakLongWords(doc, value, width(doc) - 130), MARGIN + 130, y, {
            width: width(doc) - 130,
          });
        });
      });
      doc.moveDown(0.4);
    }
  });
}

function header(doc: Doc, root: Tag, report: ReportView, remediated: boolean) {
  heading(doc, root, 1, () =>
    doc
      .fillColor(TEAL)
      .font(FONT.bold)
      .fontSize(28)
      .text(`Risk score: ${shownScore(report.score)} / 100`),
  );
  if (remediated) {
    paragraph(doc, root, () =>
      doc
        .font(FONT.regular)
        .fontSize(10)
        .fillColor(GREY)
        .text(`Original score: ${shownScore(report.originalScore)} / 100`),
    );
  }
  doc.moveDown(0.3).font(FONT.italic).fontSize(9).fillColor(GREY);
  paragraph(doc, root, () => doc.text(REPORT_DISCLAIMER, { width: width(doc) }));
  doc.moveDown(1);
}

function cellText(cell: CellValue | undefined): string {
  if (!cell || cell.max === 0) return '';
  if (cell.remediationStatus === 'resolved') return `${cell.score} resolved`;
  if (cell.remediationStatus === 'not applicable') return `${cell.score} n/a`;
  return cell.score > 0 ? String(cell.score) : '0';
}

/** How a risk table row is laid out: its cells' x and widths, and its height. */
const ROW = { height: 18, first: 150 };

/**
 * The risk table as a Table: a header row of the columns (TH, scope Column), then per group of
 * rows its name's row and its rows, each headed by its name (TH, scope Row). The fills are artifacts.
 */
function riskTable(doc: Doc, root: Tag, report: ReportView) {
  const { table: risks } = report;
  sectionHeading(doc, root, 'Risk table');
  doc.moveDown(0.3);
  let y = doc.y;
  table(doc, root, (t) => {
    tableLine(doc, t, ['', ...risks.columns], y, { header: true, fill: '#e0f2f1' });
    y += ROW.height;
    for (const group of risks.rowGroups) {
      if (y > doc.page.height - MARGIN - 3 * ROW.height) {
        doc.addPage();
        y = doc.y;
      }
      tableLine(doc, t, [group.name, ...risks.columns.map(() => '')], y, { bold: true, fill: '#f1f4f8' });
      y += ROW.height;
      for (const row of risks.rows.filter((r) => r.type === group.id)) {
        const cells = risks.columns.map((c) => cellText(risks.values[row.id]?.[c]));
        tableLine(doc, t, [`   ${row.name}`, ...cells], y, {});
        y += ROW.height;
      }
    }
  });
  doc.x = MARGIN;
  doc.y = y + 12;
}

/** One row of the risk table at y: its first cell heads the row (the header row's, its columns). */
function tableLine(
  doc: Doc,
  t: Tag,
  cells: readonly string[],
  y: number,
  opts: { header?: boolean; bold?: boolean; fill?: string },
) {
  const { fill } = opts;
  if (fill) artifact(doc, 'Layout', () => doc.rect(MARGIN, y, width(doc), ROW.height).fill(fill));
  doc
    .fillColor(NAVY)
    .font(opts.header || opts.bold ? FONT.bold : FONT.regular)
    .fontSize(9);
  const col = (width(doc) - ROW.first) / (cells.length - 1);
  tableRow(doc, t, (row) =>
    cells.forEach((text, i) => {
      const draw = () =>
        doc.text(text, i === 0 ? MARGIN + 4 : MARGIN + ROW.first + (i - 1) * col, y + 5, {
          width: i === 0 ? ROW.first - 8 : col,
          align: i === 0 ? 'left' : 'center',
          lineBreak: false,
        });
      const type = opts.header ? (i === 0 ? 'TD' : 'TH') : i === 0 ? 'TH' : 'TD';
      const scope = type === 'TH' ? (opts.header ? 'Column' : 'Row') : undefined;
      tableCell(doc, row, type, text.trim() === '' ? undefined : draw, scope);
    }),
  );
}

/** What changed since the previous review (docs/scoring.md), when there is one, as the page shows it. */
function changesSince(doc: Doc, root: Tag, changes: ChangesSinceReview | null) {
  if (!changes) return;
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  const title = REPORT_CHANGES_TEXTS.heading(ukDate(changes.previous.submittedAt));
  doc.outline.addItem(title);
  sectionHeading(doc, root, title);
  writeChanges(doc, root, changes, MARGIN, width(doc));
  doc.moveDown(1);
}

/** A scenario against the submitted report (issue 33), as the what-if screen shows it. */
function againstReport(doc: Doc, root: Tag, scenario: PdfScenario) {
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  doc.outline.addItem(SCENARIO_TEXTS.against);
  sectionHeading(doc, root, SCENARIO_TEXTS.against);
  writeChanges(doc, root, scenario.comparison, MARGIN, width(doc), {
    before: SCENARIO_TEXTS.report,
    after: SCENARIO_TEXTS.scenario,
  });
  doc.moveDown(1);
}

/** Which answers were carried forward from the previous review and kept or changed (issue 33). */
function carriedSection(doc: Doc, root: Tag, carried: CarriedAnswers) {
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  const title = CARRIED_TEXTS.heading(carried.from);
  doc.outline.addItem(title);
  sectionHeading(doc, root, title);
  doc.moveDown(0.3).font(FONT.regular).fontSize(10).fillColor(NAVY);
  paragraph(doc, root, () =>
    doc.text(CARRIED_TEXTS.summary(carried.kept, carried.changed.length), MARGIN, doc.y, {
      width: width(doc),
    }),
  );
  carriedList(doc, root, CARRIED_TEXTS.changed, carried.changed.map(CARRIED_TEXTS.change));
  carriedList(doc, root, CARRIED_TEXTS.notCarried, carried.notCarried.map(CARRIED_TEXTS.dropped));
  doc.moveDown(1);
}

/** A heading (H2) and its list, when there is anything to list. */
function carriedList(doc: Doc, root: Tag, title: string, items: readonly string[]) {
  if (items.length === 0) return;
  doc.moveDown(0.6);
  keepOffThePageFoot(doc);
  heading(doc, root, 2, () => doc.font(FONT.bold).fontSize(11).fillColor(NAVY).text(title, MARGIN));
  list(doc, root, (l) => {
    for (const item of items) {
      keepOffThePageFoot(doc);
      const y = doc.y;
      listItem(
        doc,
        l,
        () => doc.font(FONT.regular).fontSize(10).fillColor(NAVY).text('•', MARGIN, y, { width: 12 }),
        (body) =>
          paragraph(doc, body, () =>
            doc.text(breakLongWords(doc, item, width(doc) - 14), MARGIN + 14, y, { width: width(doc) - 14 }),
          ),
      );
      doc.moveDown(0.2);
    }
  });
  doc.x = MARGIN;
}

/** The key dates and actions (docs/scoring.md), as the page lists them. */
function keyDates(doc: Doc, root: Tag, report: ReportView) {
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  doc.outline.addItem(KEY_DATE_TEXTS.heading);
  sectionHeading(doc, root, KEY_DATE_TEXTS.heading);
  writeKeyDates(doc, root, keyDateViews(report), MARGIN, width(doc));
  doc.moveDown(1);
}

/** The causes (docs/scoring.md), when the report states any: each fact once, before the findings cite it. */
function causes(doc: Doc, root: Tag, report: ReportView) {
  if (!report.causes || report.causes.length === 0) return;
  doc.moveDown(0.5);
  keepOffThePageFoot(doc);
  doc.outline.addItem('Causes');
  sectionHeading(doc, root, 'Causes');
  writeCauses(doc, root, report.causes, MARGIN, width(doc));
  doc.moveDown(1);
}

/** Heading sizes 1 to 6 (spec 9, lower is bigger), all under the entity's own heading. */
const HEADING_SIZES: Record<number, number> = { 1: 13, 2: 12, 3: 11, 4: 10.5, 5: 10, 6: 10 };
const headingSize = (size: number | undefined) => HEADING_SIZES[size ?? 3] ?? 11;

/** What the findings keep from one entity to the next. */
interface Findings {
  readonly reasons: ReturnType<typeof reasonsByKey>;
  readonly causeNumbers: ReturnType<typeof causesByReason>;
  readonly moreDetail: MoreDetail;
}

/**
 * The findings, entity by entity, as the report page shows them (responseBlocks). What would
 * repeat is printed once (decision 0007): each entity's answers in one numbered list
 * after its findings, which each risk's reasons cite by number, and each "More detail" text the
 * first time it comes (later, a line naming it and its page).
 */
function responses(doc: Doc, root: Tag, report: ReportView) {
  sectionHeading(doc, root, 'Findings');
  const outline = doc.outline.addItem('Findings', { expanded: true });
  doc.moveDown(0.3);
  const findings: Findings = {
    reasons: reasonsByKey(report.reasons),
    causeNumbers: causesByReason(report.causes ?? []),
    moreDetail: new MoreDetail(),
  };
  for (const entity of [...report.responses].sort((a, b) => a.order - b.order)) {
    if (entity.responses.length === 0 && entity.loopedResponses.length === 0) continue;
    doc.moveDown(0.5);
    keepOffThePageFoot(doc);
    outline.addItem(`${entity.name} (${entity.type})`);
    entityFindings(doc, root, entity, findings);
  }
}

/**
 * One entity's findings under its heading (H2): its blocks, then its answers. The blocks' headings
 * nest below it as the report's content nests: a group's heading H3, a subgroup's H4, a loop
 * instance's H3, a response that is a heading one below the heading it comes under. Their sizes
 * stay as the content sets them, on the page only.
 */
function entityFindings(doc: Doc, root: Tag, entity: EntityResponses, findings: Findings) {
  heading(doc, root, 2, () =>
    doc
      .fillColor(TEAL)
      .font(FONT.bold)
      .fontSize(14)
      .text(breakLongWords(doc, `${entity.name} (${entity.type})`, width(doc)), MARGIN, doc.y, {
        width: width(doc),
      }),
  );
  const blocks = responseBlocks(entity);
  const answers = entityAnswers(
    blocks.flatMap((b) => (b.kind === 'response' ? [b.response] : [])),
    findings.reasons,
  );
  let level: HeadingLevel = 2;
  for (const block of blocks) {
    if (block.kind === 'response') response(doc, root, block.response, answers, findings, level);
    else level = blockHeading(doc, root, block);
  }
  writeAnswers(doc, root, answers, MARGIN, width(doc), 3);
}

/** A group's, subgroup's or loop instance's heading; its level, which the responses after it come under. */
function blockHeading(
  doc: Doc,
  root: Tag,
  block: Exclude<ResponseBlock, { kind: 'response' }>,
): HeadingLevel {
  doc.moveDown(0.3);
  const size = block.kind === 'loop' ? 10 : headingSize(block.size);
  // responseBlocks keys a subgroup's heading 's:…', a group's 'g:…'.
  const level = block.kind === 'heading' && block.key.startsWith('s:') ? 4 : 3;
  return heading(doc, root, level, () => {
    doc.fillColor(NAVY).font(FONT.bold).fontSize(size);
    doc.text(breakLongWords(doc, block.text, width(doc)), MARGIN, doc.y, { width: width(doc) });
  });
}

/** One response: a heading, a "More detail" text, or a text (a risk's with its weight and reasons). */
function response(
  doc: Doc,
  root: Tag,
  r: ReportResponse,
  answers: EntityAnswers,
  findings: Findings,
  level: HeadingLevel,
) {
  const below = Math.min(6, level + 1) as HeadingLevel;
  if (r.isHeading) {
    doc.moveDown(0.3);
    writeMarkdown(doc, root, r.text, MARGIN, width(doc), {
      size: headingSize(r.headingSize),
      color: NAVY,
      bold: true,
      heading: below,
    });
  } else if (r.isMoreDetail) {
    findings.moreDetail.write(doc, root, r.text, MARGIN + 12, width(doc) - 12, below);
  } else {
    if (r.isRiskScore)
      paragraph(doc, root, () =>
        doc.fillColor(TEAL).font(FONT.bold).fontSize(9).text(`Weight ${r.weight}`, MARGIN),
      );
    writeMarkdown(doc, root, r.text, MARGIN, width(doc), {
      size: 10,
      color: '#111',
      bold: r.isRiskScore,
      subheading: below,
    });
    if (r.isRiskScore)
      writeReasons(
        doc,
        root,
        r.explanation,
        findings.reasons,
        answers,
        findings.causeNumbers,
        MARGIN,
        width(doc),
      );
  }
  doc.moveDown(0.2);
}

/** The remediated view's timeline: a list of its entries, each the time, action and user, the issue and the notes. */
function timeline(doc: Doc, root: Tag, entries: TimelineEntry[]) {
  doc.moveDown(1);
  keepOffThePageFoot(doc);
  doc.outline.addItem('Remediation Timeline');
  sectionHeading(doc, root, 'Remediation Timeline');
  doc.moveDown(0.3);
  if (entries.length === 0) {
    paragraph(doc, root, () =>
      doc.font(FONT.regular).fontSize(10).fillColor(GREY).text('No remediations yet.'),
    );
    return;
  }
  list(doc, root, (l) => {
    for (const e of entries) listItem(doc, l, undefined, (body) => timelineEntry(doc, body, e));
  });
}

function timelineEntry(doc: Doc, body: Tag, e: TimelineEntry) {
  paragraph(doc, body, () =>
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(NAVY)
      .text(
        breakLongWords(doc, `${ukDateTime(e.time)}  ·  ${e.action}  ·  ${e.user}`, width(doc)),
        MARGIN,
        doc.y,
        { width: width(doc) },
      ),
  );
  writeMarkdown(doc, body, e.issue, MARGIN, width(doc), { size: 9, color: '#111', subheading: 2 });
  if (e.notes) {
    const notes = e.notes;
    paragraph(doc, body, () => {
      doc.font(FONT.regular).fontSize(9).fillColor(GREY);
      doc.text(breakLongWords(doc, notes, width(doc)), MARGIN, doc.y, { width: width(doc) });
    });
  }
  doc.moveDown(0.4);
}

/**
 * Every page's foot, an artifact (Pagination): the report's fingerprint, then "Page X of Y". A
 * scenario's pages say instead, on every page, that they are a scenario (issue 33).
 */
function pageFooters(doc: Doc, fingerprint: string | null) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page; lift the margin for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    artifact(doc, 'Pagination', () => {
      if (fingerprint) {
        doc.font(FONT.regular).fontSize(6.5).fillColor(GREY);
        doc.text(`SHA-256 ${fingerprint}`, MARGIN, y + 1, { width: width(doc) - 70, lineBreak: false });
      } else {
        doc.font(FONT.bold).fontSize(8).fillColor(PREVIEW_RED);
        doc.text(SCENARIO_PDF_MARK, MARGIN, y, { width: width(doc) - 70, lineBreak: false });
        doc.font(FONT.regular).fillColor(GREY);
      }
      doc.fontSize(8).text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
        width: width(doc),
        align: 'right',
        lineBreak: false,
      });
    });
    doc.page.margins.bottom = bottom;
  }
}
