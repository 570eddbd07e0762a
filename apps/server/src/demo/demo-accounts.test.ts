import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoCompanies } from './demo-accounts';

/** The rows of the README's "Demo accounts" table: e-mail, password, role. */
function readmeRows(): string[][] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('## Demo accounts')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('@'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the README lists the demo accounts the server creates', () => {
  it('with the same e-mails and passwords, in the same order', () => {
    expect(readmeRows().map(([email, password]) => ({ email, password }))).toEqual(
      demoAccounts.map(({ email, password }) => ({ email, password })),
    );
  });

  it("with each customer account's company", () => {
    for (const [email, , role] of readmeRows()) {
      const account = demoAccounts.find((a) => a.email === email);
      if (account && account.company !== demoCompanies[0]) expect(role).toContain(account.company);
    }
  });
});
