/**
 * A new game (rulebook, KAMPFVORBEREITUNG): the start-player roll, factions and teams, starting units,
 * shuffled faction decks, campaign cards dealt (1 Easy, 1 Heroic, 1 Legendary each; ONE-ON-ONE only the
 * "••" cards; SLAYER none). Placement then runs through the setup phases in setupPlacement.ts.
 */
import { Random, seedRng, type Seat } from '../core';
import { CAMPAIGN_CARDS, DIFFICULTIES } from './campaignCards';
import { deckOf } from './factionCards';
import type { TerritoryGraph } from './territoryGraph';
import { FACTIONS, UNCLAIMED, type Deck, type Faction, type RisikoOptions, type RisikoState, type SeatState } from './types';

export const NEUTRAL_UNITS = 48;

/** Starting units per seat (rulebook: 3p 30, 4p 25, 5p 20; 1v1 30; team 5p: Flood 30). */
export function startingUnits(options: RisikoOptions, players: number, faction: Faction): number {
  if (options.mode === 'one-on-one') return 30;
  if (options.mode === 'team-objective' && players === 5 && faction === 'flood') return 30;
  return players === 3 ? 30 : players === 4 ? 25 : 20;
}

function teamOf(options: RisikoOptions, players: number, seat: Seat): number {
  if (options.mode !== 'team-objective') return seat;
  if (players === 4) return seat % 2;
  return seat === 0 ? 0 : 1 + ((seat - 1) % 2);
}

interface RollOff {
  readonly winner: Seat;
  readonly rows: number[][];
}

/** Everyone in `contenders` rolls one die; the highest wins, ties among the highest roll again. */
export function rollOff(random: Random, players: number, contenders: readonly Seat[], first?: readonly number[]): RollOff {
  const rows: number[][] = [];
  let rolling = contenders;
  for (let round = 0; ; round++) {
    const row = new Array<number>(players).fill(0);
    for (const seat of rolling) row[seat] = round === 0 && first !== undefined ? (first[seat] ?? 0) : random.die();
    if (round > 0 || first === undefined) rows.push(row);
    const top = Math.max(...rolling.map((seat) => row[seat] ?? 0));
    const best = rolling.filter((seat) => row[seat] === top);
    if (best.length === 1) return { winner: best[0] ?? 0, rows };
    rolling = best;
  }
}

/** Turn order (rulebook): the roll winner, then clockwise; team 5p: Flood, winner, best opponent, allies. */
export function turnOrder(random: Random, options: RisikoOptions, players: number): { order: Seat[]; rolls: number[][] } {
  const seats = Array.from({ length: players }, (_, i) => i);
  if (options.mode === 'team-objective' && players === 5) {
    const first = rollOff(random, players, [1, 2, 3, 4]);
    const winnerTeam = teamOf(options, players, first.winner);
    const opponents = [1, 2, 3, 4].filter((x) => teamOf(options, players, x) !== winnerTeam);
    const second = rollOff(random, players, opponents, first.rows[0]);
    const ally = (seat: Seat): Seat => [1, 2, 3, 4].find((x) => x !== seat && teamOf(options, players, x) === teamOf(options, players, seat)) ?? seat;
    return { order: [0, first.winner, second.winner, ally(first.winner), ally(second.winner)], rolls: [...first.rows, ...second.rows] };
  }
  const { winner, rows } = rollOff(random, players, seats);
  return { order: seats.map((_, k) => (winner + k) % players), rolls: rows };
}

/** Who places mobile teleporter ends, in order; ends 2k and 2k+1 form pair k (see RULES.md). */
export function teleporterQueue(options: RisikoOptions, seatsTeams: readonly number[], order: readonly Seat[]): Seat[] {
  if (options.mode === 'team-objective') {
    const teams: number[] = [];
    for (const seat of order) if (!teams.includes(seatsTeams[seat] ?? -1)) teams.push(seatsTeams[seat] ?? -1);
    return teams.flatMap((team) => {
      const members = order.filter((seat) => seatsTeams[seat] === team);
      return members.length === 1 ? [members[0] ?? 0, members[0] ?? 0] : members.slice(0, 2);
    });
  }
  if (options.teleporters === 'last-player-only') {
    const last = order[order.length - 1] ?? 0;
    return [last, last];
  }
  return order.flatMap((seat) => [seat, seat]);
}

function dealCampaign(random: Random, options: RisikoOptions, order: readonly Seat[], players: number): string[][] {
  const hands: string[][] = Array.from({ length: players }, () => []);
  if (options.mode === 'slayer') return hands;
  for (const difficulty of DIFFICULTIES) {
    const pile = random.shuffle(
      CAMPAIGN_CARDS.filter((c) => c.difficulty === difficulty && (options.mode !== 'one-on-one' || c.oneOnOne)).map((c) => c.id),
    );
    order.forEach((seat, k) => hands[seat]?.push(pile[k] ?? ''));
  }
  return hands;
}

function shuffledDecks(random: Random): Record<Faction, Deck> {
  const decks = {} as Record<Faction, Deck>;
  for (const f of FACTIONS) decks[f] = { draw: random.shuffle(deckOf(f)), discard: [] };
  return decks;
}

/** The state before the first placement: rolls made, cards dealt, phase = mobile teleporters. */
export function initialState(g: TerritoryGraph, options: RisikoOptions, players: number, seed: string): RisikoState {
  const random = new Random(seedRng(seed));
  const { order, rolls } = turnOrder(random, options, players);
  const decks = shuffledDecks(random);
  const campaign = dealCampaign(random, options, order, players);
  const seats: SeatState[] = options.factions.map((faction, seat) => ({
    faction,
    team: teamOf(options, players, seat),
    eliminated: false,
    reserve: startingUnits(options, players, faction),
    hero: -1,
    heroFallen: false,
    base: -1,
    hand: [],
    captured: [],
    objectives: campaign[seat] ?? [],
    revealed: [],
    completed: [],
  }));
  return {
    options,
    players,
    rng: random.state,
    order,
    startRolls: rolls,
    seats,
    owner: new Array<number>(g.n).fill(UNCLAIMED),
    units: new Array<number>(g.n).fill(0),
    neutralReserve: options.mode === 'one-on-one' ? NEUTRAL_UNITS : 0,
    teleporters: [],
    decks,
    phase: { kind: 'setupTeleporters', queue: teleporterQueue(options, seats.map((x) => x.team), order), step: 0 },
    turn: null,
    turnNumber: 0,
    outcome: null,
  };
}

/** Starting faction cards by turn position (rulebook): 4p: 4th 1; 5p: 4th 1, 5th 2; team 4p: 3rd+4th 1; team 5p: 4th+5th 1. */
export function startingCardCounts(options: RisikoOptions, players: number): readonly number[] {
  if (options.mode === 'team-objective') return players === 4 ? [0, 0, 1, 1] : [0, 0, 0, 1, 1];
  if (players === 4) return [0, 0, 0, 1];
  if (players === 5) return [0, 0, 0, 1, 2];
  return new Array<number>(players).fill(0);
}
