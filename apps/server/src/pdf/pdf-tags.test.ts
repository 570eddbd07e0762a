import { shownScore } from '@tsr/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type PdfTags,
  pdfTags,
  pdfText,
  readingOrder,
  runningText,
  type TagNode,
  tagElements,
} from '../testing/pdf-text';
import { reportFixture } from '../testing/report-fixture';
import { taggedDocument } from './pdf-document';
import { sha256 } from './pdf-fingerprint';
import { figure, heading, paragraph } from './pdf-tags';
import { renderReportPdf } from './render-report-pdf';

/** Report texts with a heading, a link, '##li' bullets and a numbered list, as report-pdf tests write them. */
const markdownText = (text: string, id: string) =>
  [
    `## Heading of ${id}`,
    `${text} See [the HMRC manual](https://www.gov.uk/hmrc-internal-manuals).`,
    `##li First point of ${id}`,
    `##li Second point of ${id}`,
    '',
    '1. Numbered step',
  ].join('\n');

const dwelling = {
  causeQuestion: 'trust_uk_residential_property',
  causeAnswers: ['direct'],
  causeText: 'The UK dwelling the trustees of {subject} hold',
};

/** A remediated report with every section: key dates (one overdue), causes, markdown texts, a timeline. */
const fixture = () =>
  reportFixture({
    texts: markdownText,
    notes: ['Filed the returns.'],
    today: '05/01/2026',
    rules: {
      'TT-IHT-1': {
        ...dwelling,
        context: 'IHTA 1984 s.58, s.64; IHTM04311',
        actions: [
          { text: 'Ten-year anniversary charge', due: "'01/06/2030'", law: 'IHTA 1984 s.64' },
          { text: 'File the overdue return', due: "'31/01/2020'", law: 'IHTA 1984 s.216' },
        ],
      },
      'TT-IHT-3': dwelling,
    },
  });

const allElements = (tags: PdfTags) => tags.pages.flatMap((page) => [...tagElements(page.tree)]);

