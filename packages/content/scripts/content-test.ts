/**
 * npm run content:test: scores every golden structure with the default content pack through the
 * real engine and prints a readable diff for each one whose report differs from the expected
 * one. Exits 1 if any differs.
 */
import { GOLDEN_CASES, runGolden } from '../src/golden';

let failed = 0;
for (const golden of GOLDEN_CASES) {
  const result = runGolden(golden);
  if (result.problems.length === 0) {
    console.log(`ok    ${golden.name}  score ${result.report?.score}`);
    continue;
  }
  failed += 1;
  console.log(`FAIL  ${golden.name}  ${golden.description}`);
  for (const problem of result.problems) console.log(`        ${problem}`);
}
console.log(
  `\n${GOLDEN_CASES.length - failed} of ${GOLDEN_CASES.length} golden structures give the expected report.`,
);
process.exit(failed === 0 ? 0 : 1);
