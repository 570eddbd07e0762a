/**
 * npm run bench (apps/web): builds the web app with a manifest into a temporary folder and prints
 * the JavaScript a fresh load of each route downloads (gzip at zlib's default level, and the
 * brotli copy the server sends, which the build writes), so each change sees what it adds. A
 * screen's own lazy parts (questionnaire, diagram, report) load after it shows and are not
 * counted. Then, in Chromium against the built server: the questionnaire's first page after Start
 * review (first-page.ts), and what users wait for under network and CPU throttling, against the
 * aims of aims.ts (wait-times.ts), which replaced the sign-in route's old aim of 150 KB of
 * JavaScript (docs/decisions/0014-lighter-web-app.md, retired in docs/decisions/0023).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeModules } from '../build/route-pages';
import { benchFirstPage } from './first-page';
import { creatorPlacement, type Manifest, routeFiles, routeWeights } from './route-weight';
import { benchWaitTimes } from './wait-times';

const SIGN_IN = '/login';
const SURVEY_EDITOR = '/admin/editor/survey';
/** survey-creator-react's class prefix: it is in the Creator's chunk and in no other. */
const CREATOR_MARK = 'svc-creator';

// BENCH_ONLY=weights, first-page or browser runs one of the three parts.
const only = process.env.BENCH_ONLY;
const web = path.resolve(import.meta.dirname, '..');
if (!only || only === 'weights') weighRoutes();
if (!only || only === 'first-page') await benchFirstPage();
if (!only || only === 'browser') await benchWaitTimes();

function weighRoutes(): void {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tsr-web-bench-'));
  try {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: web,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);

    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const routes = routeModules(readFileSync(path.join(web, 'src', 'routes', 'routes.tsx'), 'utf8'));
    const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
    // The copy the server sends a browser (the build's precompress step); the file when it made none.
    const servedSize = (file: string) => {
      const copy = path.join(outDir, `${file}.br`);
      return (existsSync(copy) ? readFileSync(copy) : readFileSync(path.join(outDir, file))).length;
    };
    const weights = routeWeights(manifest, routes, gzipSize);
    const served = new Map(routeWeights(manifest, routes, servedSize).map((w) => [w.path, w.gzip]));

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const rows = [
      ['Route', 'JS gzip KB', 'JS brotli KB (served)', 'Chunks'],
      ...weights.map((w) => [w.path, kb(w.gzip), kb(served.get(w.path) ?? 0), String(w.chunks)]),
    ];
    const widths = (rows[0] as string[]).map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length)));
    console.log(
      'JavaScript a fresh load of each route downloads (entry + screen, with their static imports)',
    );
    for (const row of rows)
      console.log(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
          .join('  '),
      );

    const signIn = weights.find((w) => w.path === SIGN_IN);
    if (!signIn) throw new Error(`The route table has no ${SIGN_IN}`);
    // The aim of 150 KB gzip for sign-in is retired (docs/decisions/0023): its aim is now the time
    // until the form is usable on Slow 4G (the browser part of this bench, wait-times.ts).
    console.log(
      `\nSign-in (${SIGN_IN}): ${kb(signIn.gzip)} KB gzip, ${kb(served.get(SIGN_IN) ?? 0)} KB brotli as served`,
    );

    // The survey editor route beside sign-in, and the Creator only in the former.
    const modulesOf = (route: string) => {
      const found = routes.find((r) => r.path === route);
      if (!found) throw new Error(`The route table has no ${route}`);
      return found.modules;
    };
    const signInFiles = routeFiles(manifest, modulesOf(SIGN_IN));
    const editorFiles = routeFiles(manifest, modulesOf(SURVEY_EDITOR));
    const editor = weights.find((w) => w.path === SURVEY_EDITOR);
    console.log(
      `\nSurvey editor (${SURVEY_EDITOR}): ${kb(editor?.gzip ?? 0)} KB gzip beside sign-in's ${kb(signIn.gzip)} KB; its own chunks:`,
    );
    for (const file of editorFiles.filter((f) => !signInFiles.includes(f)))
      console.log(`  ${file.padEnd(48)} ${kb(gzipSize(file)).padStart(7)} KB`);
    const placement = creatorPlacement(signInFiles, editorFiles, (file) =>
      readFileSync(path.join(outDir, file), 'utf8').includes(CREATOR_MARK),
    );
    if (placement.creator.length === 0 || placement.inSignIn.length > 0) {
      console.log(
        placement.creator.length === 0
          ? 'FAIL: no SurveyJS Creator chunk found in the survey editor route'
          : `FAIL: the SurveyJS Creator is in the sign-in route (${placement.inSignIn.join(', ')})`,
      );
      process.exitCode = 1;
    } else console.log(`SurveyJS Creator (${placement.creator.join(', ')}) is not in the sign-in route: OK`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
