/** Playwright steps on the launcher that every game's end-to-end driver shares. */
import type { Page } from '@playwright/test';

/** Types a seed into the setup form, opening "Advanced" first when the field is folded away. */
export async function fillSeed(page: Page, seed: string): Promise<void> {
  const input = page.getByTestId('seed-input');
  if (!(await input.isVisible())) await page.getByTestId('setup-advanced').locator('summary').click();
  await input.fill(seed);
}
