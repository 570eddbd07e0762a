import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { SIGN_IN_PAGE, signInPageHtml } from './sign-in-page';

/** Written by the build beside index.html: which page the server sends for which route. */
export const ROUTE_PAGES = 'route-pages.json';
/** The folder of the routes' pages; the server sends them only in index.html's place. */
export const PAGES_DIR = 'pages';

/** One row of route-pages.json: a route of the route table and the page sent for it. */
export interface RoutePage {
  /** As the route table writes it, e.g. /review/:id/report. */
  path: string;
  /** Relative to the build's folder. */
  page: string;
}

export interface RouteModule {
  path: string;
  /**
   * The source files its row's `import()`s load, from the app's root: the screen's, and any that
   * download with it (the editors' workspace), e.g. src/features/auth/LoginScreen.tsx.
   */
  modules: string[];
}

/**
 * Each row of the route table (`ROUTE_TABLE = [` ... `\n];` in src/routes/routes.tsx): its path and
 * the modules its `import()`s name, up to the next row's path. Screens are .tsx files.
 */
export function routeModules(routesSource: string): RouteModule[] {
  const start = routesSource.search(/ROUTE_TABLE\b[^=]*= \[/);
  const end = routesSource.indexOf('\n];', start);
  if (start === -1 || end === -1) throw new Error('The routes source has no ROUTE_TABLE = [ ... ];');
  const rows = routesSource
    .slice(start, end)
    .split(/(?=\bpath: ')/)
    .slice(1);
  return rows.map((row) => {
    const routePath = /^path: '([^']+)'/.exec(row)?.[1] ?? '';
    const modules = [...row.matchAll(/import\('(\.\.?\/[^']+)'\)/g)].map(
      ([, relative]) => `${path.posix.join('src/routes', relative as string)}.tsx`,
    );
    if (modules.length === 0) throw new Error(`The route table's row ${routePath} imports no screen`);
    return { path: routePath, modules };
  });
}

/** What a chunk of the bundle tells about itself (the fields used here). */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
}

/**
 * Modules a route's screen imports lazily but always, as soon as it opens: the questionnaire's
 * part with SurveyJS (src/features/questionnaire/questionnaire-chunks.ts), lazy so that the
 * structure builder can fetch it ahead when the browser is idle. Their files are preloaded with
 * the screen's; a screen's other lazy imports (dialogs, details opened on demand) are not.
 */
export const ALWAYS_LOADED: Readonly<Record<string, readonly string[]>> = {
  '/review/:id': ['src/features/questionnaire/QuestionnairePart.tsx'],
};

/**
 * The files a route's screen needs that index.html does not already ask for: its chunk, the
 * chunks that chunk imports statically (transitively), those of ALWAYS_LOADED it imports lazily,
 * and their stylesheets.
 */
export function screenFiles(
  chunks: readonly BuiltChunk[],
  moduleId: string,
  inIndex: ReadonlySet<string>,
  alwaysLoaded: ReadonlySet<string> = new Set(),
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const screen = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!screen) throw new Error(`The build has no chunk for the screen ${moduleId}`);
  const files: string[] = [];
  const visit = (chunk: BuiltChunk) => {
    if (files.includes(chunk.fileName) || inIndex.has(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const css of chunk.css) if (!inIndex.has(css) && !files.includes(css)) files.push(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
    for (const imported of chunk.dynamicImports) {
      const next = byFile.get(imported);
      if (next?.facadeModuleId && alwaysLoaded.has(next.facadeModuleId)) visit(next);
    }
  };
  visit(screen);
  return files;
}

/** The files index.html asks for itself (its scripts, module preloads and stylesheets). */
export function filesInIndex(indexHtml: string, base: string): Set<string> {
  const refs = indexHtml.matchAll(/(?:src|href)="([^"]+)"/g);
  return new Set([...refs].map(([, ref]) => (ref as string).replace(base, '')));
}

/**
 * index.html asking, as it arrives, for the route's own files too: the browser fetches the screen
 * beside the shell instead of after the shell has run and the router has matched (on Slow 4G
 * each such round trip is more than half a second). Scripts as module preloads (fetched, parsed,
 * not run before they are imported), stylesheets as preloads (they block nothing).
 */
export function withPreloads(indexHtml: string, files: readonly string[], base: string): string {
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
      : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
  );
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> to add the preloads before');
  return indexHtml.replace('</head>', `${links.join('\n')}\n</head>`);
}

/** A file name for a route's page: /review/:id/report -> review-id-report.html. */
export function pageName(routePath: string): string {
  const name = routePath.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${name || 'home'}.html`;
}

function builtChunks(bundle: Rolldown.OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

/**
 * The Vite plugin: for every route of the route table (but the catch-all) a page of its own,
 * index.html with the route's preloads; /login's is the sign-in page (sign-in-page.ts). Then
 * route-pages.json for the server (apps/server/src/http/spa.ts). Runs before precompress, which
 * compresses the pages too.
 */
export function routePages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tsr-route-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const base = config.base;
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const routesSource = await readFile(path.join(config.root, 'src/routes/routes.tsx'), 'utf8');
      const chunks = builtChunks(bundle);
      const inIndex = filesInIndex(index, base);
      await mkdir(path.join(outDir, PAGES_DIR), { recursive: true });
      const pages: RoutePage[] = [];
      for (const { path: routePath, modules } of routeModules(routesSource)) {
        if (routePath === '*') continue;
        const alwaysLoaded = new Set(
          (ALWAYS_LOADED[routePath] ?? []).map((lazy) => path.join(config.root, lazy)),
        );
        const files = [
          ...new Set(
            modules.flatMap((module) =>
              screenFiles(chunks, path.join(config.root, module), inIndex, alwaysLoaded),
            ),
          ),
        ];
        const html = withPreloads(index, files, base);
        const page = routePath === '/login' ? SIGN_IN_PAGE : `${PAGES_DIR}/${pageName(routePath)}`;
        await writeFile(path.join(outDir, page), routePath === '/login' ? signInPageHtml(html) : html);
        pages.push({ path: routePath, page });
      }
      await writeFile(path.join(outDir, ROUTE_PAGES), JSON.stringify(pages, null, 2));
    },
  };
}
