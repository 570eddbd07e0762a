import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { taggedDocument } from './pdf-document';
import { MoreDetail } from './pdf-more-detail';
import type { Tag } from './pdf-tags';

async function render(draw: (doc: PDFKit.PDFDocument, root: Tag) => void): Promise<string> {
  const { doc, root, bytes } = taggedDocument({ title: 'More detail', date: new Date(0), margin: 72 });
  draw(doc, root);
  doc.end();
  return pdfText(await bytes);
}

describe('"More detail" in the PDF', () => {
  it('prints each text once in full; later it names the label and the page it is on', async () => {
    const text = await render((doc, root) => {
      const more = new MoreDetail();
      more.write(doc, root, 'A discretionary trust is relevant property.', 50, 400);
      more.write(doc, root, 'Enveloped dwellings pay ATED each year.', 50, 400);
      doc.addPage();
      more.write(doc, root, 'A discretionary trust is relevant property.', 50, 400);
    });
    expect(text.match(/A discretionary trust is relevant property\./g)).toHaveLength(1);
    expect(text).toContain('More detail 1');
    expect(text).toContain('More detail 2');
    const [, second] = text.split('\n');
    expect(second).toContain('More detail 1: as on page 1');
  });
});
