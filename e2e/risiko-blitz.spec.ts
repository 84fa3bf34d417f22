/**
 * "Keep attacking" (panel/BlitzOrders.tsx): one click sends the same invasion again and again with the most
 * dice until the territory falls, the source is down to the units to keep, or a person must decide. The
 * game is opened where the policy's first attack is about to be declared (a save the frame replays).
 */
import { expect, test, type Page } from './fixtures';
import { risikoEngine, type RisikoState } from '../engines/risiko';
import { game, apply } from '../renderer/games/risiko/testing/games';
import { policySteps, saveOf, type Step } from './drivers/risiko/plans';
import { badgeUnits, clickTerritory, importSave, openApp, passTo, SHOTS } from './drivers/risiko/e2eDriver';

const NAMES = ['Ana', 'Ben', 'Cy'];
const COLOURS = ['#3d8fe0', '#e0483d', '#4fb85a'];
const OPTIONS = { mode: 'objective', battlefield: 'the-ring' } as const;
const SEED = 'flow';

const battleLines = (log: string) => log.split(/(?<=\.)/).filter((l) => / loses (no unit|\d+ units?)/.test(l)).length;

/**
 * The moment of the policy's first attack declaration (its index in `steps` and the state before it), and
 * there the invasion with the strongest defence the attacker may declare: a target of 3 or more units
 * cannot fall in one battle, so the blitz must roll more than once.
 */
function firstAttack(steps: readonly Step[]): { index: number; seat: number; from: string; to: string; before: RisikoState } {
  let s: RisikoState = game(3, OPTIONS, SEED);
  for (const [index, step] of steps.entries()) {
    if (step.action.type === 'attack') {
      const shown = risikoEngine.view(s, step.seat).territories;
      const attacks = risikoEngine.legalActions(s, step.seat).flatMap((a) => (a.type === 'attack' && a.card === undefined && (shown[a.from]?.units ?? 0) > 2 ? [a] : []));
      const strongest = attacks.sort((a, b) => (shown[b.to]?.units ?? 0) - (shown[a.to]?.units ?? 0) || (shown[b.from]?.units ?? 0) - (shown[a.from]?.units ?? 0))[0];
      if (strongest === undefined) throw new Error('no attack to declare');
      return { index, seat: step.seat, from: strongest.from, to: strongest.to, before: s };
    }
    s = apply(s, step.action, step.seat);
  }
  throw new Error('no attack in the steps');
}

async function logText(page: Page): Promise<string> {
  return (await page.getByTestId('game-log').textContent()) ?? '';
}

test('keep attacking rolls battle after battle from one click until the territory falls or the source is down to the units kept', async ({ page }) => {
  test.setTimeout(120_000);
  const steps = policySteps(OPTIONS, 3, SEED, 60);
  const attack = firstAttack(steps);
  const attacker = attack.seat;
  const shown = risikoEngine.view(attack.before, attacker).territories;
  expect(shown[attack.from]?.units ?? 0, 'the source can attack more than once').toBeGreaterThan(2);
  expect(shown[attack.to]?.units ?? 0, 'the target cannot fall in one battle').toBeGreaterThan(2);
  const defender = shown[attack.to]?.owner;
  await openApp(page);
  await importSave(page, saveOf(SEED, 3, OPTIONS, steps.slice(0, attack.index), NAMES, COLOURS));
  await passTo(page, NAMES[attacker]);
  await clickTerritory(page, 'the-ring', attack.from);
  await clickTerritory(page, 'the-ring', attack.to);
  await expect(page.getByTestId('risiko-attack-setup')).toHaveAttribute('data-to', attack.to);
  const orders = page.getByTestId('risiko-blitz-orders');
  await expect(orders).toBeVisible();
  await expect(page.getByTestId('risiko-blitz-leave-value')).toHaveText('1');
  await expect(page.getByTestId('risiko-blitz')).toHaveText('Keep attacking until won or 1 unit left');
  await page.screenshot({ path: `${SHOTS}/risiko-blitz-orders-en.png` });
  expect(battleLines(await logText(page))).toBe(0);

  await page.getByTestId('risiko-blitz').click();
  // The blitz stops where a person must act: the attacker's move-in after a conquest, a hand-over screen for
  // a defender who holds a card to play, or the attacker again once the source is down to the unit kept.
  const stopped = async (): Promise<string> => {
    if (await page.getByTestId('risiko-move-in-go').isVisible()) return 'conquered';
    if (await page.getByTestId('handover').isVisible()) return 'handed over';
    return (await badgeUnits(page, 'the-ring', attack.from)) === 1 ? 'down to one' : 'running';
  };
  await expect.poll(stopped, { timeout: 30_000 }).not.toBe('running');
  const end = await stopped();
  const battles = battleLines(await logText(page));
  expect(battles).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/risiko-blitz-after-en.png` });
  const conquered = end === 'conquered';
  const handedOver = end === 'handed over';
  // A defender loses at most 2 units a battle: a target of 3 or more falls only after several battles from one click.
  if (end === 'conquered') expect(battles, 'battles rolled from one click').toBeGreaterThan(1);
  if (conquered) await expect(page.getByTestId('game-log')).toContainText(`${NAMES[attacker]} conquered`);
  if (handedOver && typeof defender === 'number') await expect(page.getByTestId('handover-title')).toContainText(NAMES[defender] ?? '');
  expect(risikoEngine.activePlayers(attack.before)).toEqual([attacker]);
});
