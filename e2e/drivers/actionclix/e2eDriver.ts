/**
 * Playwright helpers for e2e/actionclix.spec.ts: set a game up from the launcher (with the force
 * builder), click squares on the canvas (located with the board's own model and the stage's zoom and pan), and
 * perform engine actions through the UI the way a person would: choose the unit on the board, pick the
 * order in the panel, click the square or target, or use the panel's buttons and the keyboard list.
 */
import { expect, type Page } from '@playwright/test';
import { BATTLEFIELD_SHAPE, TILE_SIZE, type ActionClixAction, type ActionClixState } from '../../../engines/actionclix';
import { squareCentre } from '../../../renderer/games/actionclix/model';
import type { Step } from '../../../renderer/games/actionclix/testing/policy';
import { expectMark, markOf, serial, settle } from '../../support/frame';
import { setUpGame, startGame } from '../../support/launcher';
import { readStages, stagePoint, uncover as uncoverTray, type Point } from '../../support/stage';

export { openApp } from '../../support/launcher';
export { serial, settle } from '../../support/frame';

export interface AcxSetup {
  readonly players: number;
  readonly seed: string;
  readonly battlefield?: 'standard' | 'quick' | 'large';
  readonly teams?: 'none' | 'pairs';
  readonly names?: readonly string[];
}

/** Launcher card → options (players, battlefield, teams, names, seed). Start is left to the caller. */
export async function setUp(page: Page, s: AcxSetup): Promise<void> {
  const picks = [s.battlefield === undefined ? null : `acx-battlefield-${s.battlefield}`, s.teams === undefined ? null : `acx-teams-${s.teams}`].filter((p) => p !== null);
  await setUpGame(page, { game: 'actionclix', form: 'acx-options', players: s.players, picks, ...(s.names ? { names: s.names } : {}), seed: s.seed });
}

export const start = (page: Page): Promise<void> => startGame(page, { error: 'acx-options-error', ready: 'acx-panel' });

/**
 * Screen position of a world point under the stage's zoom and pan as they are (in a small window the frame
 * fits only the part of the board where the action is: board/focus.ts, scarab/focus.ts).
 */
export const screenPoint = (page: Page, p: Point): Promise<Point> => stagePoint(page, p);

/** Screen position of a square's centre under the stage's zoom and pan. */
export async function squarePoint(page: Page, state: ActionClixState, sq: number): Promise<{ x: number; y: number }> {
  return screenPoint(page, squareCentre(BATTLEFIELD_SHAPE[state.options.battlefield].cols * TILE_SIZE, sq));
}

/** Closes the dice tray when it covers the point (a click skips the roll, the next closes it). */
export const uncover = (page: Page, p: Point): Promise<void> => uncoverTray(page, p, 'acx-dice');

export async function clickSquare(page: Page, state: ActionClixState, sq: number): Promise<void> {
  const p = await squarePoint(page, state, sq);
  await uncover(page, p);
  await page.mouse.click(p.x, p.y);
}

/** The unit the board has chosen (the frame's test mark), '' for none. */
export async function selectedUnit(page: Page): Promise<string> {
  return (await markOf(page, 'unit')) ?? '';
}

const MODE_OF: Partial<Record<ActionClixAction['type'], string>> = { move: 'auto', attack: 'auto', moveAttack: 'moveAttack', attackCover: 'attackCover', grenade: 'grenade', grenadeCover: 'grenadeCover', special: 'special', specialCover: 'specialCover' };

/** What the board has chosen (unit and mode) and whether the panel's button for `mode` is there and pressed, in one read. */
async function chosen(page: Page, mode: string): Promise<{ unit: string; mode: string; button: 'none' | 'on' | 'off' }> {
  return page.evaluate((m) => {
    const sync = document.querySelector('[data-testid="test-mark"]');
    const button = document.querySelector(`[data-testid="acx-mode-${m}"]`);
    return { unit: sync?.getAttribute('data-unit') ?? '', mode: sync?.getAttribute('data-mode') ?? '', button: button === null ? 'none' : button.getAttribute('aria-checked') === 'true' ? 'on' : 'off' };
  }, mode);
}

