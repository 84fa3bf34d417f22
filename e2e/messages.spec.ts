/** What the player reads: a message stays on its screen, a refusal fades, no code and no raw key is shown. */
import { expect, test } from './fixtures';
import { confirmHandOver, openApp, startFixture } from './helpers';

test('an undo refusal stays in the game: the launcher and the next setup start without it', async ({ page }) => {
  await openApp(page);
  await startFixture(page);
  await confirmHandOver(page);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', /^core\/undo-/);
  await page.getByTestId('quit').click();
  await expect(page.getByTestId('launcher')).toBeVisible();
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await page.getByTestId('game-card-fixture').click();
  await expect(page.getByTestId('start-game')).toBeVisible();
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
});

test('a refusal fades by itself, and shows no code', async ({ page }) => {
  await openApp(page);
  await startFixture(page);
  await confirmHandOver(page);
  await page.getByTestId('undo').click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-fades', 'true');
  await expect(page.getByTestId('error-message')).not.toContainText('/');
  await expect(banner).toHaveCount(0, { timeout: 12_000 });
});

test('a save for one player in a game for two to four is refused with a clear message, and nothing opens', async ({ page }) => {
  await openApp(page);
  const save = {
    format: 'halo-tabletop/save',
    formatVersion: 1,
    name: 'Alone',
    savedAt: '2026-11-22T10:00:00.000Z',
    seats: [{ name: 'Solo', color: '#3d8fe0' }],
    record: { format: 'halo-tabletop/record', engine: 'fixture', engineVersion: 1, players: 1, options: { trackLength: 10 }, seed: 's', actions: [] },
  };
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-save').click();
  await (await chooser).setFiles({ name: 'alone.halosave.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(save)) });
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'core/player-count');
  await expect(page.getByTestId('error-message')).toHaveText('This game needs 2 to 4 players, not 1.');
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});
