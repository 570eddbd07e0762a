import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenApiPaths } from './hand-written-paths';

const src = path.resolve(import.meta.dirname, '..');

/** The app's own source: tests and their helpers may name addresses to fake the server. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The page addresses of the app's router, read from its table (`path: '/review/:id'`). */
const pagePatterns = [
  ...readFileSync(path.join(src, 'routes/routes.tsx'), 'utf8').matchAll(/path: '([^']+)'/g),
]
  .map((m) => m[1] ?? '')
  .filter((p) => p.startsWith('/'));

describe('API addresses', () => {
  it('are never written by hand in the web app: every call goes through the route table', () => {
    const found = sourceFiles(src).flatMap((file) =>
      handWrittenApiPaths(readFileSync(file, 'utf8'), pagePatterns).map(
        (text) => `${path.relative(src, file)}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('are recognised however they were written, while page addresses are not', () => {
    const written = [
      "requestJson('/auth/login', LoginResponse)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the scanner reads
      'authedJson(`/review/${encodeURIComponent(reviewId)}/next`, NextResponse)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the scanner reads
      'fetch(`/api${path}`)',
      "authedJson('/user/reports?createdBy=mine', UserReports)",
      "navigate('/user/dashboard')",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the scanner reads
      'navigate(`/review/${id}/submit`)',
      "navigate('/user/reports')",
    ].join('\n');
    expect(handWrittenApiPaths(written, pagePatterns)).toEqual([
      '/auth/login',
      '/review/:x/next',
      '/api:x',
      '/user/reports?createdBy=mine',
    ]);
  });
});