/** An element's text and its descendants', in order, as one line. */
const textOf = (node: TagNode): string =>
  [...readingOrder([node])]
    .map((c) => c.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** The headings in reading order, each once (an element split by a page break shows on both pages). */
function headings(tags: PdfTags) {
  const seen = new Set<string>();
  return allElements(tags)
    .filter((node) => /^H[1-6]$/.test(node.role) && !node.ids.some((id) => seen.has(id)))
    .map((node) => {
      for (const id of node.ids) seen.add(id);
      return { level: Number(node.role.slice(1)), text: textOf(node) };
    });
}

describe('the tagged report PDF (PDF/UA-1)', () => {
  const { remediated } = fixture();
  let pdf: Buffer;
  let tags: PdfTags;
  beforeAll(async () => {
    pdf = await renderReportPdf(remediated, true, 'TSR');
    tags = await pdfTags(pdf);
  });

  it('names its title, shown instead of the file name, its language, its marking and PDF/UA-1', () => {
    expect(tags.title).toBe(`TSR report - ${remediated.structure.name}`);
    expect(tags.displayDocTitle).toBe(true);
    expect(tags.language).toBe('en-GB');
    expect(tags.marked).toBe(true);
    expect(tags.xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(tags.xmp).toContain(
      `<rdf:li xml:lang="x-default">TSR report - ${remediated.structure.name}</rdf:li>`,
    );
  });

  it('embeds every font it uses, and none of the standard fonts', () => {
    const raw = pdf.toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts.map((f) => f?.slice(7)))).toEqual(
      new Set(['Roboto-Regular', 'Roboto-Bold', 'Roboto-Italic']),
    );
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Courier|Times)/);
    // Each of the three fonts: its program, in its descriptor.
    expect(raw.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(3);
  });

  it('tags the cover, every section and entity as headings in the order they are read', () => {
    const found = headings(tags);
    expect(found.filter((h) => h.level === 1).map((h) => h.text)).toEqual([
      'TSR Remediated Report',
      'Ownership diagram',
      `Risk score: ${shownScore(remediated.score)} / 100`,
      'Risk table',
      'Key dates and actions',
      'Causes',
      'Findings',
      'Remediation Timeline',
    ]);
    const entities = [...remediated.responses]
      .sort((a, b) => a.order - b.order)
      .filter((e) => e.responses.length > 0 || e.loopedResponses.length > 0)
      .map((e) => `${e.name} (${e.type})`);
    // The entities' headings come under Findings, before the timeline (whose texts have headings too).
    const texts = found.map((h) => h.text);
    const findings = found.slice(texts.indexOf('Findings') + 1, texts.indexOf('Remediation Timeline'));
    expect(findings.filter((h) => h.level === 2).map((h) => h.text)).toEqual(entities);
    expect(findings[0]?.text).toBe(entities[0]);
    // No heading is more than one level below the one before it.
    for (const [i, h] of found.entries()) expect(h.level).toBeLessThanOrEqual((found[i - 1]?.level ?? 0) + 1);
    // The texts' own headings come under their entity's, or its group's (H3) and subgroup's (H4);
    // each entity's list of answers is a heading under the entity's.
    expect(found).toContainEqual({ level: 3, text: 'Heading of r-co-nominee' });
    expect(
      found.slice(texts.indexOf('Oak Trust (trust)'), texts.indexOf('Heading of r-tt-it-1') + 1),
    ).toEqual(
      expect.arrayContaining([
        { level: 3, text: 'Trust' },
        { level: 4, text: 'Overview' },
        { level: 5, text: 'Heading of r-tt-it-1' },
      ]),
    );
    expect(found.filter((h) => h.text === 'Your answers behind these risks')).toEqual(
      entities.map(() => ({ level: 3, text: 'Your answers behind these risks' })),
    );
    // A list in a heading's text is a list, not more headings.
    expect(texts).not.toContain('First point of r-trust-heading');
  });

  it('tags the risk table as a table whose header cells are the columns it shows, each row headed by its name', () => {
    const riskTable = allElements(tags).find(
      (node) =>
        node.role === 'Table' &&
        node.children[0]?.children.some(
          (cell) => cell.role === 'TH' && cell.text.trim() === remediated.table.columns[0],
        ),
    );
    if (!riskTable) throw new Error('no risk table among the tags');
    const [header, ...rows] = riskTable.children;
    expect(riskTable.children.every((row) => row.role === 'TR')).toBe(true);
    expect(header?.children.map((cell) => cell.role)).toEqual([
      'TD',
      ...remediated.table.columns.map(() => 'TH'),
    ]);
    expect(header?.children.slice(1).map((cell) => cell.text.trim())).toEqual(remediated.table.columns);
    // Every row has a cell under every column, its first cell heading it: a group's name or a row's.
    for (const row of rows) {
      expect(row.children.map((cell) => cell.role)).toEqual([
        'TH',
        ...remediated.table.columns.map(() => 'TD'),
      ]);
    }
    const names = rows.map((row) => row.children[0]?.text.trim());
    expect(names).toEqual(
      remediated.table.rowGroups.flatMap((group) => [
        group.name,
        ...remediated.table.rows.filter((r) => r.type === group.id).map((r) => r.name),
      ]),
    );
    const trustees = rows.find((row) => row.children[0]?.text.trim() === 'Trustees');
    const iht = remediated.table.columns.indexOf('IHT');
    const trusteesRow = remediated.table.rows.find((r) => r.name === 'Trustees');
    expect(trustees?.children[iht + 1]?.text.trim()).toBe(
      String(remediated.table.values[trusteesRow?.id ?? '']?.IHT?.score),
    );
    // Header cells say what they head: the columns, and the rows (the cover's facts and the table's).
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Scope \/Column/g)).toHaveLength(remediated.table.columns.length);
    expect(raw.match(/\/Scope \/Row/g)?.length).toBe(rows.length + 4);
  });

  it("tags the cover's facts as a table of rows, each headed by what it states", () => {
    const cover = tags.pages[0]?.tree[0];
    const facts = cover?.children.find((node) => node.role === 'Table');
    expect(
      facts?.children.map((row) => row.children.map((cell) => `${cell.role} ${cell.text.trim()}`)),
    ).toEqual([
      ['TH Prepared for', `TD ${remediated.company}`],
      ['TH Prepared by', `TD ${remediated.user}`],
      ['TH Reviewed', 'TD 05/01/2026'],
      ['TH As at', 'TD 05/01/2026, tax year 2025-26'],
    ]);
  });

  it('tags the key dates, the causes and the bullets as lists, their dates, numbers and bullets as labels', () => {
    const lists = allElements(tags).filter((node) => node.role === 'L');
    const items = (l: TagNode | undefined) =>
      (l?.children ?? []).map((item) => {
        expect(item.role).toBe('LI');
        const label = item.children.find((c) => c.role === 'Lbl');
        const body = item.children.find((c) => c.role === 'LBody');
        return [label ? textOf(label) : undefined, body ? textOf(body) : undefined];
      });
    expect(items(lists[0])).toEqual([
      ['31/01/2020 Overdue', 'File the overdue return Oak Trust · IHTA 1984 s.216'],
      ['01/06/2030', 'Ten-year anniversary charge Oak Trust · IHTA 1984 s.64'],
    ]);
    const [cause] = items(lists[1]);
    expect(cause?.[0]).toBe('1.');
    expect(cause?.[1]).toMatch(/^The UK dwelling the trustees of Oak Trust hold Trust \/ Trustees · IHT/);
    const bullets = lists.map(items).find((l) => l[0]?.[1] === 'First point of r-tt-it-1');
    expect(bullets).toEqual([
      ['•', 'First point of r-tt-it-1'],
      ['•', 'Second point of r-tt-it-1'],
    ]);
    expect(lists.map(items)).toContainEqual([['1.', 'Numbered step']]);
  });

  it('tags each link as a Link that holds its text and its annotation', () => {
    const links = allElements(tags).filter((node) => node.role === 'Link');
    expect(links.length).toBeGreaterThan(5);
    const law = links.filter((l) => ['IHTA 1984 s.58', 's.64', 'IHTM04311'].includes(textOf(l)));
    expect(law.map(textOf)).toEqual(expect.arrayContaining(['IHTA 1984 s.58', 's.64', 'IHTM04311']));
    for (const link of law) expect(link.objects).toBe(1);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Contents (https://www.legislation.gov.uk/ukpga/1984/51/section/58)');
  });

  it('reads in the order it is drawn, and draws nothing outside its tags but the page footers', async () => {
    const pages = tags.pages;
    const read = pages.flatMap((page) => [...readingOrder(page.tree)].map((c) => c.id));
    expect(new Set(read).size).toBe(read.length);
    expect(read).toEqual(pages.flatMap((page) => page.drawn));
    pages.forEach((page, i) => {
      expect(page.untagged).toBe('');
      expect(page.unmarkedPaints).toBe(0);
      expect(page.artifacts).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.artifacts).toContain('SHA-256 ');
    });
    // The tags' text is the page's text, in order: everything a reader copies but the footers.
    const tagged = pages.map((page) => [...readingOrder(page.tree)].map((c) => c.text).join('')).join('');
    expect(tagged.replace(/\s/g, '')).toBe(runningText(await pdfText(pdf)));
  });

  it('keeps a text that runs on to the next page in one element', async () => {
    const { remediated: long } = reportFixture({ notes: [`${'A long note. '.repeat(600)}The end.`] });
    const longTags = await pdfTags(await renderReportPdf(long, true, 'TSR'));
    const split = allElements(longTags).filter((node) => node.text.includes('A long note.'));
    // One paragraph, shown on each page it is on, its content marked afresh on each.
    expect(split.length).toBeGreaterThan(1);
    expect(new Set(split.map((node) => node.role))).toEqual(new Set(['P']));
    const pages = longTags.pages.filter((page) => [...tagElements(page.tree)].some((n) => split.includes(n)));
    expect(pages.length).toBe(split.length);
    expect(split.at(-1)?.text).toContain('The end.');
  });
});