/** Chooses the unit on the board (unless a pending step fixed it) and the order mode in the panel. */
async function order(page: Page, state: ActionClixState, unit: string, mode: string): Promise<void> {
  const u = state.units.find((x) => x.id === unit);
  if (u === undefined) throw new Error(`unknown unit ${unit}`);
  let now = await chosen(page, mode);
  if (now.unit !== unit) {
    await clickSquare(page, state, u.sq);
    await expectMark(page, 'unit', unit);
    // The panel (its order buttons) follows the board one frame later (frame/useAfterPaint): read it once it shows this unit.
    await expect(page.getByTestId('acx-panel')).toHaveAttribute('data-unit', unit);
    now = await chosen(page, mode);
  }
  if (now.button === 'off') await page.getByTestId(`acx-mode-${mode}`).click();
  if (now.mode !== mode) await expectMark(page, 'mode', mode);
}

function targetSquare(state: ActionClixState, a: ActionClixAction): number {
  if (a.type === 'attack' || a.type === 'attackCover' || a.type === 'special' || a.type === 'specialCover') return state.units.find((u) => u.id === a.target)?.sq ?? -1;
  if ('to' in a) return a.to;
  if ('square' in a) return a.square;
  return -1;
}

/** One engine action through the UI; `keyboard` uses the focusable list of choices instead of the canvas. */
export async function perform(page: Page, step: Step, keyboard = false): Promise<void> {
  const { action: a, state } = step;
  const before = await serial(page);
  const pick = async (sq: number, role: string) => {
    if (!keyboard) return clickSquare(page, state, sq);
    const button = page.getByTestId(`acx-choice-${role}-${sq}`);
    await button.focus();
    await page.keyboard.press('Enter');
  };
  switch (a.type) {
    case 'placeSpawn':
      await pick(a.square, 'spawn');
      break;
    case 'knockback':
      await pick(a.to, 'knockback');
      break;
    case 'cover':
      await pick(a.to, 'cover');
      break;
    case 'deploy':
      if ((await selectedUnit(page)) !== a.unit) await page.getByTestId(`acx-deploy-${a.unit}`).click();
      await expectMark(page, 'unit', a.unit);
      await pick(a.to, 'deploy');
      break;
    case 'move':
    case 'moveAttack':
    case 'attack':
    case 'attackCover':
    case 'grenade':
    case 'grenadeCover':
    case 'special':
    case 'specialCover':
      await order(page, state, a.unit, MODE_OF[a.type] ?? 'auto');
      await pick(targetSquare(state, a), 'target' in a ? 'target' : a.type.startsWith('grenade') ? 'grenade' : 'move');
      break;
    case 'pass':
      await page.getByTestId('acx-pass').click();
      break;
    case 'endTurn':
      await page.getByTestId('acx-end-turn').click();
      break;
    case 'upgrade':
      await order(page, state, a.unit, 'auto');
      await page.getByTestId(`acx-upgrade-${a.into}-${a.spend}`).click();
      break;
    case 'swap':
      await order(page, state, a.unit, 'auto');
      await page.getByTestId(`acx-swap-${a.into}`).click();
      break;
    case 'respawn':
      await page.getByTestId(`acx-respawn-unit-${a.unit}`).click();
      await page.getByTestId(`acx-respawn-into-${a.into}`).click();
      await page.getByTestId(`acx-respawn-at-${a.spawn}`).click();
      break;
  }
  await settle(page, before);
}

export async function playSteps(page: Page, steps: readonly Step[], o: { keyboardEvery?: number; before?: (i: number, s: Step) => Promise<void> } = {}): Promise<void> {
  for (const [i, step] of steps.entries()) {
    await o.before?.(i, step);
    await perform(page, step, o.keyboardEvery !== undefined && i % o.keyboardEvery === 0);
  }
}

/** Chooses the attacker and points at its target (the board then draws the line of fire and its label). */
export async function hoverTarget(page: Page, step: Step): Promise<void> {
  const a = step.action;
  if (a.type !== 'attack' && a.type !== 'attackCover') return;
  await order(page, step.state, a.unit, MODE_OF[a.type] ?? 'auto');
  const p = await squarePoint(page, step.state, targetSquare(step.state, a));
  await uncover(page, p);
  await page.mouse.move(p.x, p.y);
}

/** The texts the aim layer draws (labels over the hovered square), read from the Konva stage. */
export async function aimText(page: Page): Promise<string> {
  return readStages(page, (stages) => stages.flatMap((s) => s.find('Label').flatMap((l) => l.getText?.().text?.() ?? [])).join(' | '), null);
}
