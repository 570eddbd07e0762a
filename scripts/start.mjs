// npm start: builds what is missing or older than its sources, then runs the server in this process's
// place (signals reach it directly, so SIGTERM drains requests as designed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  if (!existsSync(dir)) return 0;
  const s = statSync(dir);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(path.join(dir, name)));
  }
  return max;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
const shared = ['packages/contract/src', 'packages/domain/src', 'packages/content/src'].map((p) =>
  newest(at(p)),
);

const webSources = Math.max(
  ...shared,
  newest(at('apps/web/src')),
  newest(at('apps/web/public')),
  newest(at('apps/web/index.html')),
);
const serverSources = Math.max(...shared, newest(at('apps/server/src')));

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (builtAt(at('apps/web/dist/index.html')) < webSources) {
  console.log('Building the web app...');
  run(['run', 'build', '-w', '@tsr/web']);
}
if (builtAt(at('apps/server/dist/main.js')) < serverSources) {
  console.log('Building the server...');
  run(['run', 'build', '-w', '@tsr/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
