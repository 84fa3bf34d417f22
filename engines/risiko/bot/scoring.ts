/**
 * Risiko knowledge as move scores: reinforce the front, attack while the odds hold, go for regions,
 * bases and the own objectives, gang up on a runaway leader, trade cards for units, keep defence cards for
 * what matters. Scores compare moves of one decision; 0 is "ending the phase", above 0 is worth doing.
 */
import type { Seat } from '../../core';
import { campaignCard, type Goal } from '../campaignCards';
import { factionCard, skullsOf } from '../factionCards';
import type { TerritoryGraph } from '../territoryGraph';
import { heroAt, isEnemyTerritory } from '../queries';
import type { RisikoAction, RisikoState } from '../types';
import { adjacency, isFront, powers, runaway, threat } from './analysis';
import { attackDiceGain, defenceGain } from './diceChoice';

export interface Style {
  /** Units beyond the defender's an attack wants (0 bold, 2 careful). */
  readonly attackMargin: number;
  /** Weight of holding the front over taking new ground. */
  readonly guard: number;
}

export const STYLES: Readonly<Record<string, Style>> = {
  default: { attackMargin: 1, guard: 1 },
  aggressive: { attackMargin: 0, guard: 0.6 },
  defensive: { attackMargin: 2, guard: 1.5 },
};

/** What one scoring call computes once: territory links, the leader, the seat's goals. */
export interface Ctx {
  readonly g: TerritoryGraph;
  readonly s: RisikoState;
  readonly seat: Seat;
  readonly adj: readonly (readonly number[])[];
  /** The runaway leader to gang up on, or -1 (computed when first asked). */
  readonly leader: () => Seat;
  readonly goals: readonly Goal[];
  readonly style: Style;
  readonly index: (id: string) => number;
}

export function context(g: TerritoryGraph, s: RisikoState, seat: Seat, style: Style): Ctx {
  const goals = (s.seats[seat]?.objectives ?? []).map((id) => campaignCard(id)?.goal).filter((x): x is Goal => x !== undefined);
  let leader: Seat | undefined;
  const lead = (): Seat => (leader ??= runaway(s, seat, powers(g, s)));
  return { g, s, seat, adj: adjacency(g, s), leader: lead, goals, style, index: (id) => g.index.get(id) ?? -1 };
}

const units = (c: Ctx, t: number): number => c.s.units[t] ?? 0;

/** Whether conquering t completes a region for the seat. */
function completesRegion(c: Ctx, t: number): boolean {
  for (const r of c.g.regions) {
    if (!r.members.includes(t)) continue;
    if (r.members.every((m) => m === t || c.s.owner[m] === c.seat)) return true;
  }
  return false;
}

/** What taking territory t is worth beyond the territory itself. */
function targetValue(c: Ctx, t: number): number {
  let v = 0;
  const o = c.s.owner[t] as number;
  if (c.s.seats.some((st) => st.base === t)) v += 3;
  if (completesRegion(c, t)) v += 2;
  if (o >= 0 && o === c.leader()) v += 1.5;
  const conquests = c.s.turn?.conquests ?? 0;
  for (const goal of c.goals) {
    if (goal.kind === 'conquests' && conquests < goal.count) v += 1;
    if (goal.kind === 'teleporter-pair' && c.s.teleporters.some((p) => p.a === t || p.b === t)) v += 1;
    if (goal.kind === 'enemy-bases' && c.s.seats.some((st) => st.base === t)) v += 2;
    if (goal.kind === 'eliminate' && o >= 0 && (c.s.units[t] ?? 0) > 0 && ownedCount(c, o) <= 2) v += 2;
  }
  return v;
}

function ownedCount(c: Ctx, seat: Seat): number {
  let n = 0;
  for (const o of c.s.owner) if (o === seat) n++;
  return n;
}

/** How much a territory wants units: fronts by threat and by what lies next to them. */
export function frontScore(c: Ctx, t: number): number {
  if (!isFront(c.s, c.seat, t, c.adj)) return -20;
  let best = 0;
  for (const n of c.adj[t] ?? []) {
    if (isEnemyTerritory(c.s, c.seat, n)) best = Math.max(best, targetValue(c, n) - 0.3 * units(c, n));
  }
  const base = c.s.seats[c.seat]?.base === t ? 3 : 0;
  return 5 + c.style.guard * (0.4 * threat(c.g, c.s, c.seat, t, c.adj) + base) - 0.15 * units(c, t) + best;
}

/** Whether t still borders an enemy once `taken` is the seat's. */
function frontAfter(c: Ctx, t: number, taken: number): boolean {
  return (c.adj[t] ?? []).some((n) => n !== taken && isEnemyTerritory(c.s, c.seat, n));
}

