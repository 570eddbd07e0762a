/**
 * The report PDF (decision 0007): the default content pack's report of a 50-entity review and the
 * test pack's, rendered in the PDF pool's worker as the server renders them (pages, time, bytes),
 * tagged (decision 0036) and with the ownership diagram (decision 0037); the diagram's layout
 * alone, which only a structure's first PDF in a worker pays; then the cases the bench measured
 * first, rendered in this thread as before: the test pack's 50-entity report and the worst a user
 * can make with the text limits.
 */
import type { ReportView } from '@tsr/contract';
import { buildReport, compileContent, prepareStructure } from '@tsr/domain';
import { asDrawn, buildGraph, layoutGraph } from '@tsr/domain/diagram';
import { completeReview, fiftyEntities, TEST_SCRIPT, testContent } from '@tsr/domain/testing';
import { PdfPool } from '../src/pdf/pdf-pool';
import { renderReportPdf } from '../src/pdf/render-report-pdf';
import { fiftyEntityReview } from '../src/testing/fifty-entity-review';
import { reportFixture } from '../src/testing/report-fixture';

/** Runs after the worker's first PDFs (its thread starts and compiles the renderer), then timed. */
const WARM = 3;
const RUNS = 15;

/** The aim for the default pack's 50-entity report, and a real review's figures before. */
const AIM = 'under 300 ms';
const BEFORE_FIGURE = 'before: 212 pages, ~1 s (a real review); 628-801 ms untagged, no diagram';
/** Issue 32's aim for a 50-entity report with its diagram, and the figure before the diagram and tags. */
const DIAGRAM_AIM = 'aim under 150 ms; 23-30 ms untagged, Helvetica, no diagram';

export const PDF_HEADER = ['PDF of a report', 'entities', 'pages', 'median', 'p95', 'size', 'aim / peer'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Pages of a pdfkit PDF: its page objects are written uncompressed. */
export const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

async function timed(render: () => Promise<Buffer>, warm: number, runs: number) {
  for (let i = 0; i < warm; i += 1) await render();
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    pdf = await render();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), pages: pageCount(pdf), bytes: pdf.length };
}

function row(name: string, entities: number, t: Awaited<ReturnType<typeof timed>>, peer: string) {
  return [
    name,
    String(entities),
    String(t.pages),
    ms(t.p50),
    ms(t.p95),
    `${Math.round(t.bytes / 1024)} kB`,
    peer,
  ];
}

/** The default pack's 50-entity report in a PDF pool of one worker, one PDF at a time. */
export async function benchDefaultPackPdf(
  pool: { render(job: { report: ReportView; remediated: boolean; shortName: string }): Promise<Buffer> },
  name: string,
  peer: string,
): Promise<string[]> {
  const { view } = fiftyEntityReview();
  const entities = Object.keys(view.structure.entities).length;
  const t = await timed(() => pool.render({ report: view, remediated: false, shortName: 'TSR' }), WARM, RUNS);
  return row(name, entities, t, peer);
}

/** The test pack's report of the 50-entity structure. */
function testPackReport(): ReportView {
  const content = compileContent(testContent());
  const structure = prepareStructure(fiftyEntities());
  const context = { structure, content, today: '21/11/2026' };
  return buildReport({
    ...context,
    parts: completeReview(context, TEST_SCRIPT).sequence.parts,
    report_id: 'bench',
    user: 'bench@example.com',
    user_id: 'u',
    company: 'Bench Ltd',
    timestamp: '2026-11-21T10:00:00.000Z',
  });
}

/** The diagram's layout (dagre, both directions, as the builder lays it out) of the 50 entities. */
function layoutRow(report: ReportView): string[] {
  const graph = buildGraph(asDrawn(report.structure), []);
  const times: number[] = [];
  for (let i = 0; i < WARM + RUNS; i += 1) {
    const t0 = performance.now();
    layoutGraph(graph);
    if (i >= WARM) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const entities = Object.keys(report.structure.entities).length;
  return [
    "diagram layout alone, a structure's first PDF",
    String(entities),
    '-',
    ms(percentile(times, 50)),
    ms(percentile(times, 95)),
    '-',
    'kept per worker for the next PDF of the structure',
  ];
}

export async function benchPdf(): Promise<string[][]> {
  const report = testPackReport();
  const pool = new PdfPool({ size: 1, timeoutMs: 60_000, maxQueue: 4 });
  let defaultPack: string[];
  let testPack: string[];
  try {
    defaultPack = await benchDefaultPackPdf(
      pool,
      'default pack, in the PDF pool',
      `${AIM}; ${BEFORE_FIGURE}`,
    );
    const t = await timed(() => pool.render({ report, remediated: false, shortName: 'TSR' }), WARM, RUNS);
    testPack = row(
      'test pack, in the PDF pool',
      Object.keys(report.structure.entities).length,
      t,
      DIAGRAM_AIM,
    );
  } finally {
    await pool.close();
  }

  const small = await timed(() => renderReportPdf(report, false, 'TSR'), 0, 20);
  // The worst case a user can make (decision 0007, "Long words"): 45 remediation notes of 5,000 characters with no space.
  const { remediated: worst } = reportFixture({ notes: Array.from({ length: 45 }, () => 'W'.repeat(5_000)) });
  const worstCase = await timed(() => renderReportPdf(worst, true, 'TSR'), 0, 10);
  return [
    PDF_HEADER,
    defaultPack,
    testPack,
    layoutRow(report),
    row(
      'test pack (ours), this thread',
      Object.keys(report.structure.entities).length,
      small,
      '@react-pdf/renderer ~400 ms for 3 pages (STACK.md)',
    ),
    row(
      '45 maximal unbroken notes, this thread',
      Object.keys(worst.structure.entities).length,
      worstCase,
      'in a worker thread, 10 s limit (decision 0007)',
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchPdf();
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const [n, r] of rows.entries()) {
    console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
