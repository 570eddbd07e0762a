/**
 * A key names a file inside the store: segments of letters, digits, '.', '_' and '-' joined by
 * '/', e.g. `site/product/3f2a….pdf`. Keys become disk paths and S3 object names, so anything that
 * could leave the store's folder ('..', absolute paths, backslashes, empty segments) is refused
 * before any I/O.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Invalid file key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertValidFileKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) throw new InvalidFileKeyError(key);
  for (const segment of key.split('/')) {
    // SEGMENT refuses '' (leading, trailing or double '/') and a leading '.', so '.' and '..' too.
    if (!SEGMENT.test(segment)) throw new InvalidFileKeyError(key);
  }
}
