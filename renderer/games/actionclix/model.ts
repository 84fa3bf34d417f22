/**
 * The board's pure model: square geometry in world units, square names, and what a selection offers
 * (the choices drawn as highlights and listed for the keyboard), all read from the engine's view and
 * legal actions. Nothing here decides legality: every choice is one of the legal actions.
 */
import type { GameError } from '../../../engines/core';
import { MODES, type Choice, type Mode, type Place } from './choice';
import { scarabModes, scarabOrderChoices, scarabStepChoices, spotOfUnit, targetChoices } from './scarab/choices';
import { geoFor, traceLine, CLEAR, WALL, grenadeDefense, distance, rosterUnit, AERIAL_LIMIT, type ActionClixAction, type ActionClixView, type Geo, type UnitView } from '../../../engines/actionclix';

export { MODES, type Choice, type Mode, type Role } from './choice';

/** Side of a square in world units, and the margin around the battlefield for the coordinates. */
export const CELL = 40;
export const PAD = 22;

export function geoOfView(view: ActionClixView): Geo {
  return geoFor(view.options.battlefield, view.options.tiles);
}

export function worldSize(view: Pick<ActionClixView, 'width' | 'height'>): { width: number; height: number } {
  return { width: view.width * CELL + 2 * PAD, height: view.height * CELL + 2 * PAD };
}

/** World position of a square's centre. */
export function squareCentre(width: number, sq: number): { x: number; y: number } {
  const x = sq % width;
  const y = Math.floor(sq / width);
  return { x: PAD + x * CELL + CELL / 2, y: PAD + y * CELL + CELL / 2 };
}

/** The square under a world point, or -1 off the battlefield. */
export function squareAt(width: number, height: number, px: number, py: number): number {
  const x = Math.floor((px - PAD) / CELL);
  const y = Math.floor((py - PAD) / CELL);
  return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
}

/** A column's letters: A to Z, then AA, AB… (the large battlefield is 36 columns wide). */
export function columnName(x: number): string {
  const letter = (k: number): string => String.fromCharCode(65 + k);
  return x < 26 ? letter(x) : `${letter(Math.floor(x / 26) - 1)}${letter(x % 26)}`;
}

/** A square's name as on a chess board: column letters A.. and row number from 1 at the top ("C5", "AD12"). */
export function squareName(width: number, sq: number): string {
  return `${columnName(sq % width)}${Math.floor(sq / width) + 1}`;
}

export interface Selection {
  readonly unit: string | null;
  readonly mode: Mode;
  /** The Scarab's gun whose targets are shown, and the reinforcement placed next (Scarab scenario). */
  readonly gun?: 'main' | 'turret';
  readonly reinforcement?: string | null;
}

type UnitAction = Extract<ActionClixAction, { unit: string }>;
const UNIT_ORDERS = new Set(['move', 'moveAttack', 'attack', 'attackCover', 'grenade', 'grenadeCover', 'special', 'specialCover', 'climbOn', 'stepOff', 'jumpOff', 'enter', 'exit', 'moveInside', 'grenadeInside']);

/** Free actions a unit may take after its order too (the panel offers them for the chosen unit). */
const FREE = new Set(['upgrade', 'swap']);

/**
 * The legal list read once per list (the list is a new array after every action, so a WeakMap keyed by it
 * is exact): each unit's actions in the list's order, the units with orders, the units to deploy. A click
 * or hover then reads only the chosen unit's actions instead of scanning every legal action again.
 */
interface LegalIndex {
  readonly byUnit: ReadonlyMap<string, readonly UnitAction[]>;
  readonly orderable: readonly string[];
  readonly deployable: readonly string[];
  readonly types: ReadonlySet<ActionClixAction['type']>;
}

const indexes = new WeakMap<readonly ActionClixAction[], LegalIndex>();

