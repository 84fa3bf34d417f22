/**
 * What one viewer may see (STYLE: no RNG, no deck order, no other seat's hand or hidden objectives).
 * Territories are keyed by id; everything a board UI draws or lists is here.
 */
import type { Outcome, Seat } from '../core';
import { activeSeats } from './apply';
import { campaignCard, type Difficulty, type ObjectiveTiming } from './campaignCards';
import { factionCard, type Ability, type CardKind } from './factionCards';
import type { TerritoryGraph } from './territoryGraph';
import { defendingSeat } from './invasion';
import { maxDefenceDice } from './dice';
import { objectiveMet } from './objectives';
import { objectivesNeeded } from './queries';
import { slotAt } from './setupPlacement';
import { NEUTRAL, UNCLAIMED, type Faction, type Mode, type PhaseKind, type RisikoOptions, type RisikoState, type TurnState } from './types';
import type { BattlefieldId, TerritoryId } from './maps/types';

export type OwnerView = Seat | 'neutral' | null;

export interface TerritoryView {
  readonly owner: OwnerView;
  readonly units: number;
  /** Seat whose hero stands here. */
  readonly hero: Seat | null;
  /** Seat whose base stands here. */
  readonly base: Seat | null;
  /** Index of the mobile teleporter pair with an end here. */
  readonly teleporter: number | null;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly faction: Faction;
  /** Index into the table's colour list. */
  readonly colour: number;
  readonly team: number;
  readonly eliminated: boolean;
  readonly handCount: number;
  readonly capturedCount: number;
  /** Campaign cards held and not completed (count only). */
  readonly objectivesHeld: number;
  readonly completed: readonly string[];
  /** Held objectives shown to all by the last-objective rule. */
  readonly revealed: readonly string[];
  /** Objectives that win the game (with the own base held): 3, or 4 for a team pair counted together; 0 in SLAYER. */
  readonly objectivesNeeded: number;
  readonly hero: TerritoryId | null;
  readonly heroFallen: boolean;
  readonly base: TerritoryId | null;
  readonly territories: number;
  readonly units: number;
  /** Starting units still to place (setup). */
  readonly reserve: number;
}

export interface FactionCardView {
  readonly id: string;
  readonly faction: Faction;
  readonly ability: Ability;
  readonly kind: CardKind;
  readonly skulls: number;
}

export interface ObjectiveView {
  readonly id: string;
  readonly difficulty: Difficulty;
  readonly when: ObjectiveTiming;
  readonly revealed: boolean;
  /** Whether it could be claimed now (only computed in the viewer's own turn). */
  readonly met: boolean;
}

export interface PrivateView {
  readonly seat: Seat;
  readonly hand: readonly FactionCardView[];
  readonly captured: readonly FactionCardView[];
  readonly objectives: readonly ObjectiveView[];
}

export type PendingView =
  | {
      readonly kind: 'defend';
      readonly attacker: Seat;
      readonly defender: OwnerView;
      /** Who chooses the defence (the neutral Flood's dice are chosen by the attacker's opponent). */
      readonly chooser: Seat;
      readonly from: TerritoryId;
      readonly to: TerritoryId;
      readonly dice: number;
      readonly attackCard: string | null;
      readonly maxDefence: number;
    }
  | {
      readonly kind: 'moveIn';
      readonly attacker: Seat;
      readonly from: TerritoryId;
      readonly to: TerritoryId;
      readonly min: number;
      readonly max: number;
      readonly heroMust: boolean;
      readonly heroMay: boolean;
    }
  | { readonly kind: 'transfer'; readonly seat: Seat; readonly ally: Seat; readonly territory: TerritoryId; readonly from: TerritoryId };

export interface PhaseView {
  readonly kind: PhaseKind;
  /** Units still to place: reinforcements, or the current setup step. */
  readonly left: number;
  readonly canTrade: boolean;
  readonly objectiveOpen: boolean;
  readonly maneuvered: boolean;
  /** Setup: whether the current step places neutral Flood units. */
  readonly neutralStep: boolean;
}

/** The turn's public counters (objectives and the card draw depend on them): the turn without its secrets. */
export type TurnProgressView = Pick<TurnState, 'conqueredFrom' | 'halves' | 'heroConquests' | 'eliminations' | 'objectiveDone' | 'transferUsed' | 'attacked'>;

export interface RisikoView {
  readonly battlefield: BattlefieldId;
  readonly mode: Mode;
  readonly options: RisikoOptions;
  readonly players: readonly PlayerView[];
  readonly order: readonly Seat[];
  readonly startRolls: readonly (readonly number[])[];
  readonly turnNumber: number;
  /** Whose turn it is (null during setup and after the game). */
  readonly current: Seat | null;
  readonly active: readonly Seat[];
  readonly phase: PhaseView;
  readonly pending: PendingView | null;
  readonly territories: Readonly<Record<TerritoryId, TerritoryView>>;
  readonly teleporters: readonly { readonly a: TerritoryId; readonly b: TerritoryId | null; readonly by: readonly Seat[] }[];
  readonly decks: Readonly<Record<Faction, { readonly draw: number; readonly discard: number }>>;
  readonly neutralReserve: number;
  /** This turn's conquests so far (public: everyone saw them). */
  readonly conquests: number;
  /** What the current player did this turn (public: everyone saw it); null during setup. */
  readonly progress: TurnProgressView | null;
  readonly you: PrivateView | null;
  readonly outcome: Outcome | null;
}

function ownerView(o: number): OwnerView {
  return o === NEUTRAL ? 'neutral' : o === UNCLAIMED ? null : o;
}

