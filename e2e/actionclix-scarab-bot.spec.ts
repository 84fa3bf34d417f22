/**
 * A person attacking a Hard computer Scarab through the real UI (the bot runs in the bot worker): the
 * game opens from a save at the attacker's turn (the scripted Scarab game of e2e/scarab.spec.ts, cut
 * before the first shot at the Shell), the person shoots the Shell and ends the turn, and the computer
 * plays the Scarab's whole turn by itself (the Event roll, its move, its guns) with no hand-over screen,
 * until the turn comes back to the person (no pacing: e2e/support/computers.ts).
 */
import { actionclixEngine, type ActionClixOptions } from '../engines/actionclix';
import { performScarab } from './drivers/actionclix/scarabDriver';
import { planScarab } from './drivers/actionclix/scarabPolicy';
import { expect, test } from './fixtures';
import { openApp } from './helpers';
import { quickComputers } from './support/computers';
import { importFile } from './support/launcher';
import { testSave } from './support/saveFile';
import { watchCovers } from './support/bots';

const SEED = 'scarab-52';
const OPTIONS = { mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 } } as unknown as ActionClixOptions;
const steps = planScarab(OPTIONS, SEED, 200);
/** The person's first shot at the Shell: the save ends just before it. */
const SHOT = steps.findIndex((s) => s.seat === 0 && s.action.type === 'attack' && s.action.target === 'scarab');

function save() {
  const recorded = steps.slice(0, SHOT).map(({ seat, action }) => ({ seat, action }));
  const made = testSave(actionclixEngine, { name: `Scarab ${SEED}`, seed: SEED, players: 2, options: OPTIONS as never, steps: recorded, names: ['Ada', 'Computer 2'], colours: ['#3d8fe0', '#e0483d'] });
  return { ...made, seats: made.seats.map((seat, i) => (i === 1 ? { ...seat, computer: { level: 'hard' } } : seat)) };
}

test('a person attacking a Hard computer Scarab: the Scarab’s turn plays itself and the turn comes back', async ({ page }) => {
  // Well under 40 s on an idle machine; the margin is for a loaded one (as in actionclix-bots.spec.ts).
  test.setTimeout(90_000);
  expect(SHOT).toBeGreaterThan(0);
  await quickComputers(page, { budgetMs: 100 });
  await openApp(page);
  await importFile(page, 'scarab.halosave.json', JSON.stringify(save()));
  await expect(page.getByTestId('acx-scarab-dials')).toBeVisible({ timeout: 30_000 });
  const covers = await watchCovers(page);
  await expect(page.getByTestId('turn-name')).toHaveText('Ada');
  const log = page.getByTestId('game-log');
  const step = steps[SHOT];
  if (step === undefined) throw new Error('no shot at the Shell in the plan');
  await performScarab(page, step);
  const hit = step.events.some((e) => e.type === 'scarabHit');
  await expect(log).toContainText(hit ? 'hits the Scarab' : 'misses');
  const eventClick = await page.getByTestId('acx-dial-event').getAttribute('data-click');
  await page.getByTestId('acx-end-turn').click();
  // The computer's Scarab turn: the roll on the Event dial, then the rest, and the turn is the person's again.
  await expect(log).toContainText('The Scarab rolls', { timeout: 30_000 });
  await expect(page.getByTestId('turn-name')).toHaveText('Ada', { timeout: 30_000 });
  await expect(page.getByTestId('computer-bar')).toHaveCount(0);
  await expect(page.getByTestId('acx-end-turn')).toBeVisible();
  await expect(page.getByTestId('acx-dial-event')).not.toHaveAttribute('data-click', String(eventClick));
  expect(await covers()).toBe(0);
});
