/**
 * How good a position is for a seat, in [0, 1]. The basic game: each team's power in kill points (kill
 * points scored, units that are close to giving one away, units waiting to respawn, tokens, spawn points
 * held) with the next turn's threats counted in, the seat's team against its strongest rival, through a
 * logistic. The Scarab: the attacker's progress on the Scarab's dials (the Main Power Core most) and on
 * its way in (climbing on, inside, next to the core) against the Scarab side's kill points, each side's
 * units counted as in the basic game.
 */
import type { Seat } from '../../core';
import { battlemapOf, isEnemySpawn, type Battlemap } from '../battlemap';
import { modeOf } from '../modes';
import { CHASSIS_DIAL, CORE_BLACK_CLICK, SHELL_DIAL, START_CLICKS } from '../scarab/dials';
import { attackerSeat } from '../scarab/rules';
import type { ScarabState } from '../scarab/types';
import type { ActionClixState } from '../types';
import { attackerPlan } from './scarabPlan';
import { clicksLeft, Tactics } from './tactics';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The evaluation's weights in kill points (an elimination is 1): each level may search with its own, and
 * `SHIPPED_WEIGHTS` are Easy's and Normal's (hand-set; see the README for those screened against them).
 */
export interface EvalWeights {
  /** A unit waiting to respawn. */
  readonly down: number;
  /** A unit's wounds: this much over the clicks it can still take. */
  readonly wound: number;
  readonly grenade: number;
  readonly upgrade: number;
  /** A unit standing on an enemy spawn point (a loot roll, the point captured). */
  readonly enemySpawn: number;
  /** The next turn's threat on the team about to move (it may step away or shoot first). */
  readonly threatMover: number;
  /** The threat on the other teams. */
  readonly threatOther: number;
  /** How many enemy shots the threat counts. */
  readonly threatActions: number;
  /** The logistic's slope on the difference of powers (at 5 kill points to win). */
  readonly scale: number;
}

export const SHIPPED_WEIGHTS: EvalWeights = {
  down: 0.25, wound: 0.5, grenade: 0.05, upgrade: 0.08, enemySpawn: 0.1, threatMover: 0.35, threatOther: 0.8, threatActions: 3, scale: 1.2,
};

/**
 * Hard's: it fears the reply to its turn less (the threat on the side that just moved 0.45, not 0.8) and
 * wounds less. Screened as Normal with these weights against shipped Normal, 100 games on 50 paired seeds:
 * 62/100 (the README lists the variants tried).
 */
export const HARD_WEIGHTS: EvalWeights = { ...SHIPPED_WEIGHTS, threatOther: 0.45, wound: 0.3 };

/** The power of `team` before threats. */
function standing(b: Battlemap, team: number, w: EvalWeights): number {
  const s = b.s;
  let power = 0;
  s.seats.forEach((st) => {
    if (st.team === team) power += st.kills;
  });
  for (const u of s.units) {
    if ((s.seats[u.seat]?.team ?? u.seat) !== team) continue;
    if (u.status === 'down') power -= w.down;
    if (u.status !== 'map' && u.status !== 'elsewhere') continue;
    power -= w.wound / clicksLeft(u) - w.grenade * Math.min(2, u.grenades) - w.upgrade * Math.min(2, u.upgrades);
    if (u.status === 'map' && isEnemySpawn(s, u.seat, u.sq)) power += w.enemySpawn;
  }
  return power;
}

/** Each team's power with the threats of the next turn: the threat on a team counts against it. */
function powers(b: Battlemap, w: EvalWeights): Map<number, number> {
  const out = new Map<number, number>();
  const t = new Tactics(b);
  const next = b.s.turn === null ? -1 : (b.s.seats[b.s.turn.seat]?.team ?? -1);
  for (const st of b.s.seats) {
    if (out.has(st.team)) continue;
    const weight = st.team === next ? w.threatMover : w.threatOther;
    out.set(st.team, standing(b, st.team, w) - weight * t.threatOn(st.team, w.threatActions));
  }
  return out;
}

function basicValue(b: Battlemap, seat: Seat, w: EvalWeights): number {
  const p = powers(b, w);
  const team = b.s.seats[seat]?.team ?? seat;
  let rival = -Infinity;
  for (const [t, v] of p) if (t !== team) rival = Math.max(rival, v);
  const kills = b.s.options.killsToWin;
  // Kill points weigh more as the target comes near.
  return logistic(((p.get(team) ?? 0) - rival) * (w.scale * Math.sqrt(5 / Math.max(1, kills))));
}

/** The whole way to the Main Power Core's all-black click; the Shell's and the Chassis's damage, worth less. */
const CORE_WEIGHT = 9;
const SHELL_WEIGHT = 1;
const CHASSIS_WEIGHT = 0.3;

/**
 * The attacker's progress on the Scarab's dials: the Main Power Core (only hit from inside) most; the
 * Shell (its defense falls, its specials end) and the Chassis (its turret weakens) a little, since damage
 * from outside never reaches the core.
 */
function scarabProgress(sc: ScarabState): number {
  const start = START_CLICKS[sc.power];
  const core = (sc.clicks.core - start.core) / Math.max(1, CORE_BLACK_CLICK - start.core);
  const shell = sc.clicks.shell / (SHELL_DIAL.length - 1);
  const chassis = (sc.clicks.chassis - start.chassis) / Math.max(1, CHASSIS_DIAL.length - 1 - start.chassis);
  return CORE_WEIGHT * core + SHELL_WEIGHT * shell + CHASSIS_WEIGHT * chassis;
}

/**
 * The Scarab: the attacker's progress on the dials and on its way in (units close to climbing on, on top,
 * inside, next to the core: `scarabPlan.ts`) and each side's units as in the basic game, against the
 * Scarab side's kill points.
 */
function scarabValue(b: Battlemap, sc: ScarabState, seat: Seat): number {
  const attacker = attackerSeat(sc);
  const p = powers(b, SHIPPED_WEIGHTS);
  const units = (p.get(b.s.seats[attacker]?.team ?? attacker) ?? 0) - (p.get(b.s.seats[sc.seat]?.team ?? sc.seat) ?? 0);
  const kills = (b.s.seats[sc.seat]?.kills ?? 0) / Math.max(1, b.s.options.killsToWin);
  const raw = scarabProgress(sc) + attackerPlan(b.s, sc, b.geo) + 0.3 * units - 5 * kills;
  return logistic(seat === attacker ? raw : -raw);
}

/** The evaluation with other weights in the basic game (the Scarab is scored as shipped at every level). */
export function evaluateWith(w: EvalWeights): (s: ActionClixState, seat: Seat) => number {
  return (s, seat) => {
    if (s.outcome !== null) return s.outcome.winners.length === 0 ? 0.5 : s.outcome.winners.includes(seat) ? 1 : 0;
    const b = battlemapOf(s, modeOf(s));
    return s.scarab === undefined ? basicValue(b, seat, w) : scarabValue(b, s.scarab, seat);
  };
}

export const evaluate = evaluateWith(SHIPPED_WEIGHTS);
