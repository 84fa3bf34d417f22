/**
 * Computer opponents at the table, played through the real UI on the fixture race (its small bot runs in
 * the bot worker like any game's): one person against computers to the end, computers only watched to the
 * victory screen, a game with computers continued after a reload, and never a hand-over screen with one
 * person at the table.
 */
import { expect, test, type Page } from './fixtures';
import { openApp } from './helpers';
import { choosePace, startAgainstComputers, watchCovers } from './support/bots';

// Whole games through the UI, with computers pacing themselves: more time than a single screen needs.
test.describe.configure({ timeout: 240_000 });

/** Fixture setup with computers: the quick "me against the computer", then any further seat changes. */
async function startRace(page: Page, o: { players: number; seed: string; watchOnly?: boolean; levels?: readonly string[]; track?: 10 | 30 }): Promise<void> {
  await page.getByTestId('game-card-fixture').click();
  await expect(page.getByTestId('setup-form')).toBeVisible();
  await startAgainstComputers(page, { ...o, options: (p) => p.getByTestId(`fixture-track-${o.track ?? 10}`).click() });
}

const myTurn = (page: Page) => expect(page.getByTestId('fixture-roll')).toBeEnabled({ timeout: 15_000 });

test('one person against two computers plays to the end without a hand-over screen', async ({ page }) => {
  await openApp(page);
  await startRace(page, { players: 3, seed: 'me-vs-two', levels: ['easy', 'hard'] });
  const covers = await watchCovers(page);
  await choosePace(page, 'fast');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  const outcome = page.getByTestId('outcome');
  const roll = page.getByTestId('fixture-roll');
  for (let turn = 0; turn < 40; turn++) {
    await expect(roll.and(page.locator(':enabled')).or(outcome).first()).toBeVisible({ timeout: 15_000 });
    if ((await outcome.count()) > 0) break;
    // My hand is on screen all the time, the computers' never (their cards are counts in the standings).
    await expect(page.getByTestId('fixture-card').first()).toBeVisible();
    const lines = await page.getByTestId('log-line').count();
    await roll.click();
    await expect(page.getByTestId('log-line')).not.toHaveCount(lines);
  }
  await expect(page.getByTestId('outcome')).toBeVisible();
  expect(await covers()).toBe(0);
  const log = page.getByTestId('game-log');
  await expect(log).toContainText(/Computer 2 (rolls|steps|plays)/);
  await expect(log).toContainText(/Computer 3 (rolls|steps|plays)/);
});

test('a game of computers only is watched to its victory screen', async ({ page }) => {
  await openApp(page);
  await startRace(page, { players: 4, seed: 'watch-four', watchOnly: true });
  await expect(page.getByTestId('fixture-panel')).toContainText('Watching the race');
  const covers = await watchCovers(page);
  await expect(page.getByTestId('fixture-card')).toHaveCount(0);
  await expect(page.getByTestId('outcome')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('outcome-winners')).toContainText('Computer');
  expect(await covers()).toBe(0);
});

test('a game with computers is continued after a reload, the computers still at their seats', async ({ page }) => {
  await openApp(page);
  await startRace(page, { players: 2, seed: 'continue-cpu', levels: ['hard'], track: 30 });
  await choosePace(page, 'fast');
  await myTurn(page);
  await page.getByTestId('fixture-step').click();
  await myTurn(page);
  const lines = await page.getByTestId('log-line').count();
  await page.reload();
  await expect(page.getByTestId('continue-card')).toContainText('computer, Hard');
  await page.getByTestId('continue').click();
  const covers = await watchCovers(page);
  await myTurn(page);
  await expect(page.getByTestId('log-line')).toHaveCount(lines);
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('log-line')).not.toHaveCount(lines);
  await myTurn(page);
  await expect(page.getByTestId('game-log')).toContainText(/Computer 2 (rolls|steps|plays)/);
  expect(await covers()).toBe(0);
  // The computer's move is not the person's to take back.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'core/undo-other-seat');
});

test('while a computer thinks, the person’s own hand stays on screen and skip goes straight to their turn', async ({ page }) => {
  await openApp(page);
  await startRace(page, { players: 4, seed: 'skip-turns', track: 30 });
  await choosePace(page, 'slow');
  await myTurn(page);
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('computer-thinking')).toBeVisible();
  // On a loaded machine the three computers may be done before the click lands: then there is nothing to skip.
  await page.getByTestId('skip-to-my-turn').click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByTestId('handover')).toHaveCount(0);
  await expect(page.getByTestId('fixture-card')).toHaveCount(3);
  await myTurn(page);
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  await expect(page.getByTestId('skip-to-my-turn')).toHaveCount(0);
  await expect(page.getByTestId('game-log')).toContainText('Computer 4');
});

test('Risiko with one person against two Hard computers: computers move first through the worker, the person is never covered', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => localStorage.setItem('halo-e2e-bot-budget', '50'));
  await page.getByTestId('game-card-risiko').click();
  await expect(page.getByTestId('risiko-options')).toBeVisible();
  await page.getByTestId('player-count-3').click();
  await page.getByTestId('setup-against-computers').click();
  await page.getByTestId('seat-kind-0-computer').click();
  await page.getByTestId('seat-level-0-hard').click();
  await page.getByTestId('seat-kind-2-person').click();
  await page.getByTestId('seat-kind-1-computer').click();
  await page.getByTestId('seat-level-1-hard').click();
  await page.getByTestId('risiko-battlefield-the-ring').click();
  await page.getByTestId('setup-advanced').locator('summary').click();
  await page.getByTestId('seed-input').fill('ring-vs-two-hard');
  await page.getByTestId('start-game').click();
  // Risiko's first views and a Hard search share two loaded cores here: give the page time.
  await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 60_000 });
  const covers = await watchCovers(page);
  await expect(page.getByTestId('computer-bar')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('skip-to-my-turn').click();
  await expect(page.getByTestId('computer-bar')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByTestId('turn-name').first()).toHaveText('Player 3');
  await expect(page.getByTestId('game-log')).toContainText('Computer 1');
  // The computers' salts are drawn afresh for each game, so whether Computer 2 moves before the person is
  // asked anything (Computer 1 may attack the person, who may hold a card to defend with) is not fixed.
  await expect(page.getByTestId('risiko-panel')).toBeVisible();
  expect(await covers()).toBe(0);
});
