import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  filesInIndex,
  pageName,
  routeModules,
  screenFiles,
  withPreloads,
} from './route-pages';

const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  css: [],
  ...more,
});

// The shell (in index.html), a chunk shared by screens, the report screen with a stylesheet and a
// dialog it opens on demand, the questionnaire screen and the part with SurveyJS it always loads.
const CHUNKS: BuiltChunk[] = [
  chunk('assets/index-a.js'),
  chunk('assets/common-b.js', { imports: ['assets/index-a.js'] }),
  chunk('assets/Report-c.js', {
    facadeModuleId: '/app/src/features/report/ReportScreen.tsx',
    imports: ['assets/index-a.js', 'assets/common-b.js'],
    dynamicImports: ['assets/Details-d.js'],
    css: ['assets/Report-c.css'],
  }),
  chunk('assets/Details-d.js', { facadeModuleId: '/app/src/features/report/Details.tsx' }),
  chunk('assets/Review-e.js', {
    facadeModuleId: '/app/src/features/questionnaire/ReviewScreen.tsx',
    imports: ['assets/common-b.js'],
    dynamicImports: ['assets/Part-f.js'],
  }),
  chunk('assets/Part-f.js', {
    facadeModuleId: '/app/src/features/questionnaire/Part.tsx',
    imports: ['assets/survey-g.js', 'assets/common-b.js'],
  }),
  chunk('assets/survey-g.js', { css: ['assets/survey-g.css'] }),
];

describe("the routes' pages", () => {
  it('reads each route of the route table with the modules its row imports, across line breaks', () => {
    const source = `export const ROUTE_TABLE: readonly ScreenRow[] = [
  { path: '/login', access: 'public', screen: () => import('../features/auth/LoginScreen').then((m) => m.LoginScreen) },
  {
    path: '/review/:id/report',
    access: 'signedIn',
    screen: () => import('../features/report/ReportScreen').then((m) => ofReview(m.default)),
    prefetch: (queryClient, { id = '' }) => void queryClient.prefetchQuery(summaryQuery(id, false)),
    nav: { key: 'UserReports', icon: <DescriptionOutlined />, shownTo: 'users' },
  },
  {
    path: '/admin/editor/rules',
    access: 'admin',
    screen: () =>
      inEditorWorkspace(
        'Rule Editor',
        import('../features/editor/EditorWorkspace'),
        import('../features/editor/rules/RuleEditorScreen').then((m) => m.RuleEditorScreen),
      ),
  },
  { path: '*', access: 'public', screen: () => import('./NotFound').then((m) => m.NotFound) },
];

const routes = [{ path: '/', element: <AppShell />, children: ROUTE_TABLE.map(toRoute) }];`;
    expect(routeModules(source)).toEqual([
      { path: '/login', modules: ['src/features/auth/LoginScreen.tsx'] },
      { path: '/review/:id/report', modules: ['src/features/report/ReportScreen.tsx'] },
      {
        path: '/admin/editor/rules',
        modules: [
          'src/features/editor/EditorWorkspace.tsx',
          'src/features/editor/rules/RuleEditorScreen.tsx',
        ],
      },
      { path: '*', modules: ['src/routes/NotFound.tsx'] },
    ]);
  });

  it("reads the app's route table: every route once, each module a file of the app", () => {
    const app = path.resolve(import.meta.dirname, '..');
    const routes = routeModules(readFileSync(path.join(app, 'src/routes/routes.tsx'), 'utf8'));
    expect(routes.map((route) => route.path)).toContain('/login');
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const missing = routes
      .flatMap((route) => route.modules)
      .filter((module) => !existsSync(path.join(app, module)));
    expect(missing).toEqual([]);
  });

  it('refuses a row that imports no screen', () => {
    expect(() =>
      routeModules("const ROUTE_TABLE = [\n  { path: '/x', access: 'public', screen: loadX },\n];"),
    ).toThrow(/\/x imports no screen/);
    expect(() => routeModules("[{ path: '/x', screen: () => import('./X') }]")).toThrow(/no ROUTE_TABLE/);
  });

  it("preloads the screen's chunk, what it imports and its stylesheet, but nothing index.html asks for already", () => {
    const inIndex = filesInIndex(INDEX, '/');
    expect([...inIndex]).toEqual(['assets/index-a.js']);
    expect(screenFiles(CHUNKS, '/app/src/features/report/ReportScreen.tsx', inIndex)).toEqual([
      'assets/Report-c.js',
      'assets/Report-c.css',
      'assets/common-b.js',
    ]);
  });

  it('follows a lazy import only to a module the route always loads', () => {
    const inIndex = filesInIndex(INDEX, '/');
    const review = '/app/src/features/questionnaire/ReviewScreen.tsx';
    expect(screenFiles(CHUNKS, review, inIndex)).toEqual(['assets/Review-e.js', 'assets/common-b.js']);
    expect(
      screenFiles(CHUNKS, review, inIndex, new Set(['/app/src/features/questionnaire/Part.tsx'])),
    ).toEqual([
      'assets/Review-e.js',
      'assets/common-b.js',
      'assets/Part-f.js',
      'assets/survey-g.js',
      'assets/survey-g.css',
    ]);
  });

  it('fails the build when a screen has no chunk, rather than sending a page without it', () => {
    expect(() => screenFiles(CHUNKS, '/app/src/features/gone/GoneScreen.tsx', new Set())).toThrow(/no chunk/);
  });

  it('puts the preloads at the end of the head, scripts as module preloads and stylesheets as preloads', () => {
    const html = withPreloads(INDEX, ['assets/Report-c.js', 'assets/Report-c.css'], '/');
    // A document of its own: the window's is the page the other test files render into.
    const page = new DOMParser().parseFromString(html, 'text/html');
    const links = [...page.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('as'),
      link.getAttribute('href'),
      // As Vite's own preloads ask, so the browser uses what was preloaded.
      link.hasAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['modulepreload', null, '/assets/Report-c.js', true],
      ['preload', 'style', '/assets/Report-c.css', true],
    ]);
    // The app's script still runs as before; nothing else in the page changed.
    expect(html.replace(/<link [^>]+>\n/g, '')).toBe(INDEX);
  });

  it("names a route's page after its path", () => {
    expect(pageName('/review/:id/report')).toBe('review-id-report.html');
    expect(pageName('/admin/editor/rules')).toBe('admin-editor-rules.html');
    expect(pageName('/')).toBe('home.html');
  });
});
