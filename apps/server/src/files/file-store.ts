/**
 * Where uploaded files live (authoring's survey assets, site content attachments, the trial terms
 * PDF). The database keeps which key a document refers to; the store keeps the bytes. One
 * configuration variable, FILE_STORE, picks the local disk (default, under DATA_DIR/files) or an
 * S3-compatible bucket, so several servers behind a load balancer can share the files.
 */
export interface StoredFileInfo {
  /** The content type given when the file was put (checked by the caller, not sniffed here). */
  contentType: string;
  /** Size in bytes. */
  size: number;
}

export interface StoredFile extends StoredFileInfo {
  body: Buffer;
}

export interface FileStore {
  /** Which implementation answers: shown at start, never with credentials. */
  readonly kind: 'disk' | 's3';
  /** Writes (or replaces) the file under `key`; a reader never sees a half-written file. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<StoredFileInfo>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Content type and size without the bytes, or null when no file has that key. */
  head(key: string): Promise<StoredFileInfo | null>;
  /** Removes the file; removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}
