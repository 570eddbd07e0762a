import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser takes only the small parts of the domain it uses (decision 0014): the package's root
// re-exports the logic language, scoring and the test fixtures, which the web must not download.
const src = import.meta.dirname;
const shipped = (readdirSync(src, { recursive: true }) as string[]).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|-fixtures\.ts$|^test[/\\]/.test(file),
);

describe('what the web app imports from the domain', () => {
  it('imports only its narrow entries (structure, dates, progress, compact-answer, report-view, uk-time, editor), never the whole domain', () => {
    const whole = shipped.filter((file) =>
      /from '@tsr\/domain'/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(whole).toEqual([]);
    expect(shipped.length).toBeGreaterThan(50);
  });

  it('takes the editor entry (operations, lexer) only in the editor screens, never in sign-in or the shell', () => {
    const users = shipped.filter((file) =>
      /from '@tsr\/domain\/editor'/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    const outside = users.filter(
      (file) => !/^(features[/\\]editor|routes[/\\][a-z-]*editor)[/\\]/.test(file),
    );
    expect(outside).toEqual([]);
  });
});
