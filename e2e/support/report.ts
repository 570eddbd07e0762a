import { drawOneTrust } from './builder';
import { answerToTheEnd } from './questionnaire';
import { expect, type Page } from './test';

/** Draws a one-trust structure, answers every question and submits: the report's address. */
export async function oneTrustReport(page: Page, name: string): Promise<string> {
  await drawOneTrust(page, name);
  await page.getByRole('button', { name: 'Start review' }).click();
  await expect(page).toHaveURL(/\/review\/[0-9a-f-]{36}$/);
  await answerToTheEnd(page);
  await expect(page).toHaveURL(/\/submit$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/report$/);
  return page.url();
}

/**
 * Scrolls the report to its responses: each entity's texts are read as the reader reaches them
 * (decision 0025), below the risk table, the key dates and the causes.
 */
export async function readResponses(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Responses', level: 2 });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await heading.scrollIntoViewIfNeeded();
}
