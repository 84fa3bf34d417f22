import { expect, test } from './fixtures';
import { findShortGame } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { openApp, playSteps, SHOTS, startRisiko } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben'];

test('a ONE-ON-ONE game on HAMMER is played to victory through the board', async ({ page }) => {
  test.setTimeout(600_000);
  // The seed and the moves come from the engine now, so the test follows the rules as they are today.
  // A short whole game (about 70 actions) keeps this test near two minutes on two busy cores.
  const game = findShortGame({ mode: 'one-on-one', battlefield: 'hammer' }, 2, 'hammer', 100);
  await openApp(page);
  await startRisiko(page, { players: 2, mode: 'one-on-one', battlefield: 'hammer', seed: game.seed, names: NAMES });
  let shot = false;
  await playSteps(page, game.steps, {
    battlefield: 'hammer',
    names: NAMES,
    start: stateAfter(2, { mode: 'one-on-one', battlefield: 'hammer' }, game.seed, []),
    standingOrders: true,
    before: async (_i, step) => {
      if (!shot && step.action.type === 'attack') {
        shot = true;
        await page.screenshot({ path: `${SHOTS}/risiko-hammer-en.png` });
      }
    },
  });
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-winners')).toContainText(NAMES[game.winner] ?? '?');
  await page.screenshot({ path: `${SHOTS}/risiko-hammer-victory-en.png` });
});
