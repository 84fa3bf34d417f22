/**
 * A full Risiko state consistent with what one seat sees (its view): the board, counts and public cards
 * as shown, the seat's own hand and objectives as they are, everything hidden dealt at random from what is
 * left (faction decks from their own faction's unseen cards, other hands preferring their own faction,
 * other objectives by the difficulties they still hold), and the game's generator fresh from the bot's
 * own random. Setup phases keep their kind only: the bot never searches the setup.
 */
import type { Random, RngState, Seat } from '../../core';
import { CAMPAIGN_CARDS, DIFFICULTIES, campaignCard } from '../campaignCards';
import { FACTION_CARDS } from '../factionCards';
import { graphFor, type TerritoryGraph } from '../territoryGraph';
import { battlefield, mobilePairProblem } from '../maps';
import { startObjectivesMet } from '../objectives';
import { FACTIONS, NEUTRAL, UNCLAIMED, type Battle, type Deck, type Faction, type Phase, type RisikoState, type SeatState, type TurnState } from '../types';
import type { OwnerView, PendingView, RisikoView } from '../view';

export const source = { battlefield, mobilePairProblem };

export function graphOf(view: Pick<RisikoView, 'battlefield'>): TerritoryGraph {
  return graphFor(source, view.battlefield);
}

function ownerCode(o: OwnerView): number {
  return o === 'neutral' ? NEUTRAL : o === null ? UNCLAIMED : o;
}

export function freshRng(rng: Random): RngState {
  return [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), 1];
}

interface Cards {
  readonly hands: string[][];
  readonly captured: string[][];
  readonly decks: Record<Faction, Deck>;
}

/** Deals the faction cards the seat cannot see: decks from their own faction first, then the hands. */
function dealFactionCards(view: RisikoView, seat: Seat, rng: Random): Cards {
  const mine = new Set([...(view.you?.hand ?? []), ...(view.you?.captured ?? [])].map((c) => c.id));
  const pools = {} as Record<Faction, string[]>;
  for (const f of FACTIONS) pools[f] = rng.shuffle(FACTION_CARDS.filter((c) => c.faction === f && !mine.has(c.id)).map((c) => c.id));
  const decks = {} as Record<Faction, Deck>;
  for (const f of FACTIONS) {
    const count = view.decks[f];
    decks[f] = { draw: pools[f].splice(0, count.draw), discard: pools[f].splice(0, count.discard) };
  }
  const take = (prefer: Faction, n: number): string[] => {
    const out = pools[prefer].splice(0, n);
    for (const f of FACTIONS) if (out.length < n) out.push(...pools[f].splice(0, n - out.length));
    return out;
  };
  const hands = view.players.map((p) => (p.seat === seat ? (view.you?.hand ?? []).map((c) => c.id) : take(p.faction, p.handCount)));
  const captured = view.players.map((p, i) => (p.seat === seat ? (view.you?.captured ?? []).map((c) => c.id) : take(FACTIONS[i % 3] ?? 'unsc', p.capturedCount)));
  return { hands, captured, decks };
}

/** Deals the other seats' hidden objectives from the unseen campaign cards, by the difficulties they lack. */
function dealObjectives(view: RisikoView, seat: Seat, rng: Random): string[][] {
  const seen = new Set<string>([...(view.you?.objectives ?? []).map((o) => o.id), ...view.players.flatMap((p) => [...p.completed, ...p.revealed])]);
  const oneOnOne = view.mode === 'one-on-one';
  const pool = rng.shuffle(CAMPAIGN_CARDS.filter((c) => !seen.has(c.id) && (!oneOnOne || c.oneOnOne)));
  return view.players.map((p) => {
    if (p.seat === seat) return (view.you?.objectives ?? []).map((o) => o.id);
    const held = [...p.revealed];
    const known = new Set([...p.completed, ...p.revealed].map((id) => campaignCard(id)?.difficulty));
    const wanted = DIFFICULTIES.filter((d) => !known.has(d));
    while (held.length < p.objectivesHeld && pool.length > 0) {
      const want = wanted.shift();
      const at = pool.findIndex((c) => want === undefined || c.difficulty === want);
      const [card] = pool.splice(at < 0 ? 0 : at, 1);
      if (card !== undefined) held.push(card.id);
    }
    return held;
  });
}

function battleOf(g: TerritoryGraph, p: Extract<PendingView, { kind: 'defend' | 'moveIn' }>): Battle {
  const at = (id: string): number => g.index.get(id) ?? 0;
  if (p.kind === 'defend') {
    return { stage: 'defend', from: at(p.from), to: at(p.to), attacker: p.attacker, defender: ownerCode(p.defender), dice: p.dice, attackCard: p.attackCard, minMove: 0, heroMust: false, heroMay: false };
  }
  return { stage: 'moveIn', from: at(p.from), to: at(p.to), attacker: p.attacker, defender: p.attacker, dice: p.min, attackCard: null, minMove: p.min, heroMust: p.heroMust, heroMay: p.heroMay };
}

