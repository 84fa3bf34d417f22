/**
 * What a hovered square means for the chosen unit (pure, tested): a shot with its line of fire, its
 * blocker and the roll it needs, or a grenade's blast with the roll it needs. In the Scarab scenario also
 * a shot at the Scarab's body (SCARAB_HOVER) and a shot of the Scarab's guns at a hovered target.
 */
import { distanceToArea, lineSquares, type ActionClixView, type Geo, type ScarabView, type UnitView } from '../../../../engines/actionclix';
import { blastSquares, grenadeNeeds, lineOfFire, MOVE_PENALTY, occupancy, shotNeeds, SNIPER_RANGE, strikePenalty, type Choice } from '../model';
import { SCARAB_HOVER } from '../scarab/choices';

export type Aim =
  | { readonly kind: 'shot'; readonly from: number; readonly to: number; readonly stop: number | null; readonly label: string }
  | { readonly kind: 'blast'; readonly sq: number; readonly squares: readonly number[]; readonly label: string };

type T = (key: string, params?: Record<string, unknown>) => string;

/** The engine's eight step directions in its order (E, SE, S, SW, W, NW, N, NE). */
export const STEP_DIRS: readonly (readonly [number, number])[] = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];

/** The last square before the first wall the line crosses (the engine's step table: walls, corners, terrain). */
export function wallStop(geo: Geo, from: number, to: number): number {
  const path = [from, ...lineSquares(geo, from, to), to];
  const w = geo.width;
  for (let i = 0; i + 1 < path.length; i++) {
    const p = path[i] ?? 0;
    const q = path[i + 1] ?? 0;
    const d = STEP_DIRS.findIndex(([dx, dy]) => (p % w) + dx === q % w && Math.floor(p / w) + dy === Math.floor(q / w));
    if (d >= 0 && ((geo.steps[p] ?? 0) & (1 << d)) === 0 && geo.blocked[q] !== 1) return p;
    if (geo.blocked[q] === 1) return p;
  }
  return from;
}

/** The text for the roll a 2d6 attack needs. */
export function needsLabel(roll: number, t: T): string {
  if (roll <= 2) return t('ui.aim.always');
  if (roll > 12) return t('ui.aim.sixes');
  return t('ui.aim.needs', { roll });
}

function shotAim(view: ActionClixView, geo: Geo, me: UnitView, target: UnitView, choices: readonly Choice[], t: T): Aim {
  const line = lineOfFire(view, geo, occupancy(view), me, target.sq);
  const base = { kind: 'shot' as const, from: me.sq, to: target.sq };
  if (line.kind === 'wall') return { ...base, stop: wallStop(geo, me.sq, target.sq), label: t('ui.aim.blockedWall') };
  if (line.kind === 'unit') {
    const blocker = view.units.find((u) => u.id === line.unit);
    return { ...base, stop: line.sq, label: t('ui.aim.blockedUnit', { unit: blocker === undefined ? '' : t(`units.${blocker.roster}`) }) };
  }
  const offered = choices.some((c) => c.role === 'target' && c.unit === target.id);
  if (!offered) return { ...base, stop: null, label: t('ui.aim.noShot') };
  return { ...base, stop: null, label: needsLabel(shotNeeds(geo, me, target, strikePenalty(view)), t) };
}

/** The square of the area beneath the Scarab nearest `sq` (where a thread to or from the Scarab ends). */
export function nearestOnArea(width: number, area: readonly number[], sq: number): number {
  const x = sq % width;
  const y = Math.floor(sq / width);
  let best = area[0] ?? sq;
  let bestScore = Infinity;
  for (const a of area) {
    const dx = Math.abs((a % width) - x);
    const dy = Math.abs(Math.floor(a / width) - y);
    const score = Math.max(dx, dy) * 1000 + dx * dx + dy * dy;
    if (score < bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/** A shot at the Scarab: no line of fire to check (it is colossal), against the Shell's defense, with the range the engine counts. */
function scarabAim(view: ActionClixView, sc: ScarabView, me: UnitView, t: T): Aim {
  const dist = distanceToArea(sc, view.width, me.sq);
  const attack = me.attack - (strikePenalty(view) ? MOVE_PENALTY : 0) + (me.abilities.includes('sniper') && dist >= SNIPER_RANGE ? 2 : 0);
  return { kind: 'shot', from: me.sq, to: nearestOnArea(view.width, sc.area, me.sq), stop: null, label: needsLabel(sc.shell.defense - attack, t) };
}

/** A shot of the Scarab's gun at a hovered target it offers: range and line of fire are no matter (seed 003). */
function gunAim(view: ActionClixView, sc: ScarabView, hover: number, choices: readonly Choice[], t: T): Aim | null {
  const fire = choices.find((c) => c.sq === hover && c.board === undefined && c.action?.type === 'scarabFire')?.action;
  if (fire?.type !== 'scarabFire') return null;
  const target = view.units.find((u) => u.id === fire.target);
  if (target === undefined) return null;
  const gun = fire.gun === 'main' ? sc.core : sc.chassis;
  return { kind: 'shot', from: nearestOnArea(view.width, sc.area, hover), to: hover, stop: null, label: needsLabel(target.defense - gun.attack, t) };
}

export function aimOf(view: ActionClixView, geo: Geo, unit: string | null, hover: number, choices: readonly Choice[], t: T): Aim | null {
  const sc = view.scarab;
  if (sc !== undefined && hover >= 0) {
    const gun = gunAim(view, sc, hover, choices, t);
    if (gun !== null) return gun;
  }
  const shooter = view.units.find((u) => u.id === unit);
  if (sc !== undefined && hover === SCARAB_HOVER && shooter?.status === 'map') return scarabAim(view, sc, shooter, t);
  if (unit === null || hover < 0) return null;
  const me = view.units.find((u) => u.id === unit);
  if (me === undefined || me.status !== 'map') return null;
  if (choices.some((c) => c.role === 'grenade' && c.sq === hover)) {
    return { kind: 'blast', sq: hover, squares: blastSquares(view.width, view.height, hover), label: needsLabel(grenadeNeeds(geo, me, hover, strikePenalty(view)), t) };
  }
  const target = view.units.find((u) => u.status === 'map' && u.sq === hover);
  if (target === undefined || target.id === me.id) return null;
  if ((view.seats[target.seat]?.team ?? target.seat) === (view.seats[me.seat]?.team ?? me.seat)) return null;
  return shotAim(view, geo, me, target, choices, t);
}
