import { expect, test } from './fixtures';
import { openApp, shot, storedSetting } from './helpers';

test.describe('launcher in English', () => {
  test('shows the registered game with its players and modes, and no Continue yet', async ({ page }) => {
    await openApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const card = page.getByTestId('game-card-fixture');
    await expect(card).toContainText('Fixture Race');
    await expect(card).toContainText('2–4 players');
    await expect(card).toContainText('Race');
    await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible();
    await expect(page.getByTestId('continue-card')).toHaveCount(0);
    await expect(page.getByTestId('language-en')).toHaveAttribute('aria-checked', 'true');
    await shot(page, 'launcher-en');
  });

  test('opens the setup with translated default names and distinct colours', async ({ page }) => {
    await openApp(page);
    await page.getByTestId('game-card-fixture').click();
    await expect(page.getByTestId('seat-name-0')).toHaveValue('Player 1');
    await expect(page.getByTestId('seat-name-1')).toHaveValue('Player 2');
    await page.getByTestId('player-count-4').click();
    await expect(page.getByTestId('seat-name-3')).toHaveValue('Player 4');
    await expect(page.getByTestId('player-count-5')).toHaveCount(0);
    // Taking a colour another seat has swaps the two.
    await page.getByTestId('seat-color-0-red').click();
    await expect(page.getByTestId('seat-color-0-red')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('seat-color-1-blue')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('fixture-track-20')).toHaveAttribute('aria-checked', 'true');
    await shot(page, 'setup-en');
  });
});

test.describe('launcher on a German system', () => {
  test.use({ locale: 'de-DE' });

  test('starts in German', async ({ page }) => {
    await openApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Spiel wählen' })).toBeVisible();
    const card = page.getByTestId('game-card-fixture');
    await expect(card).toContainText('Test-Rennen');
    await expect(card).toContainText('2–4 Spieler');
    await expect(page.getByTestId('import-save')).toContainText('Spielstand importieren');
    await shot(page, 'launcher-de');
    await card.click();
    await expect(page.getByTestId('seat-name-0')).toHaveValue('Spieler 1');
    await shot(page, 'setup-de');
  });

  test('keeps English after a reload once English was chosen', async ({ page }) => {
    await openApp(page);
    await page.getByTestId('language-en').click();
    await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible();
    await expect.poll(() => storedSetting(page, 'language')).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('switches language at once and still has it after a reload', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('language-de').click();
  await expect(page.getByRole('heading', { name: 'Spiel wählen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect.poll(() => storedSetting(page, 'language')).toBe('de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Spiel wählen' })).toBeVisible();
  await expect(page.getByTestId('language-de')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible();
  await expect.poll(() => storedSetting(page, 'language')).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose a game' })).toBeVisible();
});
