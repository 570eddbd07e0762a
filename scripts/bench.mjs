// npm run bench: every workspace's benchmark, one after the other (they measure time: never in parallel).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
let ok = true;
for (const group of ['packages', 'apps']) {
  for (const name of readdirSync(path.join(root, group))) {
    const dir = path.join(root, group, name);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!pkg.scripts?.bench) continue;
    console.log(`\n##### ${pkg.name}`);
    ok = spawnSync('npm', ['run', 'bench', '--silent'], { cwd: dir, stdio: 'inherit' }).status === 0 && ok;
  }
}
process.exit(ok ? 0 : 1);
