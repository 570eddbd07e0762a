/** The scoring benchmark as a worker thread runs it (bench/index.ts starts the thread). */
import { applyReportV8Flags } from '../src/v8-flags';
import { scoringBenchmark } from './scoring';
import { table } from './table';

applyReportV8Flags();
scoringBenchmark(table);
