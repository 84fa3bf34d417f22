/**
 * The Scarab scenario's choices on the boards (pure, tested), all read from the legal actions: where a
 * chosen unit can climb on, step or jump off, enter, move inside, exit or throw a grenade inside; what it
 * can shoot (the Scarab, the Main Power Core, units on top or inside); and the Scarab player's steps that
 * are picked on a board (a displaced unit's square, a mortar's square, a reinforcement's Ramp square, a
 * gun's target). A choice's `board` says which board its square is on: the battlefield (none), the
 * interior map ('inside') or the top of the Scarab ('top': -1 its deck, climbed onto or exited to; -2 the
 * Scarab as a target, its outline; n the n-th unit on top).
 */
import { CORE_TARGET, SCARAB_TARGET, type ActionClixAction, type ActionClixView } from '../../../../engines/actionclix';
import type { Choice, Mode, Place } from '../choice';

export type { Place } from '../choice';

export interface Spot {
  readonly board: Place;
  readonly sq: number;
}

/** Where a unit is drawn as a choice: its battlefield or interior square, or its place on top. */
export function spotOfUnit(view: ActionClixView, id: string): Spot {
  const u = view.units.find((x) => x.id === id);
  if (u === undefined) return { board: 'map', sq: -1 };
  if (u.status === 'inside') return { board: 'inside', sq: u.sq };
  if (u.status === 'top') return { board: 'top', sq: view.units.filter((x) => x.status === 'top').indexOf(u) };
  return { board: 'map', sq: u.sq };
}

function at(spot: Spot, c: Omit<Choice, 'sq' | 'board'>): Choice {
  return spot.board === 'map' ? { ...c, sq: spot.sq } : { ...c, sq: spot.sq, board: spot.board };
}

const SCARAB_SPOT: Spot = { board: 'top', sq: -1 };
/** The Scarab as a target: a unit that may both climb on and shoot it gets two different places to click. */
export const SCARAB_TARGET_SPOT: Spot = { board: 'top', sq: -2 };

/** The targets of an attack: the Scarab, the core's two squares, or a unit wherever it stands. */
export function targetChoices(view: ActionClixView, a: Extract<ActionClixAction, { type: 'attack' | 'attackCover' | 'special' | 'specialCover' }>): Choice[] {
  if (a.target === SCARAB_TARGET) return [at(SCARAB_TARGET_SPOT, { role: 'target', action: a, unit: SCARAB_TARGET })];
  if (a.target === CORE_TARGET) return (view.scarab?.interior.core ?? []).map((sq) => at({ board: 'inside', sq }, { role: 'target', action: a, unit: CORE_TARGET }));
  return [at(spotOfUnit(view, a.target), { role: 'target', action: a, unit: a.target })];
}

/** Whether a scenario move fits the order mode (plain moves in 'auto', move-and-attack in 'moveAttack'). */
function fits(attack: boolean, mode: Mode): boolean {
  return attack ? mode === 'moveAttack' : mode === 'auto';
}

/** The choices one scenario order of the chosen unit makes in the current mode (none when it does not fit). */
export function scarabOrderChoices(view: ActionClixView, a: ActionClixAction, mode: Mode): Choice[] {
  switch (a.type) {
    case 'climbOn':
      return fits(a.attack, mode) ? [at(SCARAB_SPOT, { role: 'climb', action: a })] : [];
    case 'exit':
      return fits(a.attack, mode) ? [at(SCARAB_SPOT, { role: 'exit', action: a })] : [];
    case 'stepOff':
    case 'jumpOff':
      return fits(a.attack, mode) ? [{ sq: a.to, role: 'off', action: a }] : [];
    case 'enter':
      return fits(a.attack, mode) ? [at({ board: 'inside', sq: a.to }, { role: 'enter', action: a })] : [];
    case 'moveInside':
      return fits(a.attack, mode) ? [at({ board: 'inside', sq: a.to }, { role: 'move', action: a })] : [];
    case 'grenadeInside':
      return mode === 'grenade' ? [at({ board: 'inside', sq: a.square }, { role: 'grenade', action: a })] : [];
    default:
      return [];
  }
}

