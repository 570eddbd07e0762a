import { PREVIEW_TEXTS } from '@tsr/contract';
import { describe, expect, it } from 'vitest';
import { pdfLinks, pdfOutline, pdfText, runningText } from '../testing/pdf-text';
import { reportFixture } from '../testing/report-fixture';
import { reportFingerprint } from './pdf-fingerprint';
import { renderReportPdf } from './render-report-pdf';

/** Every response text of the test content written with the markdown the report page renders. */
const markdownText = (text: string, id: string) =>
  [
    `## Heading of ${id}`,
    `${text} It is **strongly bold** and _quite italic_, see [the HMRC manual](https://www.gov.uk/hmrc-internal-manuals).`,
    `##li First point of ${id}`,
    `##li Second point of ${id}`,
    '',
    '1. Numbered step',
  ].join('\n');

describe('the report PDF', () => {
  it('renders the markdown of report texts, never its syntax', async () => {
    const { remediated } = reportFixture({ texts: markdownText, notes: ['Filed the returns.'] });
    const text = await pdfText(await renderReportPdf(remediated, true, 'TSR'));
    expect(text).not.toContain('##li');
    expect(text).not.toContain('**');
    expect(text).not.toContain('](');
    expect(text).not.toMatch(/(^|\s)#{1,6}\s/);
    expect(text).not.toMatch(/(^|\s)_quite/);
    expect(text).toContain('First point of r-tt-it-1');
    expect(text).toContain('Second point of r-tt-it-1');
    expect(text).toContain('Heading of r-tt-it-1');
    expect(text).toContain('strongly bold');
    expect(text).toContain('the HMRC manual');
    expect(text).toContain('Numbered step');
  });

  it('opens with a cover an adviser sends, and lists every section and entity as a bookmark', async () => {
    const { report } = reportFixture();
    const view = { ...report, reviewId: 'rev-1', contentVersion: 3, asAt: '05/01/2026' };
    const pdf = await renderReportPdf(view, false, 'TSR');
    const [cover = ''] = (await pdfText(pdf)).split('\n');
    const flat = cover.replace(/\s+/g, ' ');
    expect(flat).toContain('TSR Original Report');
    expect(flat).toContain(report.structure.name);
    expect(flat).toContain(`Prepared for ${report.company}`);
    expect(flat).toContain(`Prepared by ${report.user}`);
    expect(flat).toContain('As at 05/01/2026, tax year 2025-26');
    expect(flat).toContain('Content version 3');
    expect(flat).toContain('Review rev-1');
    expect(flat).not.toContain('Risk score');

    const outline = await pdfOutline(pdf);
    expect(outline.map((b) => b.title)).toEqual([
      'Cover',
      'Ownership diagram',
      'Risk score',
      'Risk table',
      'Key dates and actions',
      'Findings',
    ]);
    expect(outline.map((b) => b.page)).toEqual([1, 2, 3, 3, 3, 3]);
    const entities = outline[5]?.children ?? [];
    expect(entities.map((b) => b.title)).toEqual(
      [...report.responses]
        .sort((a, b) => a.order - b.order)
        .filter((e) => e.responses.length > 0 || e.loopedResponses.length > 0)
        .map((e) => `${e.name} (${e.type})`),
    );
    // Each entity's bookmark opens the page its heading is on.
    const pages = (await pdfText(pdf)).split('\n');
    for (const entity of entities) expect(pages[entity.page - 1]).toContain(entity.title);
  });

  it('states each cause once, with its findings, and the findings cite it by number', async () => {
    const dwelling = {
      causeQuestion: 'trust_uk_residential_property',
      causeAnswers: ['direct'],
      causeText: 'The UK dwelling the trustees of {subject} hold',
    };
    const { report } = reportFixture({ rules: { 'TT-IHT-1': dwelling, 'TT-IHT-3': dwelling } });
    const pdf = await renderReportPdf(report, false, 'TSR');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text.split('The UK dwelling the trustees of Oak Trust hold')).toHaveLength(2);
    expect(text).toContain('1. The UK dwelling the trustees of Oak Trust hold');
    expect(text).toContain('Trust / Trustees · IHT · Oak Trust · TT-IHT-3 · Score 90 · Unresolved');
    expect(text).toContain('Trust / Trustees · IHT · Oak Trust · TT-IHT-1 · Score 75 · Unresolved');
    expect(text.split('Cause: number 1 under Causes')).toHaveLength(3);
    expect((await pdfOutline(pdf)).map((b) => b.title)).toEqual([
      'Cover',
      'Ownership diagram',
      'Risk score',
      'Risk table',
      'Key dates and actions',
      'Causes',
      'Findings',
    ]);
  });

  it('lists the key dates and actions soonest first, overdue ones marked, with where and the law', async () => {
    const { report } = reportFixture({
      rules: {
        'TT-IHT-1': {
          actions: [
            {
              text: 'Ten-year anniversary charge',
              due: 'nextAnniversary({first_settlement}, 10)',
              law: 'IHTA 1984 s.64',
            },
            { text: 'File the overdue return', due: "'31/01/2020'", law: 'IHTA 1984 s.216' },
          ],
        },
      },
      today: '05/01/2026',
    });
    const text = (await pdfText(await renderReportPdf(report, false, 'TSR'))).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Key dates and actions 31/01/2020 Overdue File the overdue return Oak Trust · IHTA 1984 s.216',
    );
    expect(text).toContain('01/06/2030 Ten-year anniversary charge Oak Trust · IHTA 1984 s.64');
  });

  it('links the law of each risk and key date to legislation.gov.uk and the HMRC manuals, its text as written', async () => {
    const { report } = reportFixture({
      rules: {
        'TT-IHT-1': {
          context: 'IHTA 1984 s.58, s.64; IHTM04311',
          actions: [{ text: 'Ten-year anniversary charge', due: "'01/06/2030'", law: 'IHTA 1984 s.61' }],
        },
      },
      today: '05/01/2026',
    });
    const pdf = await renderReportPdf(report, false, 'TSR');
    const links = await pdfLinks(pdf);
    expect(links).toContain('https://www.legislation.gov.uk/ukpga/1984/51/section/61');
    expect(links).toContain('https://www.legislation.gov.uk/ukpga/1984/51/section/58');
    expect(links).toContain('https://www.legislation.gov.uk/ukpga/1984/51/section/64');
    expect(links).toContain('https://www.gov.uk/hmrc-internal-manuals/inheritance-tax-manual/ihtm04311');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Law: IHTA 1984 s.58, s.64; IHTM04311');
    expect(text).toContain('Oak Trust · IHTA 1984 s.61');
  });

  it("carries the report's SHA-256 fingerprint at the foot of every page", async () => {
    const { report } = reportFixture();
    const pages = (await pdfText(await renderReportPdf(report, false, 'TSR'))).split('\n');
    const fingerprint = reportFingerprint(report, false);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const page of pages) expect(page).toContain(`SHA-256 ${fingerprint}`);
    expect(reportFingerprint(report, true)).not.toBe(fingerprint);
  });

  it('explains each risk in the customer’s words: finding, place, law and the answers given', async () => {
    const { report } = reportFixture();
    const text = await pdfText(await renderReportPdf(report, false, 'TSR'));
    expect(text).toContain('Why this risk');
    expect(text).toContain('Found on Oak Trust, for Ann (Oak Trust)');
    expect(text).toContain('Law: IHTA s.58, s.64');
    // Each answer once, under whose answer it was, numbered as the risks cite it.
    expect(text).toContain('Because you answered: 2, 3 (listed below)');
    expect(text).toContain('Your answers behind these risks');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('3. trust type: discretionary');
    expect(flat).toContain('Ann (Oak Trust), 01/06/2010 9. settlement value gbp: 500,000');
    expect(flat.match(/trust type: discretionary/g)).toHaveLength(1);
    // What the structure says is stated as a fact in the builder's words, not as an answer.
    expect(flat).toContain('Bob (Oak Trust) was deceased at settlement.');
    expect(flat).not.toContain('Has died');
    // Logic and question ids are for administrators on the page, never in the customer's PDF.
    expect(text).not.toContain("{trust_type} = 'discretionary'");
    expect(text).not.toContain('loop.');
    expect(text).not.toContain('trust_type');
  });

  it('titles each looped section as the report page does: the section, then whom it is about', async () => {
    const { report } = reportFixture();
    const titles = report.responses.flatMap((entity) =>
      entity.loopedResponses.map((looped) => {
        const heading = entity.subgroups.find((s) => s.id === looped.subgroupId)?.heading;
        return heading ? `${heading}: ${looped.instanceName}` : looped.instanceName;
      }),
    );
    expect(titles.some((t) => t.includes(': '))).toBe(true);
    const text = (await pdfText(await renderReportPdf(report, false, 'TSR'))).replace(/\s+/g, ' ');
    for (const title of titles) expect(text).toContain(title);
  });

  it("says on a preview's PDF that it is a preview of the unpublished draft, and on no other", async () => {
    const { report } = reportFixture();
    const preview = await pdfText(await renderReportPdf({ ...report, preview: true }, false, 'TSR'));
    expect(preview).toContain(PREVIEW_TEXTS.title);
    expect(preview).toContain('It is not charged, not listed among reviews');
    const real = await pdfText(await renderReportPdf(report, false, 'TSR'));
    expect(real).not.toContain(PREVIEW_TEXTS.title);
  });

  it('lays out an unbroken note in time linear in its length', async () => {
    const time = async (length: number) => {
      const { remediated } = reportFixture({ notes: ['x'.repeat(length)] });
      const t0 = performance.now();
      const pdf = await renderReportPdf(remediated, true, 'TSR');
      return { ms: performance.now() - t0, pdf };
    };
    await time(100);
    const short = await time(5_000);
    const long = await time(80_000);
    // Sixteen times the text: pdfkit's own splitting took about 256 times as long (quadratic).
    expect(long.ms).toBeLessThan(Math.max(short.ms, 20) * 60);
    const text = runningText(await pdfText(short.pdf));
    expect(text.includes('x'.repeat(5_000))).toBe(true);
  });
});
