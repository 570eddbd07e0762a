import { setFlagsFromString } from 'node:v8';

/**
 * The V8 settings a Node process that builds reports runs with (decision 0018): the server sets
 * them when it starts (main.ts), and the benchmarks set them too, so that they measure what the
 * server runs. They are the process's, not the engine's: the domain package stays free of I/O and
 * of Node, and the web app never imports this file.
 *
 * - No allocation-site pretenuring. V8 allocates objects made at a place in the code straight in
 *   the old generation once most of them have outlived a young-generation collection. A report's
 *   objects (explanations, reads, table cells) all live until the report is done, so every place
 *   that makes them soon qualifies; but they die with the request, and made in the old generation
 *   they cost more to make and fill it for the full collector. Without it, a 50-entity report takes
 *   25 to 30 % less time and larger ones a little less (docs/scoring.md, "Sixth step").
 */
export const REPORT_V8_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring'];

/**
 * The heap of the worker thread that builds reports (decision 0020). A report's objects all live
 * until it is done, so a report larger than the young generation is copied by each young
 * collection that falls inside it: past about 16 MB (a 100-entity report on 4,000 rules) the cost
 * per entity-rule grew with size. A young generation of 384 MB (semi-spaces of 128 MB) holds a
 * 200-entity report on 8,000 rules. V8 sizes the young generation when an isolate starts, so this
 * can only be given to a new worker (`new Worker(..., { resourceLimits })`), not set later; the
 * server's own thread keeps V8's default, whose small, frequent collections keep its latency low.
 */
export const REPORT_WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 384 } as const;

/** Sets REPORT_V8_FLAGS in this process: call it first, before any work. */
export function applyReportV8Flags(): void {
  for (const flag of REPORT_V8_FLAGS) setFlagsFromString(flag);
}
