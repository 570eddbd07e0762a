import { readFile } from 'node:fs/promises';
import { pdfText } from '@tsr/server/pdf-text';

/** The text of a downloaded PDF, as a reader would copy it. */
export async function pdfFileText(file: string): Promise<string> {
  return pdfText(await readFile(file));
}
