/**
 * The Halo TCG table at three window sizes in both languages, mid-game with minions, a company with borne
 * cards and a hand: at 1024 × 700 the table is fitted at about half size and its cards are drawn in large
 * print; P folds the panel for more room. Screenshots for a person to look at.
 */
import { expect, test, type Page } from './fixtures';
import { openApp, shot } from './helpers';
import { handOver, playStep, startHalo } from './drivers/halotcg/e2eDriver';
import { planGame } from './drivers/halotcg/plan';

const SIZES = [
  [1024, 700],
  [1440, 900],
  [1920, 1080],
] as const;

async function sizes(page: Page, tag: string): Promise<void> {
  await page.mouse.move(2, 2);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, `halotcg-${tag}-${w}x${h}`);
  }
}

test('the table mid-game at three sizes in both languages, and at 1024 × 700 with the panel folded', async ({ page }) => {
  // Seed e2e-926 reaches its first assignment later than the earlier seed did: more steps before the shots.
  test.setTimeout(240_000);
  const decks = ['chief-vs-covenant', 'fred-vs-flood'];
  const plan = planGame('e2e-926', 2, decks);
  // Up to the first assignment of the game (minions out, Mobuto defending twice).
  const upTo = plan.at.defenderPlus ?? 0;
  expect(upTo).toBeGreaterThan(0);
  await openApp(page);
  await startHalo(page, { players: 2, seed: plan.seed, names: ['Ana', 'Ben'], decks });
  for (const s of plan.steps.slice(0, upTo + 1)) await playStep(page, s);
  await handOver(page);
  await expect(page.getByTestId('halotcg-fightbox')).toBeVisible();
  await sizes(page, 'table-en');
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('halotcg-rules-open')).toHaveText('Regeln');
  await sizes(page, 'table-de');
  await page.getByTestId('language-en').click();
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.keyboard.press('p');
  await expect(page.getByTestId('frame-side')).toBeHidden();
  await shot(page, 'halotcg-table-folded-1024x700');
  await page.keyboard.press('p');
  await expect(page.getByTestId('frame-side')).toBeVisible();
});