/**
 * An attack's score: the units it has over the defence, what the target is worth, cards that help; fewer
 * than the most dice by the odds against the most (diceChoice.ts: keeping units back on a front).
 */
function attackScore(c: Ctx, a: Extract<RisikoAction, { type: 'attack' }>): number {
  const from = c.index(a.from);
  const to = c.index(a.to);
  const mine = units(c, from);
  const theirs = units(c, to);
  const worth = targetValue(c, to);
  let score = mine - 1 - theirs - c.style.attackMargin + worth;
  const defHero = heroAt(c.s, to);
  if (defHero >= 0 && defHero !== c.seat) score -= 1;
  if (c.s.seats[c.seat]?.hero === from) score += 1;
  if (a.card !== undefined) score += theirs >= 3 || worth >= 3 ? 0.5 : -1.5;
  if (a.dice >= Math.min(3, mine - 1)) return score;
  // Fewer dice only pay for units kept back from a conquest in this round (at most 2 defenders fall in one).
  const stillFront = theirs <= 2 && frontAfter(c, from, to);
  if (!stillFront) return -6;
  return score + attackDiceGain(c.s, c.seat, { from, to, dice: a.dice, card: a.card ?? null, worth: 2 + worth, stillFront });
}

function reinforceScore(c: Ctx, t: number, count: number, left: number): number {
  return 20 + frontScore(c, t) + (count === left ? 0.5 : 0);
}

/** A defence by the odds (diceChoice.ts): what holding the territory is worth against the losses and the card. */
function defendScore(c: Ctx, a: Extract<RisikoAction, { type: 'defend' }>): number {
  const p = c.s.phase;
  const b = p.kind === 'attack' ? p.battle : null;
  if (b === null) return 10;
  const to = b.to;
  const worth = 2 + (c.s.seats.some((st) => st.base === to) ? 3 : 0) + (heroAt(c.s, to) === c.seat ? 2 : 0);
  return 10 + defenceGain(c.s, b, a.dice, a.card ?? null, worth);
}

function moveInScore(c: Ctx, a: Extract<RisikoAction, { type: 'moveIn' }>): number {
  const p = c.s.phase;
  const b = p.kind === 'attack' ? p.battle : null;
  if (b === null) return 0;
  const max = units(c, b.from) - 1;
  const stillFront = (c.adj[b.from] ?? []).some((n) => n !== b.to && isEnemyTerritory(c.s, c.seat, n));
  const want = stillFront ? Math.max(b.minMove, Math.ceil((b.minMove + max) / 2)) : max;
  const heroWant = !stillFront;
  return 10 - Math.abs(a.count - want) + ((a.hero ?? b.heroMust) === heroWant ? 0.5 : 0);
}

function maneuverScore(c: Ctx, from: number, to: number, count: number, hero: boolean): number {
  const interior = !isFront(c.s, c.seat, from, c.adj);
  const spare = units(c, from) - 1;
  if (!interior || spare < 1) return hero ? -6 : -5;
  const gain = frontScore(c, to);
  if (gain < 0) return -4;
  return 0.3 * spare + 0.1 * gain + (count === spare ? 0.5 : 0) + (hero ? 0.2 : 0);
}

function cardScore(c: Ctx, a: Extract<RisikoAction, { type: 'playCard' }>): number {
  const ability = factionCard(a.card)?.ability;
  if (ability === 'extra-reinforcements') return 45;
  if (ability === 'bombardment' && a.territory !== undefined) {
    const t = c.index(a.territory);
    return units(c, t) >= 4 ? 1 + 0.2 * units(c, t) + 0.5 * targetValue(c, t) : -1;
  }
  if (ability === 'airlift' && a.from !== undefined && a.to !== undefined) return maneuverScore(c, c.index(a.from), c.index(a.to), a.count ?? 1, false) - 1;
  return -3;
}

/** One move's score in its decision (see the file comment for the scale). */
export function scoreAction(c: Ctx, a: RisikoAction): number {
  const p = c.s.phase;
  switch (a.type) {
    case 'tradeSkulls':
      return 50 + skullsOf(a.cards);
    case 'redeployHero':
      return 30 + frontScore(c, c.index(a.territory));
    case 'reinforce':
      return reinforceScore(c, c.index(a.territory), a.count, p.kind === 'reinforce' ? p.left : a.count);
    case 'attack':
      return attackScore(c, a);
    case 'defend':
      return defendScore(c, a);
    case 'moveIn':
      return moveInScore(c, a);
    case 'maneuver':
      return maneuverScore(c, c.index(a.from), c.index(a.to), a.count, a.hero === true);
    case 'playCard':
      return cardScore(c, a);
    case 'claimObjective':
      return 100;
    case 'answerTransfer':
      return a.accept ? 0 : 1;
    case 'requestTransfer':
      return -3;
    default:
      return 0;
  }
}
