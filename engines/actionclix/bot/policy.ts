/**
 * The moves the bot considers and how it plays without search: `ranked` scores a decision's legal moves
 * (small choices without dice by playing each and evaluating), `candidates` keeps the best few of each
 * unit and kind for the search, `rolloutMove` finishes a turn quickly inside the search (stand and shoot,
 * then end the turn), `pickAmongGood` is the Easy bot's choice (plausible mistakes, no blunders).
 */
import type { Random, Seat } from '../../core';
import { pickAmongGood as pickFromGood, type Scored as CoreScored } from '../../core/bot/index';
import { actionclixEngine } from '../engine';
import { actionLimit, shotTargets } from '../orders';
import type { ActionClixAction, ActionClixState } from '../types';
import { evaluate } from './evaluate';
import { scoreAction, type Ctx } from './scoring';
import { fighter, shotValue } from './tactics';
import { distance } from '../grid';
import { attackerSeat } from '../scarab/rules';
import { nearestToChassis } from './scarabPlan';

export type Scored = CoreScored<ActionClixAction>;

/** Kinds answered by playing each answer and evaluating: few answers, no dice. */
const SETTLED: ReadonlySet<ActionClixAction['type']> = new Set(['knockback', 'cover', 'scarabShift', 'scarabRotate', 'scarabDisplace', 'scarabReinforce', 'scarabHold', 'pass']);

function settle(c: Ctx, legal: readonly ActionClixAction[]): Scored[] | undefined {
  if (legal.length > 12 || !legal.every((a) => SETTLED.has(a.type) || a.type === 'scarabFire')) return undefined;
  if (legal.some((a) => a.type === 'scarabFire')) return undefined;
  return legal.map((action) => {
    const r = actionclixEngine.simulate?.(c.s, c.seat, action);
    return { action, score: r?.ok === true ? 4 * evaluate(r.value, c.seat) : -1 };
  });
}

/** Squares of one unit's moves scored exactly, at most (the rest are thinned out first). */
const SQUARES_PER_UNIT = 24;
const SQUARE_KINDS: ReadonlySet<ActionClixAction['type']> = new Set(['move', 'moveAttack', 'deploy']);

/** The Scarab's attackers: the squares nearest to climbing on are kept too (scarabPlan.ts). */
function towardClimbing(c: Ctx, unit: string, squares: ReadonlySet<number>): readonly number[] {
  const sc = c.s.scarab;
  if (sc === undefined || c.seat !== attackerSeat(sc)) return [];
  return nearestToChassis(sc, c.b.geo, [...squares], CLIMB_SQUARES);
}

/** Squares toward climbing on kept per attacker unit besides the likely ones. */
const CLIMB_SQUARES = 4;

/**
 * A unit may reach hundreds of squares; the exact score (lines of fire both ways) is kept for the few
 * worth it: the squares nearest the distance the unit likes to fight at (adjacent for close combat, a
 * few squares off otherwise), the farthest from the enemy (a retreat) and enemy spawn points; for the
 * Scarab's attackers also the squares nearest to climbing on.
 */
function thin(c: Ctx, legal: readonly ActionClixAction[]): readonly ActionClixAction[] {
  const bySquareUnit = new Map<string, Set<number>>();
  for (const a of legal) {
    if (!SQUARE_KINDS.has(a.type) || !('to' in a) || !('unit' in a)) continue;
    let squares = bySquareUnit.get(a.unit);
    if (squares === undefined) {
      squares = new Set();
      bySquareUnit.set(a.unit, squares);
    }
    squares.add(a.to);
  }
  let kept: Map<string, Set<number>> | undefined;
  for (const [unit, squares] of bySquareUnit) {
    if (squares.size <= SQUARES_PER_UNIT) continue;
    kept ??= new Map();
    const likely = c.t.likelySquares(unit, [...squares], SQUARES_PER_UNIT);
    for (const sq of towardClimbing(c, unit, squares)) likely.add(sq);
    kept.set(unit, likely);
  }
  if (kept === undefined) return legal;
  const keep = kept;
  return legal.filter((a) => !SQUARE_KINDS.has(a.type) || !('to' in a) || !('unit' in a) || keep.get(a.unit)?.has(a.to) !== false);
}

