import type { SurveyStructure } from '@tsr/contract';
import { entity, own, party, structure } from '@tsr/domain';
import { fiftyEntities } from '@tsr/domain/testing';
import { describe, expect, it } from 'vitest';
import { pdfPageText, pdfTags, tagElements } from '../testing/pdf-text';
import { reportFixture } from '../testing/report-fixture';
import { diagramDescription, MIN_SCALE, planDiagram, writeOwnershipDiagram } from './pdf-diagram';
import { taggedDocument } from './pdf-document';
import { renderReportPdf } from './render-report-pdf';

const MARGIN = 48;
const A4_LANDSCAPE = [841.89, 595.28];

/** Primer example 3, as drawn: a company acting as settlor of a trust, with a shareholder. */
const delta = () =>
  structure(
    [
      own(
        entity('t1', 'trust', {
          name: 'Delta Family Trust',
          children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
        }),
        'c1',
        '01/09/2019',
      ),
      entity('c1', 'company', {
        name: 'Delta Holdings Ltd',
        children: [party('mrc', 'shareholder', 'c1', ['02/02/2015'], { name: 'Mr C' })],
      }),
    ],
    'Delta',
  );

/** The diagram's page alone (the second page: a tagged document opens with one), as a reader finds it. */
async function diagramPage(drawn: SurveyStructure) {
  const { doc, root, bytes } = taggedDocument({ title: 'Diagram', date: new Date(0), margin: MARGIN });
  writeOwnershipDiagram(doc, root, drawn, MARGIN);
  doc.end();
  const pdf = await bytes;
  return { ...(await pdfPageText(pdf, 2)), tags: (await pdfTags(pdf)).pages[1] };
}

describe('the ownership diagram of the PDF', () => {
  it('draws a small structure on an A4 landscape page at no more than life size', async () => {
    const plan = planDiagram(delta(), MARGIN);
    expect(plan.page).toEqual(A4_LANDSCAPE);
    expect(plan.scale).toBeLessThanOrEqual(1);
    const { size, items } = await diagramPage(delta());
    expect(size).toEqual(A4_LANDSCAPE);
    const texts = items.map((item) => item.text);
    for (const text of [
      'Ownership diagram',
      'Delta Family Trust',
      'Delta Holdings Ltd',
      'Ann',
      'Mr C',
      '01/09/2019',
    ])
      expect(texts).toContain(text);
  });

  it('keeps 50 entities legible: every name whole, nothing under 6 pt, on one larger page', async () => {
    const fifty = fiftyEntities();
    const plan = planDiagram(fifty, MARGIN);
    expect(plan.scale).toBe(MIN_SCALE);
    expect(plan.graph.nodes.filter((node) => node.data.kind === 'entity')).toHaveLength(50);
    const { size, items } = await diagramPage(fifty);
    expect(Math.max(...size)).toBeGreaterThan(A4_LANDSCAPE[0] ?? 0);
    expect(Math.max(...size)).toBeLessThanOrEqual(14_400);
    const texts = new Set(items.map((item) => item.text));
    for (const drawn of Object.values(fifty.entities)) expect(texts).toContain(drawn.name);
    expect(Math.min(...items.map((item) => item.size))).toBeGreaterThanOrEqual(6);
  });

  it('is a figure whose alternative text states the structure, with nothing drawn untagged', async () => {
    const { tags } = await diagramPage(delta());
    const nodes = [...tagElements(tags?.tree ?? [])];
    expect(nodes.map((node) => node.role)).toEqual(['Document', 'H1', 'P', 'Figure']);
    expect(nodes[3]?.alt).toBe(diagramDescription('Delta', planDiagram(delta(), MARGIN).graph));
    expect(tags?.unmarkedPaints).toBe(0);
  });

  it('states the structure in words, owners by what the law calls them', () => {
    expect(diagramDescription('Delta', planDiagram(delta(), MARGIN).graph)).toBe(
      [
        'Ownership diagram of Delta: 2 entities and 2 parties.',
        'Entities: Delta Family Trust (Trust), Delta Holdings Ltd (Company).',
        'Ann settled Delta Family Trust (01/06/2010).',
        'Delta Holdings Ltd settled Delta Family Trust (01/09/2019).',
        'Mr C holds shares in Delta Holdings Ltd (from 02/02/2015).',
      ].join(' '),
    );
  });

  it('says one entity and one party in the singular', () => {
    const lone = structure(
      [
        entity('t1', 'trust', {
          name: 'Lone Trust',
          children: [party('ann', 'settlor', 't1', ['01/06/2010'], { name: 'Ann' })],
        }),
      ],
      'Lone',
    );
    expect(diagramDescription('Lone', planDiagram(lone, MARGIN).graph)).toMatch(
      /^Ownership diagram of Lone: 1 entity and 1 party\. /,
    );
  });

  it('comes after the cover; without the structure as drawn, it draws the prepared one without its copies', async () => {
    const { report } = reportFixture();
    // Preparation copies Oak Holdings Ltd, the owner of Oak Trust, onto the trust as its settlor.
    const copies = Object.values(report.structure.entities).flatMap((e) =>
      e.children.filter((p) => p.copiedFrom),
    );
    expect(copies.map((p) => p.name)).toContain('Oak Holdings Ltd');
    const pdf = await renderReportPdf(report, false, 'TSR');
    const { items } = await pdfPageText(pdf, 2);
    const texts = items.map((item) => item.text);
    expect(texts[0]).toBe('Ownership diagram');
    for (const drawn of Object.values(report.structure.entities)) expect(texts).toContain(drawn.name);
    // Drawn once, as its box, not again as a settlor.
    expect(texts.filter((text) => text === 'Oak Holdings Ltd')).toHaveLength(1);
  });
});
