/**
 * npm run bench (packages/domain): our compiled evaluator against SurveyJS's ExpressionRunner on
 * the same expressions and answer sets, and validation + preparation of a 50-entity structure.
 * Then a full report for 50, 100 and 200 entities against 2,000, 4,000 and 8,000 rules (scoring.ts),
 * in a worker thread like the server's report worker.
 * Options: --sets N (answer sets, default 10000), --expressions N (default 500), --only NAME
 * (logic, structure or scoring: run one benchmark).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { ExpressionRunner } from 'survey-core';
// The server's V8 settings: set by the process, not the engine, so they live with the server.
import { applyReportV8Flags, REPORT_WORKER_RESOURCE_LIMITS } from '../../../apps/server/src/v8-flags';
import {
  type Compiled,
  compile,
  type EvalContext,
  evaluate,
  isTrue,
  prepareStructure,
  validateForStart,
} from '../src/index';
import { fiftyEntities } from '../src/testing';
import { answerSets, expressions, QUESTION_NAMES } from './corpus';
import { table } from './table';

// The server's V8 settings (decision 0018), so that the figures are the server's.
applyReportV8Flags();

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const EXPRESSIONS = option('expressions', 500);
const SETS = option('sets', 10_000);

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

function logicBenchmark(): void {
  const texts = expressions(EXPRESSIONS);
  const sets = answerSets(SETS);
  const ours = texts.map((text) => {
    const result = compile(text, { questionNames: QUESTION_NAMES });
    if (!result.ok)
      throw new Error(`corpus expression does not compile: ${text}: ${result.errors[0]?.message}`);
    return result.compiled;
  });
  const theirs = texts.map((text) => new ExpressionRunner(text));
  const contexts = sets.map((answers) => ({ subject: { answers } }));

  // Agreement on the yes/no outcome (documented differences: empty arithmetic, <= on empties).
  let agree = 0;
  let total = 0;
  for (let s = 0; s < Math.min(sets.length, 500); s += 1) {
    for (let e = 0; e < texts.length; e += 1) {
      total += 1;
      const mine = isTrue(evaluate(ours[e] as Compiled, contexts[s] as EvalContext).value);
      if (mine === Boolean((theirs[e] as ExpressionRunner).runValues(sets[s] as Record<string, unknown>)))
        agree += 1;
    }
  }

  // Each engine is warmed up on the first 200 answer sets, then timed over all of them.
  const time = (run: (limit: number) => number): { seconds: number; checksum: number } => {
    run(200);
    const start = process.hrtime.bigint();
    const checksum = run(sets.length);
    return { seconds: Number(process.hrtime.bigint() - start) / 1e9, checksum };
  };
  const oursTime = time((limit) => {
    let trues = 0;
    for (let s = 0; s < limit; s += 1) {
      const ctx = contexts[s] as (typeof contexts)[number];
      for (const c of ours) if (isTrue(evaluate(c, ctx).value)) trues += 1;
    }
    return trues;
  });
  const theirsTime = time((limit) => {
    let trues = 0;
    for (let s = 0; s < limit; s += 1) {
      const values = sets[s] as Record<string, unknown>;
      for (const r of theirs) if (r.runValues(values)) trues += 1;
    }
    return trues;
  });
  const evaluations = texts.length * sets.length;
  const oursRate = evaluations / oursTime.seconds;
  const theirsRate = evaluations / theirsTime.seconds;
  console.log(
    `\nLogic evaluation: ${texts.length} expressions x ${fmt(sets.length)} answer sets = ${fmt(evaluations)} evaluations`,
  );
  table([
    ['engine', 'seconds', 'evaluations/s', 'true results'],
    [
      'SurveyJS ExpressionRunner (survey-core 2.5.43)',
      theirsTime.seconds.toFixed(2),
      fmt(theirsRate),
      fmt(theirsTime.checksum),
    ],
    ['ours (compiled closures)', oursTime.seconds.toFixed(2), fmt(oursRate), fmt(oursTime.checksum)],
  ]);
  console.log(`ratio ours / SurveyJS: ${(oursRate / theirsRate).toFixed(1)}x (aim: at least 5x)`);
  console.log(`agreement on outcomes (first 500 answer sets): ${((100 * agree) / total).toFixed(2)}%`);
}

function structureBenchmark(): void {
  const structure = fiftyEntities();
  const runs = 500;
  for (let i = 0; i < 200; i += 1) {
    validateForStart(structure);
    prepareStructure(structure);
  }
  const samples: number[] = [];
  let findings = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    findings = validateForStart(structure).length;
    prepareStructure(structure);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const p95 = samples[Math.floor(samples.length * 0.95)] as number;
  console.log(
    `\nValidation + preparation of a ${Object.keys(structure.entities).length}-entity structure (${findings} findings), ${runs} runs`,
  );
  table([
    ['measure', 'ms', 'aim ms'],
    ['mean', mean.toFixed(3), '5'],
    ['p95', p95.toFixed(3), '5'],
  ]);
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (!only || only === 'logic') logicBenchmark();
if (!only || only === 'structure') structureBenchmark();
if (!only || only === 'scoring') {
  // In a worker thread with the heap the server's report worker has (decision 0020), so that the
  // figures are the server's. tsx is registered in the thread by ts-thread.mjs.
  const worker = new Worker(new URL('./ts-thread.mjs', import.meta.url), {
    workerData: { entry: new URL('./scoring-run.ts', import.meta.url).href },
    resourceLimits: REPORT_WORKER_RESOURCE_LIMITS,
  });
  const [code] = (await once(worker, 'exit')) as [number];
  if (code !== 0) process.exit(code);
}
