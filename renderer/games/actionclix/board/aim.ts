/**
 * What a hovered square means for the chosen unit (pure, tested): a shot with its line of fire, its
 * blocker and the roll it needs, or a grenade's blast with the roll it needs.
 */
import { lineSquares, type ActionClixView, type Geo, type UnitView } from '../../../../engines/actionclix';
import { blastSquares, grenadeNeeds, lineOfFire, occupancy, shotNeeds, strikePenalty, type Choice } from '../model';

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

export function aimOf(view: ActionClixView, geo: Geo, unit: string | null, hover: number, choices: readonly Choice[], t: T): Aim | null {
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
