/**
 * Concrete legal actions for a seat. Amounts (units, dice) are listed as their smallest and largest legal
 * value; `apply` accepts everything between. Skull trades are listed as one card set per reachable skull
 * total (any set of 2–10 skulls is accepted). Written for speed: plain loops, no intermediate states.
 */
import type { Seat } from '../core';
import { activeSeat } from './apply';
import { strategicTimeOk } from './cardEffects';
import { maxDefenceDice } from './dice';
import { factionCard, MAX_TRADE_SKULLS, MIN_TRADE_SKULLS, type CardKind } from './factionCards';
import { links, type TerritoryGraph } from './territoryGraph';
import { passableComponents } from './maneuver';
import { objectiveMet } from './objectives';
import { isEnemyTerritory, sameTeam } from './queries';
import { setupLegal } from './setupLegal';
import { transferProblem } from './teams';
import type { ActionOf, Battle, RisikoAction, RisikoState, SeatState } from './types';

type Out = RisikoAction[];

/** Pushes the smallest and largest amount (once when they are equal). */
function amounts(min: number, max: number, make: (n: number) => RisikoAction, out: Out): void {
  if (max < min) return;
  out.push(make(min));
  if (max > min) out.push(make(max));
}

const EMPTY: readonly string[] = Object.freeze([]);
type Kinds = Readonly<Record<CardKind, readonly string[]>>;
// Hands change a few times per turn; the split by kind is kept per hand array.
const kindCache = new WeakMap<readonly string[], Kinds>();

function cardsOfKind(st: SeatState, kind: CardKind): readonly string[] {
  if (st.hand.length === 0) return EMPTY;
  let kinds = kindCache.get(st.hand);
  if (kinds === undefined) {
    const of = (k: CardKind): string[] => st.hand.filter((id) => factionCard(id)?.kind === k);
    kinds = { offensive: of('offensive'), defensive: of('defensive'), strategic: of('strategic') };
    kindCache.set(st.hand, kinds);
  }
  return kinds[kind];
}

/** One card set per reachable skull total, spending captured cards first. */
export function tradeOptions(st: SeatState): ActionOf<'tradeSkulls'>[] {
  const all = [...st.captured, ...st.hand];
  const ones = all.filter((id) => factionCard(id)?.skulls === 1);
  const twos = all.filter((id) => factionCard(id)?.skulls === 2);
  const out: ActionOf<'tradeSkulls'>[] = [];
  for (let total = MIN_TRADE_SKULLS; total <= MAX_TRADE_SKULLS; total++) {
    const b = Math.min(twos.length, Math.floor(total / 2));
    const a = total - 2 * b;
    if (a <= ones.length) out.push({ type: 'tradeSkulls', cards: [...twos.slice(0, b), ...ones.slice(0, a)] });
  }
  return out;
}

function reinforceLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, left: number, canTrade: boolean, out: Out): void {
  const st = s.seats[seat];
  if (st === undefined) return;
  if (canTrade && st.hand.length + st.captured.length > 1) out.push(...tradeOptions(st));
  const owner = s.owner;
  for (let t = 0; t < g.n; t++) {
    if (owner[t] !== seat) continue;
    const territory = g.ids[t] as string;
    if (st.heroFallen) out.push({ type: 'redeployHero', territory });
    if (left < 1) continue;
    out.push({ type: 'reinforce', territory, count: 1 });
    if (left > 1) out.push({ type: 'reinforce', territory, count: left });
  }
}

function pushAttacks(from: string, to: string, max: number, card: string | undefined, out: Out): void {
  if (card === undefined) {
    out.push({ type: 'attack', from, to, dice: 1 });
    if (max > 1) out.push({ type: 'attack', from, to, dice: max });
  } else {
    out.push({ type: 'attack', from, to, dice: 1, card });
    if (max > 1) out.push({ type: 'attack', from, to, dice: max, card });
  }
}

function attackLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, out: Out): void {
  const adj = links(g, s.teleporters);
  const st = s.seats[seat] as SeatState;
  const cards = cardsOfKind(st, 'offensive');
  const team = s.options.mode === 'team-objective';
  const { owner, units } = s;
  for (let t = 0; t < g.n; t++) {
    const n = units[t] as number;
    if (owner[t] !== seat || n < 2) continue;
    const from = g.ids[t] as string;
    const max = n > 3 ? 3 : n - 1;
    const near = adj[t] as readonly number[];
    for (let k = 0; k < near.length; k++) {
      const to = near[k] as number;
      const o = owner[to] as number;
      if (o === seat || (team && o >= 0 && sameTeam(s, seat, o))) continue;
      const toId = g.ids[to] as string;
      pushAttacks(from, toId, max, undefined, out);
      for (const card of cards) pushAttacks(from, toId, max, card, out);
    }
  }
}

function transferLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, out: Out): void {
  if (s.options.mode !== 'team-objective' || s.turn?.transferUsed === true || s.turn?.attacked === true) return;
  for (let t = 0; t < g.n; t++) {
    if ((s.units[t] ?? 0) !== 1 || (s.owner[t] ?? -1) < 0 || s.owner[t] === seat) continue;
    for (let f = 0; f < g.n; f++) {
      if (s.owner[f] !== seat || (s.units[f] ?? 0) < 2) continue;
      if (transferProblem({ s }, seat, t, f) === undefined) out.push({ type: 'requestTransfer', territory: g.ids[t] ?? '', from: g.ids[f] ?? '' });
    }
  }
}

/** Calls `visit` for every (from, to) pair of own territories, from with ≥ 2 units, to in the same group. */
function ownPairs(g: TerritoryGraph, s: RisikoState, seat: Seat, connected: Int32Array | null, visit: (from: number, to: number, max: number) => void): void {
  const own: number[] = [];
  for (let t = 0; t < g.n; t++) if (s.owner[t] === seat) own.push(t);
  for (const f of own) {
    const max = (s.units[f] as number) - 1;
    if (max < 1) continue;
    const group = connected === null ? -1 : (connected[f] as number);
    for (const t of own) if (t !== f && (group < 0 || connected?.[t] === group)) visit(f, t, max);
  }
}

function strategicLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, out: Out): void {
  const st = s.seats[seat] as SeatState;
  if (st.hand.length === 0) return;
  for (const card of cardsOfKind(st, 'strategic')) {
    const ability = factionCard(card)?.ability;
    if (ability === undefined || !strategicTimeOk({ s }, ability)) continue;
    if (ability === 'extra-reinforcements') out.push({ type: 'playCard', card });
    if (ability === 'hero-jump') for (let t = 0; t < g.n; t++) if (s.owner[t] === seat && (st.heroFallen || st.hero !== t)) out.push({ type: 'playCard', card, territory: g.ids[t] ?? '' });
    if (ability === 'bombardment') {
      const adj = links(g, s.teleporters);
      for (let t = 0; t < g.n; t++) {
        if ((s.units[t] ?? 0) < 2 || !isEnemyTerritory(s, seat, t) || !(adj[t] ?? []).some((n) => s.owner[n] === seat)) continue;
        out.push({ type: 'playCard', card, territory: g.ids[t] ?? '' });
      }
    }
    if (ability === 'airlift') {
      ownPairs(g, s, seat, null, (f, t, max) =>
        amounts(1, max, (count) => ({ type: 'playCard', card, from: g.ids[f] ?? '', to: g.ids[t] ?? '', count }), out),
      );
    }
  }
}

function defendLegal(s: RisikoState, seat: Seat, b: Battle, out: Out): void {
  const units = s.units[b.to] ?? 0;
  amounts(1, maxDefenceDice(units, false), (dice) => ({ type: 'defend', dice }), out);
  if (b.defender !== seat) return; // the neutral Flood plays no cards
  for (const card of cardsOfKind(s.seats[seat] as SeatState, 'defensive')) {
    const third = factionCard(card)?.ability === 'third-defence-die';
    amounts(1, maxDefenceDice(units, third), (dice) => ({ type: 'defend', dice, card }), out);
  }
}

