import { expect, test, type Page } from './fixtures';
import { boardSizeOf, squareCenter } from '../renderer/games/fixture/layout';
import { confirmHandOver, openApp, positionOf, shot, startFixture } from './helpers';
import { screenPoint } from './support/stage';

/** Clicks the centre of a track square on the canvas, using the board's own layout and the fitted zoom. */
async function clickSquare(page: Page, square: number, trackLength = 20): Promise<void> {
  const c = squareCenter(square);
  const p = await screenPoint(page, boardSizeOf(trackLength), { x: c.x, y: c.y - 20 });
  await page.mouse.click(p.x, p.y);
}

async function handCardIds(page: Page): Promise<string[]> {
  return page.getByTestId('fixture-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card-id') ?? ''));
}

test('starts a first game in three clicks', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('game-card-fixture').click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('handover-confirm').click();
  await expect(page.getByTestId('fixture-card')).toHaveCount(3);
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  await expect(page.getByTestId('board-area').locator('canvas').first()).toBeVisible();
});

test('undo takes back a step', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'undo-step' });
  await confirmHandOver(page, 'Player 1');
  await expect(page.getByTestId('undo')).toHaveAttribute('data-blocked', 'core/undo-nothing');
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('handover-title')).toContainText('Player 2');
  await expect(page.getByTestId('undo')).not.toHaveAttribute('data-blocked');
  await page.getByTestId('undo').click();
  // Player 2 may already sit at the screen: Player 1's hand waits behind a cover of its own (issue 20).
  await expect(page.getByTestId('handover-title')).toContainText('Player 1');
  await expect(page.getByTestId('fixture-card')).toHaveCount(0);
  await confirmHandOver(page, 'Player 1');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 1');
  expect(await positionOf(page, 0)).toBe(0);
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
});

test('undo is refused after a roll, with the reason in the chosen language', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'undo-roll' });
  await confirmHandOver(page);
  await page.getByTestId('fixture-roll').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await expect(page.getByTestId('undo')).toHaveAttribute('data-blocked', 'core/undo-dice');
  await page.getByTestId('undo').click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Cannot undo: dice were rolled');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 2');
  await page.getByTestId('language-de').click();
  await expect(banner).toContainText('Rückgängig nicht möglich: Seit dem letzten Zug wurde gewürfelt.');
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
});

test('the hand-over screen keeps the next hand out of the page until confirmed', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'secret-hands', names: ['Ada', 'Bo'] });
  await expect(page.getByTestId('handover-title')).toHaveText('Pass the computer to Ada');
  await expect(page.getByTestId('fixture-hand')).toHaveCount(0);
  await confirmHandOver(page, 'Ada');
  const adaCards = await handCardIds(page);
  expect(adaCards).toHaveLength(3);
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('handover-title')).toHaveText('Pass the computer to Bo');
  await shot(page, 'handover-en');
  const covered = await page.content();
  await expect(page.getByTestId('fixture-hand')).toHaveCount(0);
  for (const id of adaCards) expect(covered).not.toContain(id);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fixture-hand')).toBeVisible();
  const boCards = await handCardIds(page);
  expect(boCards).toHaveLength(3);
  for (const id of boCards) expect(covered).not.toContain(id);
  const shown = await page.content();
  for (const id of adaCards) expect(shown).not.toContain(id);
});

test('the board explains a forbidden click and steps on the allowed one', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'board-clicks' });
  await confirmHandOver(page);
  await clickSquare(page, 5);
  await expect(page.getByRole('alert')).toContainText('You can only step onto the square right in front of your token.');
  expect(await positionOf(page, 0)).toBe(0);
  await clickSquare(page, 1);
  await expect(page.getByTestId('handover-title')).toContainText('Player 2');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('zooms with buttons and keys, and fits again with 0', async ({ page }) => {
  await openApp(page);
  await startFixture(page);
  await confirmHandOver(page);
  const level = page.getByTestId('zoom-level');
  const fitted = await level.textContent();
  await page.getByTestId('zoom-in').click();
  await expect(level).not.toHaveText(fitted ?? '');
  await page.keyboard.press('0');
  await expect(level).toHaveText(fitted ?? '');
  await page.keyboard.press('-');
  await expect(level).not.toHaveText(fitted ?? '');
});

