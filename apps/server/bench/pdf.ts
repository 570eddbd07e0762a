/**
 * The report PDF (decision 0007): the default content pack's report of a 50-entity
 * review, rendered in the PDF pool's worker as the server renders it (pages, time, bytes), then
 * the two small cases the bench measured first, rendered in this thread as before: the test pack's
 * 50-entity report and the worst a user can make with the text limits.
 */
import type { ReportView } from '@tsr/contract';
import { buildReport, compileContent, prepareStructure } from '@tsr/domain';
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
const BEFORE_FIGURE = 'before: 212 pages, ~1 s (a real review)';

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

export async function benchPdf(): Promise<string[][]> {
  const pool = new PdfPool({ size: 1, timeoutMs: 60_000, maxQueue: 4 });
  let defaultPack: string[];
  try {
    defaultPack = await benchDefaultPackPdf(
      pool,
      'default pack, in the PDF pool',
      `${AIM}; ${BEFORE_FIGURE}`,
    );
  } finally {
    await pool.close();
  }

  const content = compileContent(testContent());
  const structure = prepareStructure(fiftyEntities());
  const context = { structure, content, today: '21/11/2026' };
  const report = buildReport({
    ...context,
    parts: completeReview(context, TEST_SCRIPT).sequence.parts,
    report_id: 'bench',
    user: 'bench@example.com',
    user_id: 'u',
    company: 'Bench Ltd',
    timestamp: new Date().toISOString(),
  });
  const small = await timed(() => renderReportPdf(report, false, 'TSR'), 0, 20);
  // The worst case a user can make (decision 0007, "Long words"): 45 remediation notes of 5,000 characters with no space.
  const { remediated: worst } = reportFixture({ notes: Array.from({ length: 45 }, () => 'W'.repeat(5_000)) });
  const worstCase = await timed(() => renderReportPdf(worst, true, 'TSR'), 0, 10);
  return [
    PDF_HEADER,
    defaultPack,
    row(
      'test pack (ours), this thread',
      Object.keys(structure.entities).length,
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
