/**
 * Playwright helpers for e2e/scarab.spec.ts: set the Scarab scenario up in the launcher, and perform
 * engine actions through the UI the way a person would: the Scarab's steps with the panel's buttons,
 * squares on the battlefield, units and squares on the interior map, and the Scarab itself (its centre
 * takes climbing on, exiting and shots at it) clicked on the canvas, located with the board's own model.
 */
import { expect, type Page } from '@playwright/test';
import { actionclixEngine, type ActionClixAction, type ActionClixView } from '../../../engines/actionclix';
import { squareCentre } from '../../../renderer/games/actionclix/model';
import { SCARAB_TARGET_SPOT, spotOfUnit, type Spot } from '../../../renderer/games/actionclix/scarab/choices';
import { deckSpot, interiorCentre, placementOf, scarabCentre, scarabRing, unitsOnTop } from '../../../renderer/games/actionclix/scarab/read';
import { screenPoint, selectedUnit, settle, serial, uncover } from './e2eDriver';
import { expectMark, markOf } from '../../support/frame';
import { setUpGame } from '../../support/launcher';
import type { ScarabStep } from './scarabPolicy';

export interface ScarabSetup {
  readonly seed: string;
  readonly names?: readonly string[];
  readonly power?: 'normal' | 'heroic';
}

/** Launcher card → two players → the Scarab scenario → power level → names and seed. Start is left to the caller. */
export async function setUpScarab(page: Page, s: ScarabSetup): Promise<void> {
  const picks = ['acx-scenario-scarab', ...(s.power === undefined ? [] : [`acx-power-${s.power}`])];
  await setUpGame(page, { game: 'actionclix', form: 'acx-options', players: 2, picks, ...(s.names ? { names: s.names } : {}), seed: s.seed });
}

function viewOf(step: ScarabStep): ActionClixView {
  return actionclixEngine.view(step.state, step.seat);
}

/** The world point of a spot on any board (the battlefield, the interior, the Scarab's top). */
function worldOf(view: ActionClixView, spot: Spot): { x: number; y: number } {
  const sc = view.scarab;
  if (sc === undefined || spot.board === 'map') return squareCentre(view.width, spot.sq);
  if (spot.board === 'inside') return interiorCentre(view, sc, spot.sq);
  const placement = placementOf(sc, view.width);
  const c = scarabCentre(placement);
  // The target ring is clicked on its right-hand side, the deck at the centre.
  if (spot.sq === SCARAB_TARGET_SPOT.sq) return { x: c.x + scarabRing(sc).rx, y: c.y };
  if (spot.sq < 0) return c;
  return deckSpot(placement, spot.sq, unitsOnTop(view).length);
}

/** Set while a step is played through the keyboard list of choices instead of the canvas. */
let byKeyboard = false;

/** A click on a panel button, or focus and Enter while playing by keyboard. */
async function press(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId);
  if (!byKeyboard) return button.click();
  await button.focus();
  await page.keyboard.press('Enter');
}

async function clickSpot(page: Page, view: ActionClixView, spot: Spot): Promise<void> {
  if (byKeyboard) {
    const button = page.locator(`[data-testid="acx-choices"] button[data-board="${spot.board}"][data-sq="${spot.sq}"]`).first();
    await button.focus();
    await page.keyboard.press('Enter');
    return;
  }
  if (view.scarab === undefined) throw new Error('not a Scarab game');
  const p = await screenPoint(page, worldOf(view, spot));
  await uncover(page, p);
  await page.mouse.click(p.x, p.y);
}

const SCARAB: Spot = { board: 'top', sq: -1 };

/** Chooses the unit (unless it is chosen or fixed) and the order mode in the panel. */
async function order(page: Page, view: ActionClixView, unit: string, mode: string): Promise<void> {
  // The view may still be panning to the units of the player to act (frame/viewport focusAround): a click
  // that chose nothing is made again at the unit's place as the stage now draws it.
  await expect
    .poll(
      async () => {
        if ((await selectedUnit(page)) !== unit) await clickSpot(page, view, spotOfUnit(view, unit));
        return selectedUnit(page);
      },
      { timeout: 8000, intervals: [1500] },
    )
    .toBe(unit);
  if ((await markOf(page, 'mode')) !== mode) await press(page, `acx-mode-${mode}`);
  await expectMark(page, 'mode', mode);
}

