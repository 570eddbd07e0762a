/**
 * What a fresh load of each route downloads, from the Vite build manifest: the entry chunk and its
 * static imports, plus the route's lazy screen chunk and its static imports (each chunk once).
 */
import type { RouteModule } from '../build/route-pages';

/** One entry of Vite's `.vite/manifest.json` (the fields the weighing needs). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  path: string;
  /** Bytes of JavaScript after gzip. */
  gzip: number;
  chunks: number;
}

/** The chunk's file and every file it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function routeWeights(
  manifest: Manifest,
  routes: RouteModule[],
  gzipSize: (file: string) => number,
): RouteWeight[] {
  return routes.map(({ path, modules }) => {
    const js = routeFiles(manifest, modules);
    return { path, gzip: js.reduce((sum, file) => sum + gzipSize(file), 0), chunks: js.length };
  });
}

/**
 * The JavaScript files a fresh load of a route downloads: the entry and the modules its row loads
 * (the screen, and what downloads with it), with their static imports.
 */
export function routeFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const files = modules.reduce(
    (seen, module) => staticClosure(manifest, module, seen),
    staticClosure(manifest, entry),
  );
  return [...files].filter((file) => /\.m?js$/.test(file));
}

export interface CreatorPlacement {
  /** The survey editor route's files holding the SurveyJS Creator. */
  creator: string[];
  /** Those of them the sign-in route downloads too (must be none). */
  inSignIn: string[];
}

/**
 * Where the SurveyJS Creator lands: found by `isCreator` among the survey editor
 * route's files; an empty `creator` means the check could not see it, which is a failure too.
 */
export function creatorPlacement(
  signInFiles: readonly string[],
  editorFiles: readonly string[],
  isCreator: (file: string) => boolean,
): CreatorPlacement {
  const creator = editorFiles.filter(isCreator);
  return { creator, inSignIn: creator.filter((file) => signInFiles.includes(file)) };
}
