import { expect, test } from './support/test';

/*
 * Decision 0027: every route's page asks for its screen's files as it arrives, and screens share
 * a few large chunks instead of many small ones. What must not come of it: the sign-in page
 * downloading what only other screens need (SurveyJS, the structure diagram, the editors).
 */
test('the sign-in page downloads no SurveyJS, diagram or editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /survey|diagram|editor|logic/i.test(script))).toEqual([]);
});