/** Where an order's click goes. */
function orderSpot(view: ActionClixView, a: ActionClixAction): Spot {
  switch (a.type) {
    case 'special':
    case 'specialCover':
      return spotOfUnit(view, a.target);
    case 'attack':
    case 'attackCover':
      if (a.target === 'scarab') return SCARAB_TARGET_SPOT;
      if (a.target === 'core') return { board: 'inside', sq: view.scarab?.interior.core[0] ?? -1 };
      return spotOfUnit(view, a.target);
    case 'climbOn':
    case 'exit':
      return SCARAB;
    case 'enter':
    case 'moveInside':
      return { board: 'inside', sq: a.to };
    case 'grenadeInside':
      return { board: 'inside', sq: a.square };
    case 'grenade':
    case 'grenadeCover':
      return { board: 'map', sq: a.square };
    default:
      return { board: 'map', sq: 'to' in a ? a.to : -1 };
  }
}

function modeOf(a: ActionClixAction): string {
  if (a.type === 'moveAttack') return 'moveAttack';
  if (a.type === 'attackCover' || a.type === 'grenadeCover' || a.type === 'special' || a.type === 'specialCover') return a.type;
  if (a.type === 'grenade' || a.type === 'grenadeInside') return 'grenade';
  if ('attack' in a && a.attack === true) return 'moveAttack';
  return 'auto';
}

const BUTTONS: Partial<Record<ActionClixAction['type'], (a: ActionClixAction) => string>> = {
  scarabRoll: () => 'acx-scarab-roll',
  scarabShift: (a) => `acx-scarab-shift-${'dir' in a ? a.dir : ''}`,
  scarabRotate: (a) => `acx-scarab-rotate-${'turn' in a ? a.turn : ''}`,
  scarabHold: (a) => `acx-scarab-hold-${'gun' in a ? a.gun : ''}`,
  pass: () => 'acx-pass',
  endTurn: () => 'acx-end-turn',
};

async function scarabStep(page: Page, view: ActionClixView, a: ActionClixAction): Promise<boolean> {
  if (a.type === 'scarabDisplace' || a.type === 'placeSpawn' || a.type === 'knockback' || a.type === 'cover') {
    await clickSpot(page, view, { board: 'map', sq: a.type === 'placeSpawn' ? a.square : a.to });
  } else if (a.type === 'scarabMortar') {
    await clickSpot(page, view, { board: 'map', sq: a.square });
  } else if (a.type === 'scarabReinforce') {
    const choice = page.getByTestId(`acx-reinforce-${a.unit}`);
    if ((await choice.getAttribute('aria-pressed')) !== 'true') await press(page, `acx-reinforce-${a.unit}`);
    await clickSpot(page, view, { board: 'inside', sq: a.to });
  } else if (a.type === 'scarabFire') {
    const gun = page.getByTestId(`acx-scarab-gun-${a.gun}`);
    if ((await gun.getAttribute('aria-checked')) !== 'true') await press(page, `acx-scarab-gun-${a.gun}`);
    await clickSpot(page, view, spotOfUnit(view, a.target));
  } else if (a.type === 'deploy') {
    if ((await selectedUnit(page)) !== a.unit) await press(page, `acx-deploy-${a.unit}`);
    await expectMark(page, 'unit', a.unit);
    await clickSpot(page, view, { board: 'map', sq: a.to });
  } else return false;
  return true;
}

/**
 * A plain move beneath the Scarab's body by a unit that may also shoot the Scarab: a click there shoots the
 * Scarab (the board's `bodyChoice`), so a person picks such a move in the keyboard list of choices.
 */
function beneathTarget(step: ScarabStep, view: ActionClixView): boolean {
  const a = step.action;
  if (a.type !== 'move' || view.scarab?.area.includes(a.to) !== true) return false;
  return actionclixEngine.legalActions(step.state, step.seat).some((l) => l.type === 'attack' && l.unit === a.unit && l.target === 'scarab');
}

/** One engine action through the UI; `keyboard` picks squares and units in the keyboard list of choices. */
export async function performScarab(page: Page, step: ScarabStep, keyboard = false): Promise<void> {
  byKeyboard = keyboard || beneathTarget(step, viewOf(step));
  const a = step.action;
  const view = viewOf(step);
  const before = await serial(page);
  const button = BUTTONS[a.type];
  if (button !== undefined) await press(page, button(a));
  else if (!(await scarabStep(page, view, a))) {
    if (!('unit' in a)) throw new Error(`no way to perform ${a.type}`);
    const pending = step.state.turn?.pending[0];
    if (pending === undefined || pending.kind === 'knockback') await order(page, view, a.unit, modeOf(a));
    await clickSpot(page, view, orderSpot(view, a));
  }
  await settle(page, before);
}

export async function playScarab(page: Page, steps: readonly ScarabStep[], o: { keyboard?: (s: ScarabStep) => boolean; before?: (i: number, s: ScarabStep) => Promise<void> } = {}): Promise<void> {
  for (const [i, step] of steps.entries()) {
    await o.before?.(i, step);
    await performScarab(page, step, o.keyboard?.(step) === true);
  }
}
