import { setFlagsFromString } from 'node:v8';

/**
 * The V8 settings a Node process that builds reports runs with (decision 0018): the server sets
 * them when it starts, and the benchmarks set them too, so that they measure what the server runs.
 * Node only (the web app never imports this file).
 *
 * - No allocation-site pretenuring. V8 allocates objects made at a place in the code straight in
 *   the old generation once most of them have outlived a young-generation collection. A report's
 *   objects (explanations, reads, table cells) all live until the report is done, so every place
 *   that makes them soon qualifies; but they die with the request, and made in the old generation
 *   they cost more to make and fill it for the full collector. Without it, a 50-entity report takes
 *   25 to 30 % less time and larger ones a little less (docs/scoring.md, "Sixth step").
 */
export const REPORT_V8_FLAGS: readonly string[] = ['--no-allocation-site-pretenuring'];

/** Sets REPORT_V8_FLAGS in this process: call it first, before any work. */
export function applyReportV8Flags(): void {
  for (const flag of REPORT_V8_FLAGS) setFlagsFromString(flag);
}
