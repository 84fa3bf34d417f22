import { expect, test } from './fixtures';
import { findShortGame, saveOf } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { importSave, openApp, playSteps, SHOTS } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben'];
const COLOURS = ['#3b8bff', '#ff4d4d'];
const OPTIONS = { mode: 'one-on-one', battlefield: 'hammer' } as const;

test('the last turns of a ONE-ON-ONE game on HAMMER is played to victory through the board', async ({ page }) => {
  test.setTimeout(120_000);
  // The seed and the moves come from the engine now, so the test follows the rules as they are today. The
  // game opens from a save at the start of the last turn with an attack (the turns before it are other
  // specs' business), and the game is played from there to its end through the board, the screen checked
  // against the engine before every step.
  const game = findShortGame(OPTIONS, 2, 'hammer', 100);
  const lastAttack = game.steps.reduce((last, s, i) => (s.action.type === 'attack' ? i : last), -1);
  const from = game.steps.reduce((last, _s, i) => (i <= lastAttack && game.steps[i - 1]?.action.type === 'endTurn' ? i : last), -1);
  expect(from).toBeGreaterThan(0);
  const before = game.steps.slice(0, from);
  const turn = game.steps.slice(from);
  await openApp(page);
  await importSave(page, saveOf(game.seed, 2, OPTIONS, before, NAMES, COLOURS));
  let shot = false;
  await playSteps(page, turn, {
    battlefield: 'hammer',
    names: NAMES,
    start: stateAfter(2, OPTIONS, game.seed, before),
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