function territoriesView(g: TerritoryGraph, s: RisikoState): Record<TerritoryId, TerritoryView> {
  const out: Record<TerritoryId, TerritoryView> = {};
  g.ids.forEach((id, t) => {
    const hero = s.seats.findIndex((st) => st.hero === t);
    const base = s.seats.findIndex((st) => st.base === t);
    const pair = s.teleporters.findIndex((p) => p.a === t || p.b === t);
    out[id] = { owner: ownerView(s.owner[t] ?? UNCLAIMED), units: s.units[t] ?? 0, hero: hero < 0 ? null : hero, base: base < 0 ? null : base, teleporter: pair < 0 ? null : pair };
  });
  return out;
}

function playersView(g: TerritoryGraph, s: RisikoState): PlayerView[] {
  return s.seats.map((st, seat) => {
    let territories = 0;
    let units = 0;
    s.owner.forEach((o, t) => {
      if (o === seat) {
        territories++;
        units += s.units[t] ?? 0;
      }
    });
    return {
      seat, faction: st.faction, colour: seat, team: st.team, eliminated: st.eliminated,
      handCount: st.hand.length, capturedCount: st.captured.length, objectivesHeld: st.objectives.length,
      completed: [...st.completed], revealed: [...st.revealed],
      objectivesNeeded: s.options.mode === 'slayer' ? 0 : objectivesNeeded(s, seat),
      hero: st.hero < 0 ? null : (g.ids[st.hero] ?? null), heroFallen: st.heroFallen,
      base: st.base < 0 ? null : (g.ids[st.base] ?? null), territories, units, reserve: st.reserve,
    };
  });
}

function cardView(id: string): FactionCardView {
  const c = factionCard(id);
  if (c === undefined) throw new Error(`unknown card ${id}`);
  return { id, faction: c.faction, ability: c.ability, kind: c.kind, skulls: c.skulls };
}

function privateView(g: TerritoryGraph, s: RisikoState, seat: Seat): PrivateView {
  const st = s.seats[seat];
  if (st === undefined) throw new Error(`no seat ${seat}`);
  const ownTurn = s.turn?.seat === seat && s.phase.kind !== 'over';
  const objectives = st.objectives.map((id): ObjectiveView => {
    const card = campaignCard(id);
    if (card === undefined) throw new Error(`unknown objective ${id}`);
    return { id, difficulty: card.difficulty, when: card.when, revealed: st.revealed.includes(id), met: ownTurn && objectiveMet(g, s, seat, id) };
  });
  return { seat, hand: st.hand.map(cardView), captured: st.captured.map(cardView), objectives };
}

function pendingView(g: TerritoryGraph, s: RisikoState): PendingView | null {
  const p = s.phase;
  if (p.kind !== 'attack') return null;
  const id = (t: number): TerritoryId => g.ids[t] ?? '';
  if (p.transfer !== null) {
    return { kind: 'transfer', seat: s.turn?.seat ?? 0, ally: p.transfer.ally, territory: id(p.transfer.territory), from: id(p.transfer.from) };
  }
  const b = p.battle;
  if (b === null) return null;
  if (b.stage === 'moveIn') {
    return { kind: 'moveIn', attacker: b.attacker, from: id(b.from), to: id(b.to), min: b.minMove, max: (s.units[b.from] ?? 0) - 1, heroMust: b.heroMust, heroMay: b.heroMay };
  }
  return {
    kind: 'defend', attacker: b.attacker, defender: ownerView(b.defender), chooser: defendingSeat(s, b), from: id(b.from), to: id(b.to),
    dice: b.dice, attackCard: b.attackCard, maxDefence: maxDefenceDice(s.units[b.to] ?? 0, false),
  };
}

function phaseView(s: RisikoState): PhaseView {
  const p = s.phase;
  return {
    kind: p.kind,
    left: p.kind === 'reinforce' || p.kind === 'setupReinforce' ? p.left : 0,
    canTrade: p.kind === 'reinforce' && !p.placed && !p.traded,
    objectiveOpen: p.kind === 'fortify' && p.objectiveOpen,
    maneuvered: p.kind === 'fortify' && p.maneuvered,
    neutralStep: (p.kind === 'setupClaim' || p.kind === 'setupReinforce') && slotAt(s, p.cursor).neutral,
  };
}

function progressView(s: RisikoState): TurnProgressView | null {
  const t = s.turn;
  if (t === null) return null;
  return {
    conqueredFrom: t.conqueredFrom, halves: t.halves, heroConquests: t.heroConquests, eliminations: t.eliminations,
    objectiveDone: t.objectiveDone, transferUsed: t.transferUsed, attacked: t.attacked,
  };
}

export function view(g: TerritoryGraph, s: RisikoState, viewer: Seat | null): RisikoView {
  const decks = {} as Record<Faction, { draw: number; discard: number }>;
  for (const [f, deck] of Object.entries(s.decks) as [Faction, RisikoState['decks'][Faction]][]) {
    decks[f] = { draw: deck.draw.length, discard: deck.discard.length };
  }
  return {
    battlefield: s.options.battlefield, mode: s.options.mode, options: s.options,
    players: playersView(g, s), order: s.order, startRolls: s.startRolls, turnNumber: s.turnNumber,
    current: s.phase.kind === 'over' ? null : (s.turn?.seat ?? null), active: activeSeats(s),
    phase: phaseView(s), pending: pendingView(g, s), territories: territoriesView(g, s),
    teleporters: s.teleporters.map((t) => ({ a: g.ids[t.a] ?? '', b: t.b < 0 ? null : (g.ids[t.b] ?? null), by: t.by })),
    decks, neutralReserve: s.neutralReserve, conquests: s.turn?.conquests ?? 0, progress: progressView(s),
    you: viewer === null || viewer < 0 || viewer >= s.players ? null : privateView(g, s, viewer),
    outcome: s.outcome,
  };
}