describe('the PDF stays reproducible with its fonts embedded', () => {
  it('renders a report to the same bytes, with its own characters, whatever was rendered before it', async () => {
    const { report } = reportFixture();
    const named = (name: string) => ({ ...report, structure: { ...report.structure, name } });
    // Δ (Greek delta) and ∆ (increment) are one glyph of Roboto: were glyphs kept from one PDF to
    // the next, a PDF would name its glyph by the character another PDF met it as first.
    const increment = named('Increment ∆ Ltd – “ﬁnal”');
    const delta = named('Delta Δ Ltd');
    await renderReportPdf(increment, false, 'TSR');
    const first = await renderReportPdf(delta, false, 'TSR');
    await renderReportPdf(increment, false, 'TSR');
    const again = await renderReportPdf(delta, false, 'TSR');
    expect(sha256(again)).toBe(sha256(first));
    const [cover = ''] = (await pdfText(first)).split('\n');
    expect(cover).toContain('Delta Δ Ltd');
    expect(cover).not.toContain('∆');
  });

  it('writes a title with XML specials into readable XMP metadata', async () => {
    const { report } = reportFixture();
    const name = 'Smith & Sons <Holdings> "A" \'B\'';
    const pdf = await renderReportPdf({ ...report, structure: { ...report.structure, name } }, false, 'TSR');
    const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    const { info, metadata } = await doc.getMetadata();
    expect((info as { Title?: string }).Title).toBe(`TSR report - ${name}`);
    expect(metadata.get('dc:title')).toBe(`TSR report - ${name}`);
    await doc.destroy();
  });
});