function indexOf(legal: readonly ActionClixAction[]): LegalIndex {
  const known = indexes.get(legal);
  if (known !== undefined) return known;
  const byUnit = new Map<string, UnitAction[]>();
  const orderable = new Set<string>();
  const deployable = new Set<string>();
  const types = new Set<ActionClixAction['type']>();
  for (const a of legal) {
    types.add(a.type);
    if (!('unit' in a)) continue;
    const list = byUnit.get(a.unit);
    if (list === undefined) byUnit.set(a.unit, [a]);
    else list.push(a);
    if (UNIT_ORDERS.has(a.type) || FREE.has(a.type)) orderable.add(a.unit);
    if (a.type === 'deploy') deployable.add(a.unit);
  }
  const index = { byUnit, orderable: [...orderable], deployable: [...deployable], types };
  indexes.set(legal, index);
  return index;
}

/** The legal actions of one unit, in the order of the legal list. */
export function actionsOf(legal: readonly ActionClixAction[], unit: string): readonly UnitAction[] {
  return indexOf(legal).byUnit.get(unit) ?? [];
}

/** Whether the legal list has an action of this type (read once per list, not per render). */
export function offers(legal: readonly ActionClixAction[], type: ActionClixAction['type']): boolean {
  return indexOf(legal).types.has(type);
}

/** Units that can be given an order or a free action now (in the order of the legal list). */
export function orderableUnits(legal: readonly ActionClixAction[]): string[] {
  return [...indexOf(legal).orderable];
}

/** Units of the force still to deploy (deployment turn). */
export function deployableUnits(legal: readonly ActionClixAction[]): string[] {
  return [...indexOf(legal).deployable];
}

/** The order modes the selected unit has now (auto first when it can move or attack plainly). */
export function modesOf(legal: readonly ActionClixAction[], unit: string | null): Mode[] {
  if (unit === null) return [];
  const mine = actionsOf(legal, unit);
  const types = new Set(mine.map((a) => a.type));
  const scenario = scarabModes(mine, unit);
  return MODES.filter((m) => scenario.has(m) || (m === 'auto' ? types.has('move') || types.has('attack') : types.has(m)));
}

/** The unit a pending step or the deployment fixes, which the selection follows. */
export function forcedUnit(view: ActionClixView, legal: readonly ActionClixAction[], sel: Selection): string | null {
  const pending = view.turn?.pending[0];
  if (pending !== undefined && pending.kind !== 'knockback') return pending.unit;
  const deploy = deployableUnits(legal);
  if (deploy.length > 0) return sel.unit !== null && deploy.includes(sel.unit) ? sel.unit : (deploy[0] ?? null);
  return null;
}

function ordersFor(view: ActionClixView, legal: readonly ActionClixAction[], unit: string, mode: Mode): Choice[] {
  const out: Choice[] = [];
  for (const a of actionsOf(legal, unit)) {
    const plain = mode === 'auto';
    if ((a.type === 'move' && plain) || (a.type === 'moveAttack' && mode === 'moveAttack')) out.push({ sq: a.to, role: 'move', action: a });
    else if ((a.type === 'attack' && plain) || (a.type === 'attackCover' && mode === 'attackCover')) out.push(...targetChoices(view, a));
    else if ((a.type === 'special' || a.type === 'specialCover') && a.type === mode) out.push(...targetChoices(view, a));
    else if ((a.type === 'grenade' && mode === 'grenade') || (a.type === 'grenadeCover' && mode === 'grenadeCover')) out.push({ sq: a.square, role: 'grenade', action: a });
    else if (a.type === 'cover') out.push({ sq: a.to, role: 'cover', action: a });
    else out.push(...scarabOrderChoices(view, a, mode));
  }
  return out;
}

