import { createHash } from 'node:crypto';
import type { ContentDocument } from '@tsr/contract';

export interface CachedDocument {
  document: ContentDocument;
  /** A strong ETag of the document's JSON: the browser revalidates and gets 304 while it holds. */
  etag: string;
}

/**
 * The documents readers get, kept in memory, so a page load costs no database read after the
 * first. This server forgets everything when an admin publishes through it; other servers
 * behind the same load balancer see the change once their entry is older than the time to live.
 */
export class ContentCache {
  private readonly entries = new Map<string, CachedDocument & { expires: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly now = () => Date.now(),
  ) {}

  async get(key: string, load: () => Promise<ContentDocument>): Promise<CachedDocument> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit;
    const document = await load();
    const etag = `"${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 27)}"`;
    const entry = { document, etag, expires: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}
