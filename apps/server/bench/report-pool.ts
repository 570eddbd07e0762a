/**
 * Scoring a submitted review's report (decision 0020): in the report worker, as the server does,
 * against the same report scored and written as JSON in this thread, as the server did before.
 * What a user waits for is the time to the answer; what every other user waits for is the event
 * loop, measured as its longest gap (a timer set to fire at once, again and again) meanwhile.
 */
import type { ReportInput } from '@tsr/domain';
import { buildReport, compileContent, prepareStructure } from '@tsr/domain';
import { completeReview, familyStructure, TEST_SCRIPT, testContent } from '@tsr/domain/testing';
import { ReportPool } from '../src/reviews/report-pool';
import type { SurveyVersion } from '../src/survey/survey-store';

const RUNS = 15;
/** Runs first, not counted: the code is compiled and optimised in each thread. */
const WARM = 20;

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

/** The longest gap between turns of the event loop while `work` runs. */
async function withLoopGap<T>(work: () => Promise<T> | T): Promise<{ ms: number; gap: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 0);
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  gap = Math.max(gap, performance.now() - last);
  return { ms, gap };
}

export const REPORT_POOL_HEADER = [
  'scoring a report',
  'entities',
  'JSON',
  'answered in',
  'event loop held',
  'peer',
];

export async function benchReportPool(): Promise<string[][]> {
  const compiled = compileContent(testContent());
  const version: SurveyVersion = { id: 1, version: 1, compiled };
  const pool = new ReportPool();
  const rows: string[][] = [];
  try {
    for (const groups of [10, 40]) {
      const structure = prepareStructure(familyStructure(groups));
      const input: Omit<ReportInput, 'content'> = {
        structure,
        parts: completeReview({ structure, content: compiled, today: '27/11/2026' }, TEST_SCRIPT).sequence
          .parts,
        today: '27/11/2026',
        report_id: 'bench',
        user: 'bench@example.com',
        user_id: 'u',
        company: 'Bench Ltd',
        timestamp: new Date().toISOString(),
      };
      const here = { ms: [] as number[], gap: [] as number[] };
      const worker = { ms: [] as number[], gap: [] as number[] };
      let bytes = 0;
      // Each way on its own, so that neither pays for the other's garbage.
      for (let i = 0; i < WARM + RUNS; i += 1) {
        const a = await withLoopGap(() => {
          bytes = JSON.stringify(buildReport({ ...input, content: compiled })).length;
        });
        if (i >= WARM) {
          here.ms.push(a.ms);
          here.gap.push(a.gap);
        }
      }
      for (let i = 0; i < WARM + RUNS; i += 1) {
        const b = await withLoopGap(() => pool.build(version, input));
        if (i >= WARM) {
          worker.ms.push(b.ms);
          worker.gap.push(b.gap);
        }
      }
      const entities = String(Object.keys(structure.entities).length);
      const kB = `${Math.round(bytes / 1024)} kB`;
      const f = (n: number) => `${n.toFixed(1)} ms`;
      rows.push(
        ['in the report worker', entities, kB, f(median(worker.ms)), f(median(worker.gap)), ''],
        ['in the server thread (before)', entities, kB, f(median(here.ms)), f(median(here.gap)), 'the same'],
      );
    }
  } finally {
    await pool.close();
  }
  return rows;
}
