import {
  CONTENT_FILE_MAX_BYTES,
  type ContentDocument,
  type ContentFileStored,
  type ContentLocale,
  type ContentType,
  routes,
} from '@tsr/contract';
import { call } from '../../api/client';

export const fetchEditorState = (type: ContentType, locale: ContentLocale) =>
  call(routes.contentEditorState, { params: { type }, query: { locale } });

export const saveDraft = (type: ContentType, locale: ContentLocale, document: ContentDocument) =>
  call(routes.saveContentDraft, { params: { type }, query: { locale }, body: { document } });

export const publishDraft = (type: ContentType, locale: ContentLocale) =>
  call(routes.publishContent, { params: { type }, query: { locale } });

export const restoreVersion = (type: ContentType, locale: ContentLocale, version: number) =>
  call(routes.restoreContent, { params: { type }, query: { locale }, body: { version } });

/** A file the browser refuses before sending it; the server checks the same and the type too. */
export class UploadRefused extends Error {}

/**
 * Uploads a file as base64 JSON (the API speaks JSON). Empty and too large files are refused
 * here with the server's own words, so nobody waits for a 5 MB upload to be told no.
 */
export async function uploadFile(file: File): Promise<ContentFileStored> {
  if (file.size === 0) throw new UploadRefused(`The file ${file.name} is empty.`);
  if (file.size > CONTENT_FILE_MAX_BYTES) {
    throw new UploadRefused(
      `The file ${file.name} is larger than ${CONTENT_FILE_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
  const dataBase64 = await toBase64(file);
  return call(routes.uploadContentFile, { body: { fileName: file.name, dataBase64 } });
}

async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
