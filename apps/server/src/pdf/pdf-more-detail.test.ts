import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { MoreDetail } from './pdf-more-detail';

async function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return pdfText(await done);
}

describe('"More detail" in the PDF', () => {
  it('prints each text once in full; later it names the label and the page it is on', async () => {
    const text = await render((doc) => {
      const more = new MoreDetail();
      more.write(doc, 'A discretionary trust is relevant property.', 50, 400);
      more.write(doc, 'Enveloped dwellings pay ATED each year.', 50, 400);
      doc.addPage();
      more.write(doc, 'A discretionary trust is relevant property.', 50, 400);
    });
    expect(text.match(/A discretionary trust is relevant property\./g)).toHaveLength(1);
    expect(text).toContain('More detail 1');
    expect(text).toContain('More detail 2');
    const [, second] = text.split('\n');
    expect(second).toContain('More detail 1: as on page 1');
  });
});
