import { expect, test, type Page } from './fixtures';
import { factionCard } from '../engines/risiko';
import { findTurnPlan, saveOf } from './drivers/risiko/plans';
import { stateAfter } from './drivers/risiko/boardCheck';
import { importSave, openApp, passTo, playSteps, SHOTS } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a', '#d9b13b', '#9a62ee'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' };

async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('game-log').textContent()) ?? '';
}

test('a turn of OBJECTIVE on THE RING: skull trade, hero attack, defensive card, conquest, objective, teleporter maneuver, hand-over', async ({ page }) => {
  test.setTimeout(360_000);
  const sc = findTurnPlan();
  const me = NAMES[sc.player] ?? '';
  const defender = NAMES[sc.defender] ?? '';
  await openApp(page);
  await importSave(page, saveOf(sc.seed, 5, OPTIONS, sc.before, NAMES, COLOURS));
  await passTo(page, me);
  await expect(page.getByTestId('risiko-phase')).toHaveText('Reinforcements');
  const hand = page.getByTestId('risiko-cards');
  await expect(hand.locator(`[data-card-id="${sc.traded}"]`)).toBeVisible();
  await page.getByTestId('risiko-legend-toggle').click();
  await page.screenshot({ path: `${SHOTS}/risiko-ring-turn-start-en.png` });
  await page.getByTestId('risiko-legend-toggle').click();

  let heroChecked = false;
  const handOvers = await playSteps(page, sc.turn, {
    battlefield: 'the-ring',
    names: NAMES,
    start: stateAfter(5, OPTIONS, sc.seed, sc.before),
    invasionOrders: true,
    before: async (_i, step) => {
      const a = step.action;
      if (a.type === 'tradeSkulls') await expect(page.getByTestId('risiko-trade-bar')).toBeVisible();
      if (a.type === 'defend' && a.card !== undefined) {
        await expect(page.getByTestId('risiko-prompt')).toContainText(`${defender}, defend`);
        await expect(page.getByTestId(`risiko-defence-card-${a.card}`)).toBeVisible();
        await page.getByTestId(`risiko-defence-card-${a.card}`).click();
        await page.screenshot({ path: `${SHOTS}/risiko-defend-en.png` });
      }
      if (a.type === 'moveIn' && !heroChecked) {
        heroChecked = true;
        const ability = factionCard(sc.defenceCard)?.ability;
        if (ability !== 'silence-attacking-hero') await expect(page.getByTestId('risiko-dice').locator('.rk-die--attack .rk-die-bonus').first()).toContainText('+1');
        await page.screenshot({ path: `${SHOTS}/risiko-conquest-en.png` });
      }
      if (a.type === 'claimObjective') await expect(page.getByTestId('risiko-objective-call')).toBeVisible();
      if (a.type === 'endTurn') await page.screenshot({ path: `${SHOTS}/risiko-maneuver-done-en.png` });
    },
  });

  // To the defender for the first round of the invasion and back; the defender's orders answer the rest.
  // (Before the orders existed this turn also took 2: the later rounds were already forced rolls.)
  expect(handOvers).toBe(2);
  // The next player is called by name; nothing of the previous player's hand or objectives is in the page.
  await expect(page.getByTestId('handover')).toBeVisible();
  const covered = await page.content();
  for (const id of sc.kept) expect(covered).not.toContain(id);
  expect(covered).not.toContain('risiko-card');
  const next = await passTo(page);
  expect(next).not.toContain(me);
  const log = await logText(page);
  expect(log).toContain(`${me} traded 1 card (`);
  expect(log).toMatch(new RegExp(`${defender} played “`));
  expect(log).toContain(`${me} conquered`);
  expect(log).toContain(`${me} completed the objective`);
  expect(log).toMatch(new RegExp(`${me} moved ${sc.maneuver.count} units from .+ to .+\\.`));
  for (const id of sc.kept) await expect(page.locator(`[data-card-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('risiko-public-objectives')).toContainText(me);
});
