/**
 * Playwright steps on the game frame that every game's driver shares: screenshots, the hand-over screen,
 * and the frame's test mark (renderer/frame/testMark.tsx), one hidden element whose `data-serial` changes
 * with every action the board shows and whose other fields each board feeds (`data-unit`, `data-pointed`…).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const SHOTS = 'test-results/screenshots';

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

/**
 * Confirms the hand-over screen if one is shown (its title must name `name` when given) and waits for
 * `panel`, the game's panel; returns the title it showed, or null when no screen was shown.
 */
export async function passHandOver(page: Page, panel: string, name?: string): Promise<string | null> {
  if (!(await page.getByTestId('handover').isVisible())) return null;
  const title = (await page.getByTestId('handover-title').textContent()) ?? '';
  if (name !== undefined) expect(title).toContain(name);
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId(panel)).toBeVisible();
  return title;
}

/** The frame's test mark (absent while a hand-over screen covers the table). */
export const testMark = (page: Page): Locator => page.getByTestId('test-mark');

/** One field of the test mark (`data-<key>`), or null when the mark or the field is absent. */
export async function markOf(page: Page, key: string): Promise<string | null> {
  const mark = testMark(page);
  return (await mark.count()) > 0 ? mark.getAttribute(`data-${key}`) : null;
}

/** Waits until the mark's field `key` is `value`. */
export async function expectMark(page: Page, key: string, value: string, o: { readonly timeout?: number } = {}): Promise<void> {
  await expect(testMark(page)).toHaveAttribute(`data-${key}`, value, o);
}

/** The serial of the action the board shows now (pass it to `settle` before a click). */
export const serial = (page: Page): Promise<string | null> => markOf(page, 'serial');

/**
 * Waits until the board shows the result of the last click: the serial moved on from `before`, or a
 * hand-over screen or the outcome covers the table.
 */
export async function settle(page: Page, before: string | null): Promise<void> {
  await page.waitForFunction(
    (serialBefore) => {
      if (document.querySelector('[data-testid="outcome"]') !== null) return true;
      const mark = document.querySelector('[data-testid="test-mark"]');
      return mark === null || mark.getAttribute('data-serial') !== serialBefore;
    },
    before,
    { timeout: 10_000, polling: 'raf' },
  );
}
