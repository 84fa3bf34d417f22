/**
 * Halo TCG computer opponents through the real UI: a person against a Hard computer in a 2-player game
 * (the computer's decisions, Free Peoples and Shadow, play themselves in the bot worker; the person is never
 * covered by a hand-over screen), and a game of computers only, watched.
 */
import { expect, test, type Page } from './fixtures';
import { openApp } from './helpers';

// Each test takes well under a minute on a quiet machine; 2 min was measured with two cores at load 20.
test.describe.configure({ timeout: 150_000 });

async function startWithComputers(page: Page, o: { seed: string; watchOnly?: boolean }): Promise<void> {
  await openApp(page);
  // The computers think briefly here: the test watches the table work, not the search.
  await page.evaluate(() => localStorage.setItem('halo-e2e-bot-budget', '40'));
  await page.getByTestId('game-card-halotcg').click();
  await expect(page.getByTestId('halotcg-options')).toBeVisible();
  await page.getByTestId('player-count-2').click();
  await page.getByTestId('setup-against-computers').click();
  await page.getByTestId('seat-level-1-hard').click();
  if (o.watchOnly === true) await page.getByTestId('seat-kind-0-computer').click();
  // A computer seat plays a deck chosen like a person's (the starters rotate by default).
  await expect(page.getByTestId('halotcg-deck-1')).toBeVisible();
  await page.getByTestId('setup-advanced').locator('summary').click();
  await page.getByTestId('seed-input').fill(o.seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await page.getByTestId('table-settings-open').click();
  await page.getByTestId('table-pace-fast').click();
  await page.getByTestId('table-settings-close').click();
  await expect(page.getByTestId('table-settings')).toHaveCount(0);
}

/** Counts hand-over screens as they come (none may come with one person at the table). */
async function watchCovers(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { covers: number };
    w.covers = 0;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="handover"]')) w.covers += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { covers: number }).covers);
}

const mine = (page: Page) => page.getByTestId('halotcg-pass').or(page.getByTestId('halotcg-choice').first());
const recorded = async (page: Page): Promise<number> => Number((await page.getByTestId('halotcg-panel').getAttribute('data-actions')) ?? -1);

/** The person's decision, quickly: pass where passing is offered, else the first choice; waits until the table took it. */
async function actOnce(page: Page): Promise<void> {
  const before = await recorded(page);
  const pass = page.getByTestId('halotcg-pass');
  if (await pass.isVisible()) await pass.click();
  else await page.getByTestId('halotcg-choice').first().click();
  await expect.poll(() => recorded(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

test('a person plays against a Hard computer whose turns play themselves, never covered', async ({ page }) => {
  await startWithComputers(page, { seed: 'tcg-vs-hard' });
  const covers = await watchCovers(page);
  const outcome = page.getByTestId('outcome');
  const panel = page.getByTestId('halotcg-panel');
  // Until the second turn: by then the computer has played a whole company or Shadow phase by itself.
  while (Number(await panel.getAttribute('data-turn')) < 2) {
    await expect(mine(page).or(outcome).first()).toBeVisible({ timeout: 20_000 });
    if ((await outcome.count()) > 0) break;
    await actOnce(page);
  }
  await expect(page.getByTestId('game-log')).toContainText(/Computer 2 (plays|passes|moves)/);
  expect(await covers()).toBe(0);
});

test('a game of computers only is watched as it plays itself', async ({ page }) => {
  await startWithComputers(page, { seed: 'tcg-watch', watchOnly: true });
  const covers = await watchCovers(page);
  await expect(page.getByTestId('halotcg-panel')).toBeVisible();
  await expect(mine(page)).toHaveCount(0);
  // Decisions keep coming with nobody at the table: both computers choose, play and pass.
  await expect.poll(() => recorded(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('game-log')).toContainText(/Computer 1 (plays|starts with)/);
  await expect(page.getByTestId('game-log')).toContainText(/Computer 2 (plays|starts with)/);
  await expect(mine(page)).toHaveCount(0);
  expect(await covers()).toBe(0);
});
