/**
 * Board knowledge shared by the bot's evaluation and move heuristics: who is strong (power), where the
 * fronts are and how threatened a territory is. All reads of one state; nothing here looks at secrets
 * except the searching seat's own objectives (which it knows).
 */
import type { Seat } from '../../core';
import { links, type TerritoryGraph } from '../territoryGraph';
import { isEnemyTerritory, sameTeam } from '../queries';
import { regionBonus } from '../reinforcements';
import type { RisikoState } from '../types';

export interface SeatPower {
  readonly territories: number;
  readonly units: number;
  readonly income: number;
  readonly power: number;
}

export function adjacency(g: TerritoryGraph, s: RisikoState): readonly (readonly number[])[] {
  return links(g, s.teleporters);
}

/** Income, territories and units of every seat, and one number for how strong it is. */
export function powers(g: TerritoryGraph, s: RisikoState): SeatPower[] {
  const territories = new Array<number>(s.players).fill(0);
  const units = new Array<number>(s.players).fill(0);
  for (let t = 0; t < g.n; t++) {
    const o = s.owner[t] as number;
    if (o < 0) continue;
    territories[o] = (territories[o] ?? 0) + 1;
    units[o] = (units[o] ?? 0) + (s.units[t] ?? 0);
  }
  return s.seats.map((st, i) => {
    if (st.eliminated) return { territories: 0, units: 0, income: 0, power: 0 };
    const terr = territories[i] ?? 0;
    let bases = 0;
    for (const other of s.seats) if (other.base >= 0 && s.owner[other.base] === i) bases++;
    const income = Math.max(3, Math.floor(terr / 3)) + regionBonus(g, s, i) + bases;
    const ownBase = st.base < 0 || s.owner[st.base] === i;
    const cards = st.hand.length + st.captured.length;
    const power = 3 * income + terr + 0.6 * (units[i] ?? 0) + 1.5 * cards + 18 * st.completed.length + (ownBase ? 4 : 0) - 0.4 * exposure(g, s, i);
    return { territories: terr, units: units[i] ?? 0, income, power };
  });
}

/**
 * How open a seat's territories lie: per territory, how far the strongest enemy neighbour's attack
 * outnumbers the units there (at most 3), summed. Thin spreads are retaken in the next turn.
 */
export function exposure(g: TerritoryGraph, s: RisikoState, seat: Seat): number {
  const adj = adjacency(g, s);
  let sum = 0;
  for (let t = 0; t < g.n; t++) {
    if (s.owner[t] !== seat) continue;
    let strongest = 0;
    for (const n of adj[t] ?? []) if (hostile(s, seat, n)) strongest = Math.max(strongest, (s.units[n] ?? 0) - 1);
    sum += Math.min(3, Math.max(0, strongest - (s.units[t] ?? 0)));
  }
  return sum;
}

/** Whether territory n belongs to a player who may attack the seat (the neutral Flood never attacks). */
function hostile(s: RisikoState, seat: Seat, n: number): boolean {
  const o = s.owner[n] ?? -1;
  return o >= 0 && !sameTeam(s, seat, o);
}

/** Enemy units that could attack territory t (each hostile neighbour's units beyond the one that stays). */
export function threat(g: TerritoryGraph, s: RisikoState, seat: Seat, t: number, adj = adjacency(g, s)): number {
  let sum = 0;
  for (const n of adj[t] ?? []) if (hostile(s, seat, n)) sum += Math.max(0, (s.units[n] ?? 0) - 1);
  return sum;
}

export function isFront(s: RisikoState, seat: Seat, t: number, adj: readonly (readonly number[])[]): boolean {
  for (const n of adj[t] ?? []) if (isEnemyTerritory(s, seat, n)) return true;
  return false;
}

/** The living non-allied seat with the most power when it is well ahead of the average, else -1. */
export function runaway(s: RisikoState, seat: Seat, p: readonly SeatPower[]): Seat {
  let best = -1;
  let sum = 0;
  let alive = 0;
  p.forEach((x, i) => {
    if (x.power <= 0) return;
    sum += x.power;
    alive++;
    if (i !== seat && !sameTeam(s, i, seat) && (best < 0 || x.power > (p[best]?.power ?? 0))) best = i;
  });
  return best >= 0 && alive > 2 && (p[best]?.power ?? 0) > (1.4 * sum) / alive ? best : -1;
}

/** Territory indices a region still lacks for the seat (empty when it holds it). */
export function regionGaps(g: TerritoryGraph, s: RisikoState, seat: Seat): { readonly bonus: number; readonly missing: readonly number[] }[] {
  return g.regions.map((r) => ({ bonus: r.bonus, missing: r.members.filter((t) => s.owner[t] !== seat) }));
}
