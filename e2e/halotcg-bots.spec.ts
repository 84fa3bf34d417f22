/**
 * Halo TCG computer opponents through the real UI: a person against a Hard computer in a 2-player game
 * (the computer's decisions, Free Peoples and Shadow, play themselves in the bot worker; the person is never
 * covered by a hand-over screen), and a game of computers only, watched.
 */
import { expect, test, type Page } from './fixtures';
import { openApp } from './helpers';
import { choosePace, startAgainstComputers, watchCovers } from './support/bots';

// Each test takes well under a minute on a quiet machine; 2 min was measured with two cores at load 20.
test.describe.configure({ timeout: 150_000 });

async function startWithComputers(page: Page, o: { seed: string; watchOnly?: boolean }): Promise<void> {
  await openApp(page);
  // The computers think briefly here: the test watches the table work, not the search.
  await page.evaluate(() => localStorage.setItem('halo-e2e-bot-budget', '40'));
  await page.getByTestId('game-card-halotcg').click();
  await expect(page.getByTestId('halotcg-options')).toBeVisible();
  await startAgainstComputers(page, {
    players: 2,
    seed: o.seed,
    levels: ['hard'],
    ...(o.watchOnly === true ? { watchOnly: true } : {}),
    // A computer seat plays a deck chosen like a person's (the starters rotate by default).
    seats: (p) => expect(p.getByTestId('halotcg-deck-1')).toBeVisible(),
  });
  await choosePace(page, 'fast');
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
