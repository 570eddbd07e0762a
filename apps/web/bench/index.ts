/**
 * npm run bench (apps/web): builds the web app with a manifest into a temporary folder and prints
 * the JavaScript (gzip) a fresh load of each route downloads, the sign-in route against its aim
 * (issue 12), so each change sees what it adds. A screen's own lazy parts (questionnaire, diagram,
 * report) load after it shows and are not counted. It measures and does not fail over the aim: the
 * floor of the chosen stack is above it (docs/decisions/0014-lighter-web-app.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchFirstPage } from './first-page';
import { creatorPlacement, type Manifest, routeFiles, routeModules, routeWeights } from './route-weight';

const SIGN_IN = '/login';
const SIGN_IN_AIM_KB = 150;
const SURVEY_EDITOR = '/admin/editor/survey';
/** survey-creator-react's class prefix: it is in the Creator's chunk and in no other. */
const CREATOR_MARK = 'svc-creator';

// BENCH_ONLY=weights or BENCH_ONLY=first-page runs one of the two parts.
const only = process.env.BENCH_ONLY;
const web = path.resolve(import.meta.dirname, '..');
if (only !== 'first-page') weighRoutes();
if (only !== 'weights') await benchFirstPage();

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
    const weights = routeWeights(manifest, routes, gzipSize);

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const rows = [
      ['Route', 'JS gzip KB', 'Chunks', 'Aim KB'],
      ...weights.map((w) => [
        w.path,
        kb(w.gzip),
        String(w.chunks),
        w.path === SIGN_IN ? String(SIGN_IN_AIM_KB) : '',
      ]),
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
    const over = signIn.gzip - SIGN_IN_AIM_KB * 1024;
    console.log(
      `\nSign-in (${SIGN_IN}): ${kb(signIn.gzip)} KB gzip; aim at most ${SIGN_IN_AIM_KB} KB: ${
        over <= 0 ? 'within the aim' : `${kb(over)} KB over the aim`
      }`,
    );

    // Issue 14: the survey editor route beside sign-in, and the Creator only in the former.
    const moduleOf = (route: string) => {
      const found = routes.find((r) => r.path === route);
      if (!found) throw new Error(`The route table has no ${route}`);
      return found.module;
    };
    const signInFiles = routeFiles(manifest, moduleOf(SIGN_IN));
    const editorFiles = routeFiles(manifest, moduleOf(SURVEY_EDITOR));
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
