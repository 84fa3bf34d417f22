/**
 * The `test` every spec uses: Playwright's, plus a check after each test that no page showed a text key
 * its locale lacks (the e2e build records them on `window.__haloMissingKeys`, renderer/i18n/missingKeys.ts).
 */
import { test as base, expect } from '@playwright/test';

export { expect };
export type { Page } from '@playwright/test';

export const test = base.extend<{ noMissingKeys: void }>({
  noMissingKeys: [
    async ({ context }, use) => {
      await use();
      const missing = new Set<string>();
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const keys = await page.evaluate(() => (window as { __haloMissingKeys?: string[] }).__haloMissingKeys ?? []).catch(() => [] as string[]);
        for (const key of keys) missing.add(key);
      }
      expect([...missing], 'text keys used on screen that no locale has').toEqual([]);
    },
    { auto: true },
  ],
});
