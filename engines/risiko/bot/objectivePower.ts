/**
 * Hard's knowledge of OBJECTIVE games with three or more seats, as power on top of `powers` (analysis.ts):
 * how far each seat is towards the objectives it still holds (the searching seat's own as they are, the
 * others' as its determinisation dealt them or as revealed), and the own base worth more with every
 * objective done, because a seat wins by objectives only while it holds its base. So the search goes for
 * its own goals, retakes its base once it needs it to win, and takes the base or the ground of the rival
 * closest to winning.
 */
import type { Seat } from '../../core';
import { campaignCard, type Goal } from '../campaignCards';
import type { TerritoryGraph } from '../territoryGraph';
import type { RisikoState } from '../types';

/** What an objective met but not yet claimed is worth (a claimed one counts 18 in `powers`). */
export const PROGRESS_WEIGHT = 10;
/** The own base's worth per objective done (beyond the 4 every seat's base has in `powers`). */
export const BASE_PER_OBJECTIVE = 6;

/** Whether the evaluation adds objective knowledge: OBJECTIVE mode with three seats or more. */
export function objectiveGame(s: RisikoState): boolean {
  return s.options.mode === 'objective' && s.players >= 3;
}

function owned(s: RisikoState, seat: Seat, t: number): number {
  return s.owner[t] === seat ? 1 : 0;
}

/** The sum of the `count` largest of xs, over `count`. */
function bestShare(xs: number[], count: number): number {
  xs.sort((a, b) => b - a);
  let sum = 0;
  for (let i = 0; i < count && i < xs.length; i++) sum += xs[i] as number;
  return count <= 0 ? 1 : sum / count;
}

function regionShares(g: TerritoryGraph, s: RisikoState, seat: Seat, minBonus: number): number[] {
  return g.regions.filter((r) => r.bonus >= minBonus).map((r) => r.members.reduce((n, t) => n + owned(s, seat, t), 0) / Math.max(1, r.members.length));
}

function ownedUnits(g: TerritoryGraph, s: RisikoState, seat: Seat): number[] {
  const out: number[] = [];
  for (let t = 0; t < g.n; t++) if (s.owner[t] === seat) out.push(s.units[t] ?? 0);
  return out;
}

function enemyBasesHeld(s: RisikoState, seat: Seat): number {
  let n = 0;
  s.seats.forEach((st, i) => {
    if (i !== seat && st.base >= 0 && s.owner[st.base] === seat) n++;
  });
  return n;
}

function halves(g: TerritoryGraph, s: RisikoState, seat: Seat, count: number): number {
  if (g.battlefield.halves.length !== 2) return 0;
  const held = [0, 0];
  for (let t = 0; t < g.n; t++) if (s.owner[t] === seat) held[g.half[t] as number] = (held[g.half[t] as number] ?? 0) + 1;
  return (Math.min(count, held[0] ?? 0) + Math.min(count, held[1] ?? 0)) / (2 * count);
}

function fortress(s: RisikoState, seat: Seat, adj: readonly (readonly number[])[]): number {
  const base = s.seats[seat]?.base ?? -1;
  if (base < 0 || s.owner[base] !== seat) return 0;
  const around = adj[base] ?? [];
  return (1 + around.reduce((n, t) => n + owned(s, seat, t), 0)) / (1 + around.length);
}

/**
 * How far the position is towards a goal, in [0, 1]. Goals of the turn's own deeds (conquests, an
 * elimination …) count 0: the evaluation scores the position after the turn, when they have lapsed.
 */
export function goalProgress(g: TerritoryGraph, s: RisikoState, seat: Seat, goal: Goal, adj: readonly (readonly number[])[]): number {
  switch (goal.kind) {
    case 'hold-territories':
      return Math.min(1, s.owner.reduce((n, o) => n + (o === seat ? 1 : 0), 0) / goal.count);
    case 'strong-territories':
      return bestShare(ownedUnits(g, s, seat).map((u) => Math.min(1, u / goal.units)), goal.count);
    case 'regions':
      return bestShare(regionShares(g, s, seat, 0), goal.count);
    case 'region-bonus':
      return Math.max(0, ...regionShares(g, s, seat, goal.min));
    case 'units-in-one':
      return Math.min(1, Math.max(0, ...ownedUnits(g, s, seat)) / goal.count);
    case 'teleporter-pair':
      return Math.max(0, ...s.teleporters.filter((p) => p.b >= 0).map((p) => (owned(s, seat, p.a) + owned(s, seat, p.b)) / 2));
    case 'enemy-bases':
      return Math.min(1, enemyBasesHeld(s, seat) / goal.count);
    case 'each-half':
      return halves(g, s, seat, goal.count);
    case 'base-fortress':
      return fortress(s, seat, adj);
    default:
      return 0;
  }
}

/** The power a seat's objectives add: progress on those it holds (squared: near ones count most), the base. */
export function objectivePower(g: TerritoryGraph, s: RisikoState, seat: Seat, adj: readonly (readonly number[])[]): number {
  const st = s.seats[seat];
  if (st === undefined || st.eliminated) return 0;
  let power = st.base >= 0 && s.owner[st.base] === seat ? BASE_PER_OBJECTIVE * st.completed.length : 0;
  for (const id of st.objectives) {
    const goal = campaignCard(id)?.goal;
    if (goal === undefined) continue;
    const p = goalProgress(g, s, seat, goal, adj);
    power += PROGRESS_WEIGHT * p * p;
  }
  return power;
}
