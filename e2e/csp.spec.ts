import { expect, test, type Page } from './fixtures';
import { passTo, startRisiko } from './drivers/risiko/e2eDriver';
import { confirmHandOver, startFixture } from './helpers';

/**
 * The app runs under the shipped content security policy (served as a header by scripts/serveStatic.mjs,
 * the same one main sends on app://): no style or script anywhere in the UI may need 'unsafe-inline'.
 * Every violation the page reports is collected; there must be none on any screen.
 */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`));
  });
  return async () => [...consoleErrors, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the policy is sent as a header and nothing on the launcher, the fixture or Risiko violates it', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);
  const response = await page.goto('./');
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.getByTestId('launcher')).toBeVisible();

  await startFixture(page, { players: 2 });
  await confirmHandOver(page);
  await page.getByTestId('quit').click();
  await expect(page.getByTestId('launcher')).toBeVisible();

  await startRisiko(page, { players: 3, mode: 'objective', battlefield: 'the-ring' });
  await passTo(page);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
  expect(await violations()).toEqual([]);
});
