import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTrusteeRules } from './support/editors';
import { type OwnServer, startOwnServer } from './support/own-server';
import { oneTrustReport, readResponses } from './support/report';
import { demo, signIn } from './support/session';
import { type Browser, expect, expectAccessible, test } from './support/test';

test.setTimeout(420_000);

const RULE = 'E2E trustees taxed on offshore income';
const RISK_TEXT = 'E2E: the trustees may be taxed on the offshore income of the trust.';

/** A user of the journey's own server, signed in on a page of their own. */
async function signedIn(browser: Browser, server: OwnServer, who: { email: string; password: string }) {
  const page = await (await browser.newContext({ baseURL: server.url, locale: 'en-GB' })).newPage();
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return page;
}

/**
 * Issue 34 as the provider's tax expert meets it. The journey publishes a rule that fires on every
 * trust, so it runs its own server: the journeys beside it keep the pack as published.
 */
test('an expert writes a rule and its risk text in one form, tries it on a golden structure, publishes it seeing the coverage, and the next report shows it; a second admin sees the first in the editor', async ({
  browser,
}) => {
  const port = Number(process.env.E2E_PORT_BASE ?? 3210) + 8;
  const server = await startOwnServer({
    port,
    dataDir: mkdtempSync(path.join(tmpdir(), 'tsr-e2e-try-it-')),
    shiftDays: 0,
  });
  try {
    // Two experts in the rule editor: each is told the other is there.
    const anna = await signedIn(browser, server, demo.expert);
    await openTrusteeRules(anna, 'IT', 'Income tax');
    const ada = await signedIn(browser, server, demo.admin);
    const rules = await openTrusteeRules(ada, 'IT', 'Income tax');
    await expect(ada.getByText(`${demo.expert.userName} is also editing in the Rule Editor.`)).toBeVisible({
      timeout: 30_000,
    });
    // Anna's editor asks again within 15 seconds.
    await expect(anna.getByText(`${demo.admin.userName} is also editing in the Rule Editor.`)).toBeVisible({
      timeout: 40_000,
    });
    await anna.context().close();

    // One form: the rule, its logic and score, and its risk text written in place.
    await ada.getByRole('button', { name: 'Add rule' }).click();
    const form = ada.getByRole('form', { name: /^Rule/ });
    await form.getByLabel('Name', { exact: true }).fill(RULE);
    await form.getByRole('textbox', { name: 'Rule logic' }).fill('true');
    await form.getByLabel('Score').fill('100');
    await form.getByRole('radio', { name: 'A new risk text' }).check();
    await form.getByLabel('Risk text (markdown)').fill(RISK_TEXT);
    await expect(form.getByRole('region', { name: 'Risk text as the report shows it' })).toContainText(
      RISK_TEXT,
    );
    await expectAccessible(ada, 'Rule editor (a new rule with its risk text)');

    // Try it on a golden structure, unsaved: it fires and the cell it feeds goes up to 100.
    await ada.getByRole('button', { name: 'Try it' }).click();
    const dialog = ada.getByRole('dialog', { name: 'Try it before saving' });
    await dialog.getByRole('button', { name: 'Try', exact: true }).click();
    const result = dialog.getByRole('region', { name: 'Try it result' });
    await expect(result.getByRole('table', { name: 'Where it was evaluated' })).toContainText('Fires', {
      timeout: 60_000,
    });
    const cell = await result.getByText(/^Cell score: /).textContent();
    const [, before, after] = /^Cell score: (\d+) .*→ (\d+) /.exec(cell ?? '') ?? [];
    expect(Number(after)).toBe(100);
    expect(Number(before)).toBeLessThan(100);
    await expectAccessible(ada, 'Try it (a rule tried on a golden structure)');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Saved with its text, in one save of the draft.
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(rules.getByRole('button', { name: new RegExp(`^${RULE}`) })).toBeVisible();
    await ada.getByRole('button', { name: 'Save draft' }).click();
    await expect(ada.getByText('Success', { exact: true })).toBeVisible({ timeout: 30_000 });

    // Publish: the golden results change, and the rule coverage stands beside them.
    await ada.getByRole('button', { name: 'Publish draft' }).click();
    const golden = ada.getByRole('dialog', { name: 'Golden structures: published against draft' });
    const coverage = golden.getByRole('region', { name: 'Rule coverage' });
    await expect(coverage).toContainText(/The golden structures fire \d+ of \d+ rules at least once/, {
      timeout: 60_000,
    });
    await expectAccessible(ada, 'Publish (golden changes and coverage)');
    await golden.getByRole('button', { name: 'Publish with these changes' }).click();
    await expect(
      ada.getByText(/^Published version 2\. The golden structures fire \d+ of \d+ rules \(\d+%\)\.$/),
    ).toBeVisible({ timeout: 60_000 });

    // The next report shows the rule's risk text.
    const approver = await signedIn(browser, server, demo.approver);
    await oneTrustReport(approver, 'After the new rule');
    await readResponses(approver);
    await expect(approver.getByText(RISK_TEXT)).toBeVisible({ timeout: 60_000 });
  } finally {
    await server.stop();
  }
});