test('plays to an outcome, then offers a new game or the launcher', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'to-the-finish', trackLength: 10, names: ['Ada', 'Bo'] });
  const outcome = page.getByTestId('outcome');
  for (let turn = 0; turn < 40 && !(await outcome.isVisible()); turn++) {
    if (await page.getByTestId('handover').isVisible()) await page.getByTestId('handover-confirm').click();
    await page.getByTestId('fixture-roll').click();
    await expect(page.getByTestId('handover').or(outcome)).toBeVisible();
  }
  await expect(outcome).toBeVisible();
  await expect(page.getByTestId('outcome-winners')).toHaveText(/^(Ada|Bo) wins$/);
  await expect(page.getByTestId('outcome-reason')).toHaveText('First across the finish line.');
  await expect(page.getByTestId('turn-indicator')).toHaveText('Game over');
  await expect(page.getByTestId('game-log')).toContainText('crosses the finish line!');
  await shot(page, 'outcome-en');
  await page.getByTestId('outcome-new-game').click();
  await expect(page.getByTestId('seat-name-0')).toHaveValue('Ada');
  await page.getByTestId('setup-back').click();
  // A finished game leaves no autosave behind.
  await expect(page.getByTestId('continue-card')).toHaveCount(0);
});

test('game frame in English and German, with the log re-written on switching', async ({ page }) => {
  await openApp(page);
  await startFixture(page, { seed: 'frame-shot', players: 3, names: ['Ada', 'Bo', 'Cy'] });
  await confirmHandOver(page);
  await page.getByTestId('fixture-step').click();
  await confirmHandOver(page, 'Bo');
  await page.getByTestId('fixture-roll').click();
  await confirmHandOver(page, 'Cy');
  await page.getByTestId('fixture-card').first().click();
  await confirmHandOver(page, 'Ada');
  await expect(page.getByTestId('game-log')).toContainText('Ada steps forward.');
  await shot(page, 'frame-en');
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('game-log')).toContainText('Ada rückt ein Feld vor.');
  await expect(page.getByTestId('fixture-roll')).toHaveText('Würfeln');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await shot(page, 'frame-de');
  // A small laptop screen: the stage follows the window and the header still fits.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByTestId('fixture-roll')).toBeInViewport();
  await shot(page, 'frame-de-1280');
});

test('keyboard: Ctrl+S opens the save dialog, Escape closes it, Ctrl+Z undoes only your own move', async ({ page }) => {
  await openApp(page);
  await startFixture(page);
  await confirmHandOver(page);
  await page.getByTestId('fixture-step').click();
  await page.keyboard.press('Enter'); // Player 2 takes the screen
  await expect(page.getByTestId('fixture-panel')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('save-dialog')).toHaveCount(0);
  // Player 1's step is not Player 2's to take back.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'core/undo-other-seat');
  await expect(page.getByTestId('error-message')).toContainText('the last move was Player 1’s');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 2');
  expect(await positionOf(page, 0)).toBe(1);
  await page.getByTestId('error-dismiss').click();
  // Player 2 steps; while the screen waits for Player 1, Player 2 may still take that step back.
  await page.getByTestId('fixture-step').click();
  await expect(page.getByTestId('handover')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('turn-name')).toHaveText('Player 2');
  // Player 1 may sit at the screen by now: Player 2's hand waits behind a cover of its own (issue 20).
  await expect(page.getByTestId('handover-title')).toContainText('Player 2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fixture-panel')).toBeVisible();
  expect(await positionOf(page, 1)).toBe(0);
});

test.describe('on a high-DPI screen', () => {
  test.use({ deviceScaleFactor: 2 });

  test('draws the board at device resolution and follows window resizes', async ({ page }) => {
    await openApp(page);
    await startFixture(page);
    await confirmHandOver(page);
    const canvas = page.getByTestId('board-area').locator('canvas').first();
    const measure = () => canvas.evaluate((c: HTMLCanvasElement) => ({ pixels: c.width, css: c.clientWidth }));
    const before = await measure();
    expect(before.pixels).toBe(before.css * 2);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(async () => (await measure()).css).toBeLessThan(before.css);
    const after = await measure();
    expect(after.pixels).toBe(after.css * 2);
  });
});
