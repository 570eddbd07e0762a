import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets at rest (docs/decisions/0042-webhooks.md). A secret must be read again
 * to sign every delivery, so it cannot be stored as a digest like an API key: it is encrypted with
 * AES-256-GCM under a key derived from WEBHOOK_ENCRYPTION_KEY (or the one generated and kept in
 * the database when that is unset), so a copy of the webhooks table alone signs nothing.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(masterKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterKey, 'tsr-webhooks', 'webhook signing secrets', 32));
  }

  /** A new signing secret, as the company is shown it once. */
  static generate(): string {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
  encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it was encrypted under another key (the key was changed). */
  decrypt(stored: string): string | null {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