/** Every move scored, best first. */
export function ranked(c: Ctx, all: readonly ActionClixAction[]): Scored[] {
  const legal = thin(c, all);
  const scored = settle(c, legal) ?? legal.map((action) => ({ action, score: scoreAction(c, action) }));
  return scored.sort((x, y) => y.score - x.score);
}

/** Kept per unit and kind (best first); kinds not listed are all kept. */
export interface Breadth {
  readonly moves: number;
  readonly shots: number;
}

const groupOf = (a: ActionClixAction): string => ('unit' in a ? `${a.type}:${a.unit}` : a.type);

function keep(a: ActionClixAction, b: Breadth): number {
  switch (a.type) {
    case 'move':
    case 'moveAttack':
    case 'moveInside':
    case 'enter':
      return b.moves;
    case 'attack':
    case 'attackCover':
    case 'special':
    case 'specialCover':
      return b.shots;
    case 'grenade':
    case 'stepOff':
    case 'jumpOff':
    case 'respawn':
    case 'scarabMortar':
      return 2;
    case 'grenadeCover':
      return 1;
    case 'deploy':
    case 'placeSpawn':
      return 3;
    default:
      return Infinity;
  }
}

/** Grenades that would hurt no enemy (or the own side more) are never worth a look. */
const FLOOR: Partial<Record<ActionClixAction['type'], number>> = { grenade: 0, grenadeCover: 0, scarabMortar: 0 };

/** The moves worth searching, best first (never empty for a non-empty legal list). */
export function candidates(c: Ctx, legal: readonly ActionClixAction[], b: Breadth): ActionClixAction[] {
  const all = ranked(c, legal);
  const count = new Map<string, number>();
  const out: ActionClixAction[] = [];
  for (const { action, score } of all) {
    if (score < (FLOOR[action.type] ?? -Infinity)) continue;
    const g = groupOf(action);
    const n = count.get(g) ?? 0;
    if (n >= keep(action, b)) continue;
    count.set(g, n + 1);
    out.push(action);
  }
  return out.length > 0 ? out : [all[0]?.action ?? (legal[0] as ActionClixAction)];
}

/** The best stationary shot of the seat's units that may still act (undefined when none is worth it). */
function standAndShoot(c: Ctx, s: ActionClixState, seat: Seat): ActionClixAction | undefined {
  const t = s.turn;
  if (t === null) return undefined;
  let best: ActionClixAction | undefined;
  let bestWorth = 0.05;
  for (const u of s.units) {
    if (u.seat !== seat || u.status !== 'map' || t.swapped.includes(u.id) || (t.acted[u.id] ?? 0) >= actionLimit(u)) continue;
    for (const target of shotTargets(c.b, u)) {
      const w = shotValue(fighter(c.b, u), fighter(c.b, target), distance(c.b.geo, u.sq, target.sq), false);
      if (w > bestWorth) {
        bestWorth = w;
        best = { type: 'attack', unit: u.id, target: target.id };
      }
    }
  }
  return best;
}

/** The rollout policy: answers a pending choice or a Scarab step by its score, else shoots or ends the turn. */
export function rolloutMove(c: Ctx, legal: () => readonly ActionClixAction[], rng: Random): ActionClixAction | undefined {
  const s = c.s;
  const open = s.turn !== null && s.turn.pending.length === 0 && !s.turn.deploy && (s.scarab?.step ?? null) === null;
  if (open && s.phase.kind === 'play') return standAndShoot(c, s, c.seat) ?? { type: 'endTurn' };
  const list = legal();
  let best: ActionClixAction | undefined = list[0];
  let bestScore = -Infinity;
  for (const a of list) {
    if (a.type === 'move' || a.type === 'moveAttack' || a.type === 'moveInside') continue;
    const v = scoreAction(c, a) + rng.below(1000) / 20000;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}

/** Easy: one of the top three moves among those within `floor` of the best (engines/core/bot). */
export function pickAmongGood(scored: readonly Scored[], rng: Random, floor = 0.25): ActionClixAction {
  return pickFromGood(scored, rng, floor);
}
