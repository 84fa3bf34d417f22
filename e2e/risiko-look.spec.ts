/**
 * How the board reads at the three window sizes players use, in English and German: who holds what at a
 * glance (the owner's colour fills each territory), FORGE fitted into the window, the standings in view.
 * Takes the screenshots the look is checked on (test-results/screenshots/risiko-look-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp, passTo, SHOTS, startRisiko } from '../renderer/games/risiko/testing/e2eDriver';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];

async function start(page: Page, language: 'en' | 'de', battlefield: 'forge' | 'the-ring', players: number): Promise<void> {
  await openApp(page);
  if (language === 'de') await page.getByTestId('language-de').click();
  await startRisiko(page, { players, battlefield, seed: 'look', names: NAMES.slice(0, players) });
  await passTo(page);
}

for (const size of SIZES) {
  for (const language of ['en', 'de'] as const) {
    test(`FORGE for 5 at ${size.width} x ${size.height} (${language})`, async ({ page }) => {
      await page.setViewportSize(size);
      await start(page, language, 'forge', 5);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/risiko-look-forge-${size.width}-${language}.png` });
    });
  }
}
