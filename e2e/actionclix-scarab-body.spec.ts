/**
 * The Scarab's body on the table (issue 21) and Overcharge at it (issue 19), from a save at the attacker's
 * first turn of play: a click on a square under the body says why a unit that may not attack the Scarab
 * cannot (an Energy Sword away from the bases); with a unit that may, the pointer over the body draws the
 * "needs N+" thread and a click shoots the Scarab; the special-attack mode sends a Grunt's Overcharge.
 */
import { expect, test, type Page } from './fixtures';
import { actionclixEngine, type ActionClixOptions, type ActionClixState } from '../engines/actionclix';
import type { Json } from '../engines/core';
import { squareCentre } from '../renderer/games/actionclix/model';
import { aimText, openApp, screenPoint, selectedUnit, uncover } from './drivers/actionclix/e2eDriver';
import { planScarab } from './drivers/actionclix/scarabPolicy';
import { expectMark } from './support/frame';
import { importSave } from './support/launcher';
import { testSave } from './support/saveFile';

const SEED = 'sc-over-1';
// The Grunt last in the force, so the Scarab's guns (scarabPolicy) pick another target in their first turn.
const FORCE = ['master-chief', 'marine-ar', 'elite-sword', 'marine-shotgun', 'grunt-pistol'];
const REINFORCEMENTS = ['grunt-pistol', 'grunt-needler', 'jackal-beam', 'jackal-carbine', 'elite-rifle', 'elite-sword'];

function firstTurnOfPlay(): { options: ActionClixOptions; steps: { seat: number; action: unknown }[]; state: ActionClixState } {
  const parsed = actionclixEngine.parseOptions({ mode: 'scarab', scarab: { power: 'normal', scarabSeat: 1 }, forces: [FORCE, REINFORCEMENTS] }, 2);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const plan = planScarab(parsed.value, SEED, 30);
  const at = plan.findIndex((s) => s.seat === 0 && s.state.turn?.deploy === false);
  const state = plan[at]?.state;
  if (state === undefined) throw new Error('the plan never reaches the attacker\'s turn of play');
  return { options: parsed.value, steps: plan.slice(0, at).map((s) => ({ seat: s.seat, action: s.action })), state };
}

const sqOf = (s: ActionClixState, unit: string): number => s.units.find((u) => u.id === unit && u.status === 'map')?.sq ?? -1;

/** A battlefield square's point on the screen, beside the interior map the Scarab board also shows. */
async function pointOf(page: Page, s: ActionClixState, sq: number): Promise<{ x: number; y: number }> {
  const view = actionclixEngine.view(s, 0);
  if (view.scarab === undefined) throw new Error('not a Scarab game');
  const p = await screenPoint(page, squareCentre(view.width, sq));
  await uncover(page, p);
  return p;
}

async function clickAt(page: Page, s: ActionClixState, sq: number): Promise<void> {
  const p = await pointOf(page, s, sq);
  await page.mouse.click(p.x, p.y);
}

/** Chooses `unit` by clicking its square. */
async function choose(page: Page, s: ActionClixState, unit: string): Promise<void> {
  await clickAt(page, s, sqOf(s, unit));
  await expect.poll(() => selectedUnit(page)).toBe(unit);
}

async function pointAt(page: Page, s: ActionClixState, sq: number): Promise<void> {
  const p = await pointOf(page, s, sq);
  await page.mouse.move(p.x, p.y);
}

test("the Scarab's body: a refused click says why, the thread says what a shot needs, a click shoots, and Overcharge is an attack of its own", async ({ page }) => {
  test.setTimeout(40_000);
  const { options, steps, state } = firstTurnOfPlay();
  const view = actionclixEngine.view(state, 0);
  const area = view.scarab?.area ?? [];
  const occupied = new Set(state.units.filter((u) => u.status === 'map').map((u) => u.sq));
  const legal = actionclixEngine.legalActions(state, 0);
  const swordReach = new Set(legal.flatMap((a) => (a.type === 'move' && a.unit === '0-elite-sword' ? [a.to] : [])));
  // Away from the middle, where the Scarab's deck takes the click of a unit that may climb on.
  const mid = area.reduce((sum, sq) => sum + (sq % view.width), 0) / area.length;
  const body = area.filter((sq) => !occupied.has(sq) && !swordReach.has(sq)).sort((a, b) => Math.abs((b % view.width) - mid) - Math.abs((a % view.width) - mid))[0];
  if (body === undefined) throw new Error('no free square under the body out of the Elite\'s reach');
  expect(legal).toContainEqual({ type: 'special', unit: '0-grunt-pistol', target: 'scarab' });

  await openApp(page);
  await importSave(page, testSave(actionclixEngine, { name: SEED, seed: SEED, players: 2, options: options as unknown as Json, steps, names: ['Ada', 'Bo'], colours: ['#3f8efc', '#e5484d'] }), { ready: 'acx-panel' });
  await page.getByTestId('acx-speed-0').click();
  const atScarab = page.getByTestId('log-line').filter({ hasText: /the Scarab:/ });
  await expect(atScarab).toHaveCount(0);

  // An Energy Sword away from the Scarab's bases: the click on the body is refused, with the reason.
  await choose(page, state, '0-elite-sword');
  await clickAt(page, state, body);
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', 'actionclix/scarab-adjacent-only');

  // The Master Chief may shoot it: the thread over the body says the roll it needs, a click shoots.
  await choose(page, state, '0-master-chief');
  await pointAt(page, state, body);
  await expect.poll(() => aimText(page)).toMatch(/needs \d+\+ on 2d6|hits on any roll|only two 6s hit/);
  await clickAt(page, state, body);
  await expect(atScarab.filter({ hasText: 'Master Chief' })).toHaveCount(1);

  // The Grunt's special-ability attack: its mode, then the body: an Overcharge roll at the Shell.
  await choose(page, state, '0-grunt-pistol');
  await page.getByTestId('acx-mode-special').click();
  await expectMark(page, 'mode', 'special');
  await pointAt(page, state, body);
  await expect.poll(() => aimText(page)).toMatch(/needs \d+\+ on 2d6|hits on any roll|only two 6s hit/);
  await clickAt(page, state, body);
  await expect(atScarab.filter({ hasText: 'Grunt' })).toHaveCount(1);
  await expect(page.getByTestId('game-log')).toContainText(/Grunt.*(hits|misses) the Scarab/);
});