describe('the tagging helpers', () => {
  it('tags a vector drawing as a Figure with its alternative text and bounding box', async () => {
    const { doc, root, bytes } = taggedDocument({ title: 'Figure', date: new Date(0), margin: 48 });
    heading(doc, root, 1, () => doc.text('Ownership'));
    const box = { x: 48, y: 120, width: 300, height: 200 };
    figure(doc, root, { alt: 'Oak Ltd holds 60% of Elm Ltd.', box }, () => {
      doc.rect(box.x, box.y, 120, 40).stroke();
      doc.text('Oak Ltd', box.x + 8, box.y + 12, { width: 104, lineBreak: false });
      doc
        .moveTo(box.x + 60, box.y + 40)
        .lineTo(box.x + 60, box.y + 160)
        .stroke();
    });
    paragraph(doc, root, () => doc.text('After the figure.', 48, box.y + box.height + 12));
    doc.end();
    const tags = await pdfTags(await bytes);
    const [page] = tags.pages;
    const nodes = [...tagElements(page?.tree ?? [])];
    expect(nodes.map((n) => n.role)).toEqual(['Document', 'H1', 'Figure', 'P']);
    const drawing = nodes[2];
    expect(drawing?.alt).toBe('Oak Ltd holds 60% of Elm Ltd.');
    expect(drawing?.text.trim()).toBe('Oak Ltd');
    // PDF coordinates: from the bottom of the A4 page (841.89 points high).
    expect(drawing?.bbox?.map((n) => Math.round(n))).toEqual([48, 522, 348, 722]);
    expect(page?.unmarkedPaints).toBe(0);
  });

  it('never skips a heading level going down, whatever level a writer asks for', async () => {
    const { doc, root, bytes } = taggedDocument({ title: 'Headings', date: new Date(0), margin: 48 });
    const levels = [1, 4, 4, 2, 6, 1, 3].map((level) =>
      heading(doc, root, level as 1 | 2 | 3 | 4 | 5 | 6, () => doc.text(`Asked ${level}`)),
    );
    expect(levels).toEqual([1, 2, 3, 2, 3, 1, 2]);
    doc.end();
    const found = headings(await pdfTags(await bytes));
    expect(found.map((h) => `H${h.level} ${h.text}`)).toEqual([
      'H1 Asked 1',
      'H2 Asked 4',
      'H3 Asked 4',
      'H2 Asked 2',
      'H3 Asked 6',
      'H1 Asked 1',
      'H2 Asked 3',
    ]);
  });
});
