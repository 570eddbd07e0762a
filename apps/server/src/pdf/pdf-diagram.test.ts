import { entity, own, party, prepareStructure, structure } from '@tsr/domain';
import { fiftyEntities } from '@tsr/domain/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_TOP, diagramDescription, drawDiagram, MIN_SCALE, planDiagram } from './pdf-diagram';

const MARGIN = 48;

/** Primer example 3: a company acting as settlor of a trust, with a shareholder, and a nominee. */
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

/** The diagram alone on its page, as the report draws it, and what a reader finds on that page. */
async function drawn(plan: ReturnType<typeof planDiagram>) {
  const doc = new PDFDocument({ size: plan.page, margin: MARGIN });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  drawDiagram(doc, plan, MARGIN, MARGIN + DIAGRAM_TOP);
  doc.end();
  const pdf = await getDocument({ data: new Uint8Array(await done), isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item
      ? [{ text: item.str, size: Math.hypot(item.transform[0] ?? 0, item.transform[1] ?? 0) }]
      : [],
  );
  const result = { pages: pdf.numPages, view: page.view, items };
  await pdf.destroy();
  return result;
}

describe('the ownership diagram of the PDF', () => {
  it('draws a small structure on one A4 landscape page at no more than life size', async () => {
    const plan = planDiagram(prepareStructure(delta()), MARGIN);
    expect(plan.page).toEqual([841.89, 595.28]);
    expect(plan.scale).toBeLessThanOrEqual(1);
    const { pages, items } = await drawn(plan);
    expect(pages).toBe(1);
    const texts = items.map((item) => item.text);
    for (const name of ['Delta Family Trust', 'Delta Holdings Ltd', 'Ann', 'Mr C', 'Trust', 'Company'])
      expect(texts).toContain(name);
    expect(texts).toContain('01/09/2019');
  });

  it('keeps 50 entities legible: every name whole, nothing under 6 pt, on one larger page', async () => {
    const fifty = prepareStructure(fiftyEntities());
    const plan = planDiagram(fifty, MARGIN);
    expect(plan.scale).toBe(MIN_SCALE);
    expect(plan.graph.nodes.filter((node) => node.data.kind === 'entity')).toHaveLength(50);
    const { pages, view, items } = await drawn(plan);
    expect(pages).toBe(1);
    expect(Math.max(view[2] ?? 0, view[3] ?? 0)).toBeGreaterThan(841.89);
    expect(Math.max(view[2] ?? 0, view[3] ?? 0)).toBeLessThanOrEqual(14_400);
    const texts = new Set(items.map((item) => item.text));
    for (const entity of Object.values(fifty.entities)) expect(texts).toContain(entity.name);
    expect(Math.min(...items.map((item) => item.size))).toBeGreaterThanOrEqual(6);
  });

  it('states the structure in words for its alternative text, owners by what the law calls them', () => {
    const plan = planDiagram(prepareStructure(delta()), MARGIN);
    expect(diagramDescription('Delta', plan.graph)).toBe(
      [
        'Ownership diagram of Delta: 2 entities and 2 parties.',
        'Entities: Delta Holdings Ltd (Company), Delta Family Trust (Trust).',
        'Mr C holds shares in Delta Holdings Ltd (from 02/02/2015).',
        'Ann settled Delta Family Trust (01/06/2010).',
        'Delta Holdings Ltd settled Delta Family Trust (01/09/2019).',
      ].join(' '),
    );
  });
});