function phaseOf(g: TerritoryGraph, view: RisikoView): Phase {
  const p = view.phase;
  const pending = view.pending;
  switch (p.kind) {
    case 'reinforce':
      return { kind: 'reinforce', left: p.left, placed: !p.canTrade, traded: !p.canTrade };
    case 'attack': {
      if (pending?.kind === 'transfer') {
        return { kind: 'attack', battle: null, transfer: { ally: pending.ally, territory: g.index.get(pending.territory) ?? 0, from: g.index.get(pending.from) ?? 0 } };
      }
      return { kind: 'attack', battle: pending === null ? null : battleOf(g, pending), transfer: null };
    }
    case 'fortify':
      return { kind: 'fortify', objectiveOpen: p.objectiveOpen, maneuvered: p.maneuvered };
    case 'over':
      return { kind: 'over' };
    case 'setupTeleporters':
      return { kind: 'setupTeleporters', queue: [], step: 0 };
    case 'setupReinforce':
      return { kind: 'setupReinforce', cursor: 0, left: p.left };
    case 'setupClaim':
      return { kind: 'setupClaim', cursor: 0 };
    default:
      return { kind: p.kind, step: 0 };
  }
}

function turnOf(view: RisikoView, seat: Seat): TurnState | null {
  const current = view.current;
  if (current === null || view.progress === null) return null;
  const mine = current === seat ? (view.you?.objectives ?? []).filter((o) => o.when === 'start' && o.met).map((o) => o.id) : [];
  return { seat: current, conquests: view.conquests, ...view.progress, startMet: mine };
}

function seatsOf(g: TerritoryGraph, view: RisikoView, cards: Cards, objectives: string[][]): SeatState[] {
  const at = (id: string | null): number => (id === null ? -1 : (g.index.get(id) ?? -1));
  return view.players.map((p, i) => ({
    faction: p.faction, team: p.team, eliminated: p.eliminated, reserve: p.reserve, hero: at(p.hero), heroFallen: p.heroFallen, base: at(p.base),
    hand: cards.hands[i] ?? [], captured: cards.captured[i] ?? [], objectives: objectives[i] ?? [], revealed: [...p.revealed], completed: [...p.completed],
  }));
}

/** What every sample of one view shares (states are immutable, so samples may share these arrays). */
type Skeleton = Omit<RisikoState, 'rng' | 'seats' | 'decks'>;

function skeleton(g: TerritoryGraph, view: RisikoView, seat: Seat): Skeleton {
  return {
    options: view.options, players: view.players.length, order: view.order, startRolls: view.startRolls,
    owner: g.ids.map((id) => ownerCode(view.territories[id]?.owner ?? null)),
    units: g.ids.map((id) => view.territories[id]?.units ?? 0),
    neutralReserve: view.neutralReserve,
    teleporters: view.teleporters.map((t) => ({ a: g.index.get(t.a) ?? 0, b: t.b === null ? -1 : (g.index.get(t.b) ?? -1), by: t.by })),
    phase: phaseOf(g, view), turn: turnOf(view, seat), turnNumber: view.turnNumber, outcome: view.outcome,
  };
}

// A search samples one view hundreds of times: its fixed part is built once per view object and seat.
const skeletons = new WeakMap<RisikoView, { readonly seat: Seat; readonly skeleton: Skeleton }>();

function skeletonOf(g: TerritoryGraph, view: RisikoView, seat: Seat): Skeleton {
  const hit = skeletons.get(view);
  if (hit !== undefined && hit.seat === seat) return hit.skeleton;
  const made = skeleton(g, view, seat);
  skeletons.set(view, { seat, skeleton: made });
  return made;
}

/** A state the seat cannot tell from the real one, with every hidden part drawn from `rng`. */
export function determinise(view: RisikoView, seat: Seat, rng: Random): RisikoState {
  const g = graphOf(view);
  const base = skeletonOf(g, view, seat);
  const cards = dealFactionCards(view, seat, rng);
  const seats = seatsOf(g, view, cards, dealObjectives(view, seat, rng));
  const state: RisikoState = { ...base, rng: freshRng(rng), seats, decks: cards.decks };
  const turn = state.turn;
  if (turn === null || turn.seat === seat) return state;
  // Another seat's `start` goals: judged on the position now (the bot cannot know the turn's start).
  return { ...state, turn: { ...turn, startMet: startObjectivesMet(g, state, turn.seat, turn) } };
}
