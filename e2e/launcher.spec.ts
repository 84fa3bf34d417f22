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

test('the sticky Start never covers the seed field a player tabs into', async ({ page }) => {
  // The tallest form (Risiko, five seats) in the smallest window scrolls, and Start rides on a band at its
  // bottom. A player who scrolled the open seed field down to that band and tabs into it must see it.
  await page.setViewportSize({ width: 1024, height: 700 });
  await openApp(page);
  await page.getByTestId('game-card-risiko').click();
  await page.getByTestId('player-count-5').click();
  const advanced = page.getByTestId('setup-advanced');
  await advanced.locator('summary').click();
  const seed = page.getByTestId('seed-input');
  await expect(seed).toBeVisible();
  const band = await page.locator('.setup-start').boundingBox();
  expect(band).not.toBeNull();
  // Scroll so the field's middle sits 12 px above the band's bottom: under the band, yet inside the scroller.
  await page.locator('.launcher-main').evaluate((main, bandBottom) => {
    const field = main.querySelector('[data-testid="seed-input"]') as HTMLElement;
    const box = field.getBoundingClientRect();
    main.scrollTop += box.top + box.height / 2 - (bandBottom - 12);
  }, (band?.y ?? 0) + (band?.height ?? 0));
  const covered = await seed.evaluate((field) => {
    const box = field.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== field;
  });
  expect(covered, 'the field lies under the band before it is focused').toBe(true);
  await advanced.locator('summary').focus();
  await page.keyboard.press('Tab');
  await expect(seed).toBeFocused();
  const top = await seed.evaluate((field) => {
    const box = field.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === field;
  });
  expect(top, 'the focused seed field is drawn above the Start band').toBe(true);
});