/** Every choice the board offers for the selection: highlighted squares, targets and units to select. */
export function choicesOf(view: ActionClixView, legal: readonly ActionClixAction[], sel: Selection): Choice[] {
  const out: Choice[] = [];
  for (const a of legal) {
    if (a.type === 'placeSpawn') out.push({ sq: a.square, role: 'spawn', action: a });
    else if (a.type === 'knockback') out.push({ sq: a.to, role: 'knockback', action: a });
  }
  if (view.scarab !== undefined) out.push(...scarabStepChoices(view, legal, sel.gun ?? 'main', sel.reinforcement ?? null));
  if (out.length > 0) return out;
  const forced = forcedUnit(view, legal, sel);
  if (deployableUnits(legal).length > 0) {
    const deploys = forced === null ? [] : actionsOf(legal, forced).filter((a): a is Extract<ActionClixAction, { type: 'deploy' }> => a.type === 'deploy');
    return deploys.map((a) => ({ sq: a.to, role: 'deploy', action: a }));
  }
  const units = orderableUnits(legal);
  const unit = forced ?? (sel.unit !== null && units.includes(sel.unit) ? sel.unit : null);
  for (const id of units) {
    if (forced !== null && id !== forced) continue;
    const spot = spotOfUnit(view, id);
    out.push({ sq: spot.sq, role: id === unit ? 'selected' : 'select', action: null, unit: id, ...(spot.board === 'map' ? {} : { board: spot.board }) });
  }
  if (unit === null) return out;
  const modes = modesOf(legal, unit);
  const mode = modes.includes(sel.mode) ? sel.mode : (modes[0] ?? 'auto');
  return [...out, ...ordersFor(view, legal, unit, mode)];
}

/** The effective mode: the selection's when the unit has it, else its first. */
export function modeOf(legal: readonly ActionClixAction[], unit: string | null, mode: Mode): Mode {
  const modes = modesOf(legal, unit);
  return modes.includes(mode) ? mode : (modes[0] ?? 'auto');
}

/** The choice a click on a square of a board makes: an order before a selection, a selection before nothing. */
export function choiceAt(choices: readonly Choice[], sq: number, board: Place = 'map'): Choice | undefined {
  const here = (c: Choice) => c.sq === sq && (c.board ?? 'map') === board;
  return choices.find((c) => here(c) && c.action !== null) ?? choices.find(here);
}

/** Occupancy for line of fire: team + 1 of the unit on each square, 0 when empty. */
export function occupancy(view: ActionClixView): Int8Array {
  const occ = new Int8Array(view.width * view.height);
  for (const u of view.units) if (u.status === 'map' && u.sq >= 0) occ[u.sq] = (view.seats[u.seat]?.team ?? u.seat) + 1;
  return occ;
}

export type Blocker = { readonly kind: 'clear' } | { readonly kind: 'wall' } | { readonly kind: 'unit'; readonly sq: number; readonly unit: string };

/** The line of fire from a unit to a square as the engine traces it, and what blocks it. */
export function lineOfFire(view: ActionClixView, geo: Geo, occ: Int8Array, from: UnitView, to: number): Blocker {
  const r = traceLine(geo, occ, view.seats[from.seat]?.team ?? from.seat, from.sq, to);
  if (r === CLEAR) return { kind: 'clear' };
  if (r === WALL) return { kind: 'wall' };
  return { kind: 'unit', sq: r, unit: view.units.find((u) => u.status === 'map' && u.sq === r)?.id ?? '' };
}

export const SNIPER_RANGE = 6;
export const MOVE_PENALTY = 3;

/** The 2d6 roll an attack needs: the target's defense less the attack (penalty and sniper bonus included). */
export function shotNeeds(geo: Geo, attacker: UnitView, target: UnitView, penalty: boolean): number {
  const dist = distance(geo, attacker.sq, target.sq);
  const attack = attacker.attack - (penalty ? MOVE_PENALTY : 0) + (attacker.abilities.includes('sniper') && dist >= SNIPER_RANGE ? 2 : 0);
  return target.defense - attack;
}

/** The 2d6 roll a grenade at a square needs (defense 12 plus the distance, less the attack). */
export function grenadeNeeds(geo: Geo, thrower: UnitView, sq: number, penalty: boolean): number {
  return grenadeDefense(distance(geo, thrower.sq, sq)) - (thrower.attack - (penalty ? MOVE_PENALTY : 0));
}

/** A grenade's blast: the square and every battlefield square around it. */
export function blastSquares(width: number, height: number, sq: number): number[] {
  const x = sq % width;
  const y = Math.floor(sq / width);
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < width && ny < height) out.push(ny * width + nx);
  }
  return out;
}

/** Whether the pending attack carries the move-and-attack penalty. */
export function strikePenalty(view: ActionClixView): boolean {
  const p = view.turn?.pending[0];
  return p?.kind === 'strike' && p.penalty;
}