/** The order modes scenario actions give a unit (added to the basic game's). */
export function scarabModes(legal: readonly ActionClixAction[], unit: string): Set<Mode> {
  const out = new Set<Mode>();
  for (const a of legal) {
    if (!('unit' in a) || a.unit !== unit) continue;
    if (a.type === 'grenadeInside') out.add('grenade');
    else if ('attack' in a && typeof a.attack === 'boolean') out.add(a.attack ? 'moveAttack' : 'auto');
  }
  return out;
}

/** The Scarab player's steps picked on a board: a displaced unit's square, a mortar, a Ramp square, a gun's target. */
export function scarabStepChoices(view: ActionClixView, legal: readonly ActionClixAction[], gun: 'main' | 'turret', reinforcement: string | null): Choice[] {
  const out: Choice[] = [];
  const arriving = legal.find((a) => a.type === 'scarabReinforce' && (reinforcement === null || a.unit === reinforcement));
  const firing = gunShown(legal, gun);
  for (const a of legal) {
    if (a.type === 'scarabDisplace') out.push({ sq: a.to, role: 'displace', action: a, unit: a.unit });
    else if (a.type === 'scarabMortar') out.push({ sq: a.square, role: 'grenade', action: a });
    else if (a.type === 'scarabReinforce' && arriving !== undefined && 'unit' in arriving && a.unit === arriving.unit) out.push(at({ board: 'inside', sq: a.to }, { role: 'deploy', action: a, unit: a.unit }));
    else if (a.type === 'scarabFire' && a.gun === firing) out.push(at(spotOfUnit(view, a.target), { role: 'target', action: a, unit: a.target }));
  }
  return out;
}

/** The gun whose targets are shown: the chosen one while it may still fire, else the other. */
export function gunShown(legal: readonly ActionClixAction[], gun: 'main' | 'turret'): 'main' | 'turret' | null {
  const guns = new Set(legal.flatMap((a) => (a.type === 'scarabFire' ? [a.gun] : [])));
  return guns.has(gun) ? gun : ([...guns][0] ?? null);
}

/** The hover of the Scarab's body as a target (`hover` is a battlefield square otherwise, -1 none). */
export const SCARAB_HOVER = -2;

/** The Scarab as the chosen unit's target, when it is one now. */
export function scarabTarget(choices: readonly Choice[]): Choice | undefined {
  return choices.find((c) => c.board === 'top' && c.sq === SCARAB_TARGET_SPOT.sq);
}

function onBody(view: ActionClixView, sq: number): boolean {
  return sq >= 0 && view.scarab !== undefined && view.scarab.area.includes(sq);
}

/**
 * What a click on a battlefield square under the Scarab's body means when the chosen unit may attack the
 * Scarab: a unit standing there is still chosen or shot; otherwise the click attacks the Scarab, whose body
 * the player sees there (a move beneath it is left to the choice list and the move-and-attack mode).
 * Undefined: the square is not under the body or the Scarab is no target.
 */
export function bodyChoice(view: ActionClixView, choices: readonly Choice[], sq: number): Choice | undefined {
  if (!onBody(view, sq)) return undefined;
  const target = scarabTarget(choices);
  if (target === undefined) return undefined;
  return choices.find((c) => (c.board ?? 'map') === 'map' && c.sq === sq && c.unit !== undefined) ?? target;
}

/** What the pointer over a battlefield square aims at: the Scarab itself over its body (SCARAB_HOVER), else the square. */
export function hoverAt(view: ActionClixView, choices: readonly Choice[], sq: number): number {
  const c = bodyChoice(view, choices, sq);
  return c !== undefined && c.unit === SCARAB_TARGET ? SCARAB_HOVER : sq;
}
