import { expect, test, type Page } from './fixtures';
import { findShortGame, saveOf } from './drivers/risiko/plans';
import { importSave, openApp, passTo, SHOTS, startRisiko } from './drivers/risiko/e2eDriver';

/**
 * The Halo look at the three window sizes players use, in both languages: launcher, setup form, game frame
 * and victory screen. With E2E_SHOTS=1 each screenshot lands in test-results/screenshots/look-<screen>-<size>-<lang>.png
 * to be checked by eye; the assertions hold what must never break (Start in view, no native select).
 */
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

const NAMES = ['Ana', 'Ben'];
const COLOURS = ['#3b8bff', '#ff4d4d'];

async function inView(page: Page, testId: string): Promise<void> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize();
  expect(box, testId).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${testId} ends inside the window`).toBeLessThanOrEqual(viewport?.height ?? 0);
}

/** Each window size in turn on the same page (a resize re-lays the screen out as a fresh load would). */
async function atEverySize(page: Page, look: (tag: string, size: (typeof SIZES)[number]) => Promise<unknown>, lang: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await look(`${size.width}x${size.height}-${lang}`, size);
  }
}

// Each test looks at three window sizes on one page (one load instead of three): three screens' time.
test.describe.configure({ timeout: 90_000 });

for (const lang of ['en', 'de'] as const) {
  test.describe(`the Halo look in ${lang}`, () => {
    test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US' });

    test('launcher and setup at three sizes', async ({ page }) => {
      await openApp(page);
      await atEverySize(page, (tag) => page.screenshot({ path: `${SHOTS}/look-launcher-${tag}.png` }), lang);
      await page.getByTestId('game-card-risiko').click();
      await page.getByTestId('player-count-4').click();
      await expect(page.getByTestId('setup-form').locator('select')).toHaveCount(0);
      await atEverySize(
        page,
        async (tag, size) => {
          if (size.height >= 900) {
            // Five players, the tallest form, fits the window whole: nothing to scroll, Start in view.
            await page.getByTestId('player-count-5').click();
            await inView(page, 'start-game');
            const main = page.locator('.launcher-main');
            expect(await main.evaluate((el) => el.scrollHeight - el.clientHeight), `the five-seat form scrolls at ${tag}`).toBeLessThanOrEqual(0);
            await page.getByTestId('player-count-4').click();
          }
          await page.screenshot({ path: `${SHOTS}/look-setup-${tag}.png` });
        },
        lang,
      );
    });

    test('game frame at three sizes', async ({ page }) => {
      await openApp(page);
      await startRisiko(page, { players: 3, mode: 'objective', battlefield: 'the-ring', seed: 'look', names: ['Ana', 'Ben', 'Cem'] });
      await passTo(page);
      await atEverySize(page, (tag) => page.screenshot({ path: `${SHOTS}/look-frame-${tag}.png` }), lang);
    });
  });
}

test.describe('the victory screen', () => {
  const game = findShortGame({ mode: 'one-on-one', battlefield: 'hammer' }, 2, 'hammer', 100);
  for (const lang of ['en', 'de'] as const) {
    test(`at three sizes (${lang})`, async ({ page }) => {
      await openApp(page);
      if (lang === 'de') await page.getByTestId('language-de').click();
      await importSave(page, saveOf(game.seed, 2, { mode: 'one-on-one', battlefield: 'hammer' }, game.steps, NAMES, COLOURS));
      await atEverySize(
        page,
        async (tag) => {
          await expect(page.getByTestId('outcome')).toBeVisible();
          await expect(page.getByTestId('outcome-winners')).toContainText(NAMES[game.winner] ?? '?');
          await expect(page.getByTestId('outcome-stats-row')).toHaveCount(2);
          await expect(page.getByTestId('outcome-chart')).toBeVisible();
          await page.screenshot({ path: `${SHOTS}/look-victory-${tag}.png` });
        },
        lang,
      );
    });
  }
});

test('the victory screen tells how the game went and replays it step by step', async ({ page }) => {
  test.setTimeout(90_000); // the whole game is replayed for the victory screen's statistics
  const game = findShortGame({ mode: 'one-on-one', battlefield: 'hammer' }, 2, 'hammer', 100);
  await openApp(page);
  await importSave(page, saveOf(game.seed, 2, { mode: 'one-on-one', battlefield: 'hammer' }, game.steps, NAMES, COLOURS));
  const winner = NAMES[game.winner] ?? '?';
  // The winner's row: conquests add up to at least the territories taken from the loser.
  const rows = page.getByTestId('outcome-stats-row');
  await expect(rows.nth(game.winner)).toContainText(winner);
  await expect(page.getByTestId('outcome-winners')).toHaveCSS('color', game.winner === 0 ? 'rgb(59, 139, 255)' : 'rgb(255, 77, 77)');
  await page.getByTestId('outcome-replay').click();
  await expect(page.getByTestId('outcome')).toHaveCount(0);
  await expect(page.getByTestId('replay-step')).toHaveText(`Move 0 of ${game.steps.length}`);
  // Before Play the log already shows how the game began (the engine's opening lines).
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-step')).toHaveText(`Move 1 of ${game.steps.length}`);
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay-step')).toHaveText(`Move ${game.steps.length} of ${game.steps.length}`);
  await page.screenshot({ path: `${SHOTS}/look-replay-1440x900-en.png` });
  await page.getByTestId('replay-close').click();
  await expect(page.getByTestId('outcome')).toBeVisible();
  await page.getByTestId('outcome-final-turn').click();
  const step = (await page.getByTestId('replay-step').textContent()) ?? '';
  const at = Number(/\d+/.exec(step)?.[0]);
  expect(at).toBeGreaterThan(0);
  expect(at).toBeLessThan(game.steps.length);
});