function moveInLegal(s: RisikoState, b: Battle, out: Out): void {
  const max = (s.units[b.from] ?? 0) - 1;
  const heroChoices = b.heroMust ? [true] : b.heroMay ? [false, true] : [false];
  for (const hero of heroChoices) amounts(b.minMove, max, (count) => ({ type: 'moveIn', count, hero }), out);
}

interface CachedManeuvers {
  readonly owner: readonly number[];
  readonly teleporters: RisikoState['teleporters'];
  readonly seat: Seat;
  readonly hero: number;
  readonly list: readonly RisikoAction[];
}

/**
 * Maneuvers depend only on the position (owners, units, teleporters), the seat and its hero; claiming or
 * skipping the objective keeps the units array (structural sharing), so the list computed for it is reused.
 */
const maneuverCache = new WeakMap<readonly number[], CachedManeuvers>();

function maneuverLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, hero: number): readonly RisikoAction[] {
  const hit = maneuverCache.get(s.units);
  if (hit !== undefined && hit.owner === s.owner && hit.teleporters === s.teleporters && hit.seat === seat && hit.hero === hero) return hit.list;
  const list: RisikoAction[] = [];
  const label = passableComponents(g, s, seat);
  const own: number[] = [];
  for (let t = 0; t < g.n; t++) if (s.owner[t] === seat) own.push(t);
  for (const f of own) {
    const max = (s.units[f] as number) - 1;
    if (max < 1) continue;
    const from = g.ids[f] as string;
    for (const t of own) {
      if (t === f || label[t] !== label[f]) continue;
      const to = g.ids[t] as string;
      list.push({ type: 'maneuver', from, to, count: 1 });
      if (max > 1) list.push({ type: 'maneuver', from, to, count: max });
      if (f !== hero) continue;
      list.push({ type: 'maneuver', from, to, count: 1, hero: true });
      if (max > 1) list.push({ type: 'maneuver', from, to, count: max, hero: true });
    }
  }
  maneuverCache.set(s.units, { owner: s.owner, teleporters: s.teleporters, seat, hero, list });
  return list;
}

function fortifyLegal(g: TerritoryGraph, s: RisikoState, seat: Seat, objectiveOpen: boolean, maneuvered: boolean, out: Out): void {
  const st = s.seats[seat] as SeatState;
  if (objectiveOpen) {
    for (const card of st.objectives) if (objectiveMet(g, s, seat, card)) out.push({ type: 'claimObjective', card });
    out.push({ type: 'skipObjective' });
  }
  if (!maneuvered) out.push(...maneuverLegal(g, s, seat, st.hero));
  out.push({ type: 'endTurn' });
}

export function legalActions(g: TerritoryGraph, s: RisikoState, seat: Seat): readonly RisikoAction[] {
  if (activeSeat(s) !== seat) return [];
  const p = s.phase;
  const out: Out = [];
  switch (p.kind) {
    case 'reinforce':
      reinforceLegal(g, s, seat, p.left, !p.placed && !p.traded, out);
      break;
    case 'attack':
      if (p.transfer !== null) out.push({ type: 'answerTransfer', accept: true }, { type: 'answerTransfer', accept: false });
      else if (p.battle?.stage === 'defend') defendLegal(s, seat, p.battle, out);
      else if (p.battle?.stage === 'moveIn') moveInLegal(s, p.battle, out);
      else {
        attackLegal(g, s, seat, out);
        transferLegal(g, s, seat, out);
        out.push({ type: 'endAttacks' });
      }
      break;
    case 'fortify':
      fortifyLegal(g, s, seat, p.objectiveOpen, p.maneuvered, out);
      break;
    case 'over':
      break;
    default:
      setupLegal(g, s, seat, out);
  }
  if (p.kind === 'reinforce' || p.kind === 'fortify' || (p.kind === 'attack' && p.battle === null && p.transfer === null)) strategicLegal(g, s, seat, out);
  return out;
}
