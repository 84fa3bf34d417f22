/**
 * Computer seats without the table's pacing, for specs that are not about pacing: the e2e build reads
 * these overrides (renderer/bots/e2eOverrides.ts) so a computer moves as soon as it has thought, within a
 * short budget. A spec about pacing or the skip button leaves them out.
 */
import type { Page } from '@playwright/test';

/** From the next page load on, every computer moves at once after at most `budgetMs` of thought. */
export async function quickComputers(page: Page, o: { readonly budgetMs?: number } = {}): Promise<void> {
  const budget = String(o.budgetMs ?? 50);
  await page.addInitScript((b) => {
    localStorage.setItem('halo-e2e-bot-pace', '0');
    localStorage.setItem('halo-e2e-bot-budget', b);
  }, budget);
}
