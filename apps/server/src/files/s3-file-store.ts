import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidFileKey } from './file-key';
import type { FileStore, StoredFile, StoredFileInfo } from './file-store';

export interface S3Settings {
  /** e.g. https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000 (MinIO); unset: AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). An object PUT is atomic
 * on S3: readers see the old object or the new one. Path-style addressing and checksums only
 * when the operation requires them keep the client working with servers other than AWS.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array, options: { contentType: string }): Promise<StoredFileInfo> {
    assertValidFileKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: body.byteLength,
      }),
    );
    return { contentType: options.contentType, size: body.byteLength };
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidFileKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { body, size: body.byteLength, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    assertValidFileKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { contentType: out.ContentType ?? 'application/octet-stream', size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidFileKey(key);
    // S3 answers 204 for a key that holds nothing, which is what the interface promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's sockets (shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  if (err instanceof NoSuchKey || err instanceof NotFound) return true;
  // HEAD answers carry no body, so some servers' 404s arrive as a bare service exception.
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}
