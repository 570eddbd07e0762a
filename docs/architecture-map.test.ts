import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const map = readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');

/** What a checkout holds that is not source: installed, built or written by runs. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);

const folders = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_SOURCE.has(entry.name))
    .map((entry) => `${dir}/${entry.name}`);

/**
 * The folders the map names one line each: every app's and package's own folders, their source's
 * folders, and the web's features. A folder added without its line fails here.
 */
function mappedFolders(): string[] {
  const workspaces = [...folders('apps'), ...folders('packages')];
  const own = workspaces.flatMap(folders).filter((dir) => !dir.endsWith('/src'));
  const source = workspaces.flatMap((dir) => [`${dir}/src`, ...folders(`${dir}/src`)]);
  return [...own, ...source, ...folders('apps/web/src/features'), 'e2e', 'scripts', 'docs'];
}

describe('docs/ARCHITECTURE.md', () => {
  it('has a line for every folder of every app and package', () => {
    const missing = mappedFolders().filter((dir) => !map.includes(`| \`${dir}\` |`));
    expect(missing).toEqual([]);
  });

  it('names no folder that is not there', () => {
    const named = [...map.matchAll(/^\| `([^`]+)` \|/gm)].map(([, dir]) => dir as string);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((dir) => !mappedFolders().includes(dir))).toEqual([]);
  });
});
