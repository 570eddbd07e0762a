import { describe, expect, it } from 'vitest';
import { assertValidFileKey, InvalidFileKeyError } from './file-key';

describe('file keys', () => {
  it('accepts folder-like keys of safe characters', () => {
    for (const key of ['a', 'site/product/3f2a-91.pdf', 'survey-assets/v2/logo_1.png']) {
      expect(() => assertValidFileKey(key)).not.toThrow();
    }
  });

  it('refuses anything that could leave the store folder or confuse a path', () => {
    const bad = [
      '',
      '..',
      '../etc/passwd',
      'a/../../b',
      '/abs',
      'a//b',
      'a/',
      './a',
      'a\\b',
      '.hidden',
      'a/.meta',
      'with space',
      'ümlaut',
      'nul\0byte',
      'x'.repeat(513),
    ];
    for (const key of bad) expect(() => assertValidFileKey(key), key).toThrow(InvalidFileKeyError);
  });
});
