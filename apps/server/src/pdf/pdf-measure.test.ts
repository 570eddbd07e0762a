import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, useReportFonts } from './pdf-fonts';
import { keepFontWork } from './pdf-measure';

/** Two fonts: pdfkit's standard ones (their names), or the report's embedded ones (their names as registered). */
type Fonts = 'standard' | 'embedded';
const FACES: Record<Fonts, [string, string]> = {
  standard: ['Helvetica', 'Helvetica-Bold'],
  embedded: [FONT.regular, FONT.bold],
};

/** Writes the same texts, wrapped, in two fonts and sizes, repeated as a report repeats its risk texts. */
function write(keep: boolean, fonts: Fonts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: false, info: { CreationDate: new Date(0) } });
  if (fonts === 'embedded') useReportFonts(doc);
  if (keep) keepFontWork(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const texts = [
    'Relevant-property trust holding a UK dwelling: 10-year and exit charges apply.',
    'A UK-resident settlor above the company: transfer of assets abroad (ITA s.720).',
    'Mixed trustee body with a UK-resident settlor: the trust is likely UK resident.',
  ];
  const [regular, bold] = FACES[fonts];
  for (let round = 0; round < 20; round += 1)
    for (const [i, text] of texts.entries()) {
      doc.font(i % 2 === 0 ? regular : bold).fontSize(8 + (i % 3));
      doc.text(text, 50, doc.y, { width: 180 + round });
      doc.text(text, 50, doc.y, { width: 180, align: 'justify' });
    }
  doc.end();
  return done;
}

/** The file without what differs from one write to the next (its ID). */
const comparable = (pdf: Buffer) => pdf.toString('latin1').replace(/\/ID \[[^\]]*\]/, '');

describe('keepFontWork', () => {
  it.each<Fonts>(['standard', 'embedded'])(
    'writes exactly what pdfkit writes alone in the %s fonts, every page and every glyph position',
    async (fonts) => {
      const alone = await write(false, fonts);
      const kept = await write(true, fonts);
      expect(comparable(kept)).toBe(comparable(alone));
      if (fonts === 'embedded') expect(comparable(kept)).toContain('+Roboto-Bold');
    },
  );
});
