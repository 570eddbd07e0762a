import { type ChangesSinceReview, REPORT_CHANGES_TEXTS as T } from '@tsr/contract';
import { compareReports } from '@tsr/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PdfTags,
  pdfOutline,
  pdfTags,
  pdfText,
  readingOrder,
  runningText,
  type TagNode,
  tagElements,
} from '../testing/pdf-text';
import { reportFixture } from '../testing/report-fixture';
import { sha256 } from './pdf-fingerprint';
import { renderReportPdf } from './render-report-pdf';

/**
 * The PDF's "what changed since the review of …" section (docs/scoring.md): last year's report of
 * the test structure, its first risk (TT-IT-1 on Oak Trust) resolved, against this year's, where
 * the company's CT risk scores lower, the beneficiaries' CGT risk is new and the foundation's IT
 * risk is gone.
 */
const lastYear = reportFixture({ notes: ['Trustees replaced.'] }).report;
const thisYear = reportFixture({
  rules: {
    'CO-CT-1': { score: 40 },
    'TB-CGT-1': { logic: "{benefits_to_uk_beneficiaries} = 'yes'" },
    'FF-IT-2': { logic: "{foundation_council_uk_resident_majority} = 'never'" },
  },
}).report;
const changes: ChangesSinceReview = {
  previous: { reviewId: 'rev-0', submittedAt: '2025-02-10T12:00:00.000Z' },
  ...compareReports(lastYear, thisYear),
};
const HEADING = 'What changed since the review of 10/02/2025';

const allElements = (tags: PdfTags) => tags.pages.flatMap((page) => [...tagElements(page.tree)]);
const textOf = (node: TagNode): string =>
  [...readingOrder([node])]
    .map((c) => c.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
const cells = (table: TagNode) =>
  table.children.map((row) => row.children.map((c) => `${c.role} ${textOf(c)}`));

describe("the PDF's comparison with the previous review", () => {
  let pdf: Buffer;
  let tags: PdfTags;
  beforeAll(async () => {
    pdf = await renderReportPdf(thisYear, false, 'TSR', { changes });
    tags = await pdfTags(pdf);
  });

  it('compares what the fixtures make it compare', () => {
    expect(changes.cells.map((c) => `${c.row} ${c.column} ${c.direction}`)).toEqual([
      'Beneficiaries CGT up',
      'Foundation IT down',
      'Company CT down',
    ]);
    expect(changes.unchangedRisks.filter((r) => r.resolvedLastTime).map(T.risk)).toEqual([
      'TT-IT-1 (Oak Trust): score 80',
    ]);
  });

  it('is a section after the risk table, with its bookmark, a heading over headings of its parts', async () => {
    const outline = (await pdfOutline(pdf)).map((b) => b.title);
    expect(outline.slice(outline.indexOf('Risk table'), outline.indexOf('Risk table') + 3)).toEqual([
      'Risk table',
      HEADING,
      'Key dates and actions',
    ]);
    const headings = allElements(tags)
      .filter((n) => /^H[1-6]$/.test(n.role))
      .map((n) => `${n.role} ${textOf(n)}`);
    const at = headings.indexOf(`H1 ${HEADING}`);
    expect(headings.slice(at, at + 6)).toEqual([
      `H1 ${HEADING}`,
      `H2 ${T.cells}`,
      'H2 New risks (1)',
      'H2 Risks gone (1)',
      `H2 Risks still present (${changes.unchangedRisks.length})`,
      'H1 Key dates and actions',
    ]);
  });

  it('tags the scores and the cells as tables whose header cells head their columns and rows', () => {
    const tables = allElements(tags).filter((n) => n.role === 'Table');
    const score = tables.find((t) => textOf(t).startsWith('Then Now Risk score'));
    if (!score) throw new Error('no table of the scores');
    expect(cells(score)).toEqual([
      ['TD ', 'TH Then', 'TH Now'],
      [
        'TH Risk score',
        `TD ${Math.round(lastYear.originalScore)}`,
        `TD ${Math.round(thisYear.originalScore)}`,
      ],
    ]);
    const changed = tables.find((t) => textOf(t).startsWith('Row Tax'));
    if (!changed) throw new Error('no table of the cells');
    expect(cells(changed)).toEqual([
      ['TH Row', 'TH Tax', 'TH Then', 'TH Now', 'TH Change'],
      ['TH Trust: Beneficiaries', 'TD CGT', 'TD 0', 'TD 80', 'TD Up'],
      ['TH Foundation: Foundation', 'TD IT', 'TD 75', 'TD 0', 'TD Down'],
      ['TH Company: Company', 'TD CT', 'TD 70', 'TD 40', 'TD Down'],
    ]);
  });

  it('lists the risks new, gone and still present, the one resolved last time marked', async () => {
    // Each item a list item: its bullet the label, its words the body.
    const lists = allElements(tags).filter((n) => n.role === 'L');
    const at = lists.findIndex((l) => textOf(l) === '• TB-CGT-1 (Oak Trust): score 80');
    expect(at).toBeGreaterThanOrEqual(0);
    for (const l of lists.slice(at, at + 3))
      for (const item of l.children) {
        expect(item.role).toBe('LI');
        expect(item.children.map((c) => c.role)).toEqual(['Lbl', 'LBody']);
      }
    expect(textOf(lists[at + 1] as TagNode)).toBe('• FF-IT-2 (Elm Foundation): score 75');
    // The words in reading order, across the page the last list runs on to.
    const item = (r: (typeof changes.newRisks)[number]) =>
      `•${T.risk(r)}${r.resolvedLastTime ? T.resolvedLastTime : ''}`;
    const section = [
      T.newRisks(1),
      ...changes.newRisks.map(item),
      T.goneRisks(1),
      ...changes.goneRisks.map(item),
      T.unchangedRisks(changes.unchangedRisks.length),
      T.resolvedAgainCount(1),
      ...changes.unchangedRisks.map(item),
    ];
    const running = runningText(await pdfText(pdf));
    expect(running).toContain(runningText(section.join('')));
    expect(running).toContain(runningText(`•TT-IT-1 (Oak Trust): score 80${T.resolvedLastTime}`));
    expect(running).toContain(runningText('•CO-CT-1 (Oak Holdings Ltd): score 70, now 40'));
  });

  it('draws nothing outside its tags, and renders the same bytes from the same inputs', async () => {
    for (const page of tags.pages) {
      expect(page.untagged.trim()).toBe('');
      expect(page.unmarkedPaints).toBe(0);
    }
    const again = await renderReportPdf(thisYear, false, 'TSR', { changes: structuredClone(changes) });
    expect(sha256(again)).toBe(sha256(pdf));
  });

  it('is left out for a first review', async () => {
    const first = await renderReportPdf(thisYear, false, 'TSR');
    expect(await pdfText(first)).not.toContain('What changed');
    expect((await pdfOutline(first)).map((b) => b.title)).not.toContain(HEADING);
  });
});
