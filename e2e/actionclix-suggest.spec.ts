/**
 * Halo ActionClix: "Deploy all (suggested)" puts the whole force of the seat to deploy on the battlefield
 * in one click, each unit a recorded action of its own (one log line each), and undo takes the last one
 * back. From a save where every spawn point is placed and the first deployment turn begins.
 */
import { expect, test } from './fixtures';
import { actionclixEngine, type ActionClixState } from '../engines/actionclix';
import type { Json } from '../engines/core';
import { defaultOptions } from '../renderer/games/actionclix/forceBuilder';
import { suggestedSpawn } from '../renderer/games/actionclix/suggest';
import { openApp } from './drivers/actionclix/e2eDriver';
import { importSave } from './support/launcher';
import { testSave, type RecordedStep } from './support/saveFile';

const SEED = 'acx-place-all';
const OPTIONS = defaultOptions(2);

/** Every spawn point as suggested, up to the first deployment turn. */
function spawnsPlaced(): { steps: RecordedStep[]; state: ActionClixState } {
  const set = actionclixEngine.setup({ players: 2, options: OPTIONS, seed: SEED });
  if (!set.ok) throw new Error(set.error.code);
  let s = set.value;
  const steps: RecordedStep[] = [];
  while (s.turn === null) {
    const seat = actionclixEngine.activePlayers(s)[0] ?? 0;
    const action = suggestedSpawn(actionclixEngine.view(s, seat), actionclixEngine.legalActions(s, seat), seat);
    if (action === null) throw new Error('no spawn point suggested');
    const r = actionclixEngine.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    steps.push({ seat, action });
    s = r.value.state;
  }
  return { steps, state: s };
}

test('one click deploys the whole force on suggested squares, one log line per unit, after a single suggestion taken back by undo', async ({ page }) => {
  test.setTimeout(40_000);
  const { steps, state } = spawnsPlaced();
  const seat = state.turn?.seat ?? 0;
  const force = state.units.filter((u) => u.seat === seat && u.status === 'force').length;
  expect(force).toBeGreaterThanOrEqual(3);
  await openApp(page);
  const names = ['Ada', 'Bo'];
  await importSave(page, testSave(actionclixEngine, { name: SEED, seed: SEED, players: 2, options: OPTIONS as unknown as Json, steps, names, colours: ['#3f8efc', '#e5484d'] }), { ready: 'acx-panel' });
  await expect(page.getByTestId('turn-name')).toHaveText(names[seat] ?? '');
  const all = page.getByTestId('acx-suggest-all');
  const deploys = page.getByTestId('log-line').filter({ hasText: `${names[seat]} deploys` });
  await expect(all).toContainText(String(force));
  // One suggestion at a time is still there, and a placement is an action like any other: undo takes it back.
  await page.getByTestId('acx-suggest').click();
  await expect(deploys).toHaveCount(1);
  await expect(all).toContainText(String(force - 1));
  await page.getByTestId('undo').click();
  await expect(deploys).toHaveCount(0);
  await expect(all).toContainText(String(force));
  await all.click();
  // Every unit down, each its own action: the engine ends the deployment turn with the last one, the other
  // player deploys next, and undo stops at the hand-over as after any turn.
  await expect(deploys).toHaveCount(force);
  await expect(page.getByTestId('turn-name')).toHaveText(names[1 - seat] ?? '');
  const theirs = state.units.filter((u) => u.seat !== seat && u.status === 'force').length;
  await expect(page.getByTestId('acx-deploy').getByRole('button')).toHaveCount(theirs);
  await expect(page.getByTestId('undo')).toHaveAttribute('data-blocked', /.+/);
});
