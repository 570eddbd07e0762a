import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

const open = (data: Buffer) =>
  getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;

/** A bookmark of a PDF's outline as a reader's side panel lists it: its title and page (1-based). */
export interface Bookmark {
  title: string;
  page: number;
  children: Bookmark[];
}

/** The PDF's outline (its bookmarks), each with the page it opens. */
export async function pdfOutline(data: Buffer): Promise<Bookmark[]> {
  const pdf = await open(data);
  type Item = { title: string; dest: unknown; items: Item[] };
  const read = async (items: Item[] | null): Promise<Bookmark[]> =>
    Promise.all(
      (items ?? []).map(async (item) => {
        const dest = typeof item.dest === 'string' ? await pdf.getDestination(item.dest) : item.dest;
        // pdf.js types a destination's page reference as any.
        const ref = (dest as unknown[] | null)?.[0] as Parameters<typeof pdf.getPageIndex>[0];
        return {
          title: item.title,
          page: (await pdf.getPageIndex(ref)) + 1,
          children: await read(item.items),
        };
      }),
    );
  const outline = await read((await pdf.getOutline()) as Item[] | null);
  await pdf.destroy();
  return outline;
}

/** The text of a PDF, page by page, as a reader would copy it. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await open(data);
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** The web addresses a PDF's links open, in page order. */
export async function pdfLinks(data: Buffer): Promise<string[]> {
  const pdf = await open(data);
  const urls: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1)
    for (const annotation of await (await pdf.getPage(i)).getAnnotations())
      if (typeof annotation.url === 'string') urls.push(annotation.url);
  await pdf.destroy();
  return urls;
}

/** A PDF's text without its pages' footers (fingerprint, "Page X of Y") and without white space: a text run across pages reads whole. */
export const runningText = (text: string): string =>
  text
    .replace(/Page \d+ of \d+/g, '')
    .replace(/SHA-256 [0-9a-f]{64}/g, '')
    .replace(/\s/g, '');
