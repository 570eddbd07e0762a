import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPORT_V8_FLAGS } from './v8-flags';

describe('REPORT_V8_FLAGS', () => {
  // setFlagsFromString ignores a flag V8 does not know, so a flag renamed by a later Node would
  // quietly stop working; on the command line an unknown flag is an error.
  it.each(REPORT_V8_FLAGS)('%s is a flag this Node’s V8 knows', (flag) => {
    const run = spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('an unknown flag is refused, so the check above can fail', () => {
    const run = spawnSync(process.execPath, ['--no-such-v8-flag-at-all', '-e', '0'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
  });
});