const HAND_TO_HAND = ['energySword', 'gravityHammer', 'consume'] as const;

const refusal = (code: string, params: Readonly<Record<string, string | number>> = {}): GameError => ({ code: `actionclix/${code}`, params });

/** Why the chosen unit cannot attack an enemy it was pointed at (null: the board cannot tell). */
function attackRefusal(view: ActionClixView, geo: Geo, me: UnitView, target: UnitView): GameError | null {
  if (lineOfFire(view, geo, occupancy(view), me, target.sq).kind !== 'clear') return refusal('no-line-of-fire');
  if (me.abilities.some((a) => (HAND_TO_HAND as readonly string[]).includes(a)) && distance(geo, me.sq, target.sq) > 1) return refusal('adjacent-only');
  return actedRefusal(view, me);
}

/** A chosen unit of the player to act that has been given its action this turn (or swapped its weapon). */
function actedRefusal(view: ActionClixView, me: UnitView): GameError | null {
  const turn = view.turn;
  if (turn === null || turn.deploy || turn.seat !== me.seat) return null;
  return (turn.acted[me.id] ?? 0) > 0 || turn.swapped.includes(me.id) ? refusal('unit-acted', { unit: me.id, max: turn.acted[me.id] ?? 1 }) : null;
}

/**
 * Why the chosen unit cannot attack the Scarab whose body it was pointed at, as far as the board can tell
 * (the engine's scarabShotProblem): a hand-to-hand unit away from the bases, an aerial unit past the limit.
 */
function bodyRefusal(view: ActionClixView, me: UnitView, sq: number): GameError | null {
  const sc = view.scarab;
  if (sc === undefined || me.seat === sc.seat || !sc.area.includes(sq)) return null;
  if (me.abilities.some((a) => (HAND_TO_HAND as readonly string[]).includes(a))) return refusal('scarab-adjacent-only', { unit: me.id });
  if (rosterUnit(me.roster)?.kind === 'aerial' && sc.aerialAttackers.length >= AERIAL_LIMIT) return refusal('aerial-limit', { max: AERIAL_LIMIT });
  return null;
}

/** Why a square without a choice refuses the chosen unit (a rock, another unit, too far to move). */
function squareRefusal(view: ActionClixView, geo: Geo, me: UnitView, sq: number, there: UnitView | undefined): GameError | null {
  if (geo.blocked[sq] === 1) return refusal('square-blocked');
  if (there !== undefined) return there.seat === me.seat ? null : refusal('square-occupied');
  const turn = view.turn;
  if (turn === null || turn.deploy || turn.seat !== me.seat) return null;
  return (turn.acted[me.id] ?? 0) > 0 ? refusal('unit-acted', { unit: me.id, max: turn.acted[me.id] ?? 1 }) : refusal('out-of-reach', { speed: me.speed });
}

/**
 * Why a click on a square that offers nothing is refused, when the board can tell: blocking terrain, an
 * enemy behind a wall or out of a hand-to-hand unit's reach (the engine's own line-of-fire trace), a
 * square beyond the chosen unit's move; without a chosen unit, an enemy unit or one already given its
 * action. Null: the click just lets go.
 */
export function refusalAt(view: ActionClixView, geo: Geo, unit: string | null, sq: number): GameError | null {
  const me = view.units.find((u) => u.id === unit && u.status === 'map');
  const there = view.units.find((u) => u.status === 'map' && u.sq === sq);
  const turn = view.turn;
  if (me === undefined) {
    if (there === undefined || turn === null || turn.deploy) return null;
    if (there.seat !== turn.seat) return refusal('not-your-unit');
    return (turn.acted[there.id] ?? 0) > 0 || turn.swapped.includes(there.id) ? refusal('unit-acted', { unit: there.id, max: turn.acted[there.id] ?? 1 }) : null;
  }
  const enemy = there !== undefined && (view.seats[there.seat]?.team ?? there.seat) !== (view.seats[me.seat]?.team ?? me.seat);
  if (enemy) return attackRefusal(view, geo, me, there);
  return (there === undefined ? bodyRefusal(view, me, sq) : null) ?? squareRefusal(view, geo, me, sq, there);
}
