import { randomUUID } from 'node:crypto';
import { CONTENT_FILE_MAX_BYTES, type ContentFileStored } from '@tsr/contract';
import type { FileStore, StoredFile } from '../files/file-store';
import type { Principal } from '../http/access';
import { AppError } from '../http/app-error';
import { assertEditsSiteContent } from '../http/policies';
import { detectContentFileType } from './content-file-type';

const MAX_MB = CONTENT_FILE_MAX_BYTES / (1024 * 1024);

/**
 * Attachments of site content documents (and the trial terms PDF) in the file store, under
 * `site/<uuid>/<name>`. The url a document keeps is `/api/content/files/<uuid>/<name>`; the name
 * is the uploaded file's, reduced to safe characters, with the extension of the detected type.
 */
export class ContentFiles {
  constructor(private readonly files: FileStore) {}

  async upload(p: Principal, fileName: string, dataBase64: string): Promise<ContentFileStored> {
    assertEditsSiteContent(p);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(dataBase64)) {
      throw new AppError('BAD_REQUEST', 'The file could not be read. Please choose it again.');
    }
    const bytes = Buffer.from(dataBase64, 'base64');
    if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', `The file ${fileName} is empty.`);
    if (bytes.byteLength > CONTENT_FILE_MAX_BYTES) {
      throw new AppError('BAD_REQUEST', `The file ${fileName} is larger than ${MAX_MB} MB.`);
    }
    const type = detectContentFileType(bytes);
    if (!type) {
      throw new AppError(
        'BAD_REQUEST',
        `The file ${fileName} is not a PDF or an image (PNG, JPEG, GIF or WebP). Only these can be uploaded.`,
      );
    }
    const id = randomUUID();
    const name = `${safeBaseName(fileName)}.${type.extension}`;
    await this.files.put(`site/${id}/${name}`, bytes, { contentType: type.contentType });
    return {
      url: `/api/content/files/${id}/${name}`,
      contentType: type.contentType,
      size: bytes.byteLength,
      fileName: name,
    };
  }

  read(id: string, name: string): Promise<StoredFile | null> {
    return this.files.get(`site/${id}/${name}`);
  }
}

/** The file name without its extension, in letters, digits, '-' and '_' (at most 80). */
export function safeBaseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const safe = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return safe || 'file';
}
