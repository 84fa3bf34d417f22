/**
 * The `test` every spec uses: Playwright's, plus a check after each test that no page showed a text key
 * its locale lacks (the e2e build records them on `window.__haloMissingKeys`, renderer/i18n/missingKeys.ts).
 * A missing key fails the test. `E2E_MISSING_KEYS=warn` only reports it (a warning and the test's
 * `missing-keys` annotation), for a local run that looks at something else while a key is being added.
 * `renderer/i18n/keys.test.ts` checks every literal key in `npm test` either way.
 *
 * Screenshots the specs take for people to look at (`page.screenshot`, `shot`) are written only with
 * `E2E_SHOTS=1` (or `ACX_SHOTS=<folder>`): in a plain run nobody opens them, and each one cost 0.5 to 3 s of
 * the browser's time, about a minute of the whole suite. What a spec asserts runs either way.
 */
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

const SHOTS_WANTED = process.env['E2E_SHOTS'] === '1' || process.env['ACX_SHOTS'] !== undefined;

export const test = base.extend<{ noMissingKeys: void }>({
  page: async ({ page }, use) => {
    if (!SHOTS_WANTED) page.screenshot = async () => Buffer.alloc(0);
    await use(page);
  },
  noMissingKeys: [
    async ({ context }, use, testInfo) => {
      await use();
      const missing = new Set<string>();
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const keys = await page.evaluate(() => (window as { __haloMissingKeys?: string[] }).__haloMissingKeys ?? []).catch(() => [] as string[]);
        for (const key of keys) missing.add(key);
      }
      if (process.env['E2E_MISSING_KEYS'] !== 'warn') expect([...missing], 'text keys used on screen that no locale has').toEqual([]);
      else if (missing.size > 0) {
        testInfo.annotations.push({ type: 'missing-keys', description: [...missing].join(', ') });
        console.warn(`[missing text keys] ${testInfo.title}: ${[...missing].join(', ')}`);
      }
    },
    { auto: true },
  ],
});
