// npm run bench:editor -w @tsr/server: only the editor table of `npm run bench`, on PGlite (and on
// PostgreSQL when TEST_POSTGRES_URL is set), for measuring the save and publish paths quickly.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { benchEditor } from './editor';

const rows = [['database', 'measure', 'runs', 'p50', 'p95', 'max', 'aim']];
console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
rows.push(
  ...(await benchEditor(
    'PGlite (file)',
    await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'tsr-bench-')) }),
  )),
);
const url = process.env.TEST_POSTGRES_URL;
if (url) {
  const pg = await import('pg');
  const name = `tsr_bench_editor_${Date.now()}`;
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    rows.push(
      ...(await benchEditor(
        'PostgreSQL',
        await openDatabase({ databaseUrl: target.toString(), dataDir: 'unused' }),
      )),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
for (const row of rows) console.log(row.join(' | '));
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
