/** The scoring benchmark as a worker thread runs it (bench/index.ts starts the thread). */
// The server's V8 settings: set by the process, not the engine, so they live with the server.
import { applyReportV8Flags } from '../../../apps/server/src/v8-flags';
import { scoringBenchmark } from './scoring';
import { table } from './table';

applyReportV8Flags();
scoringBenchmark(table);
