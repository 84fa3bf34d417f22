/**
 * Nim for testing the search: two seats take 1 to 3 counters from one pile; whoever takes the last one
 * wins. `take` is an amount action (legalActions lists 1 and the most allowed), so a search that only tried
 * the listed ends could not find "take 2". Nothing is hidden; the view is the state.
 */
import type { GameEngine } from '../../engine';
import { err, ok } from '../../result';

export interface NimState {
  readonly pile: number;
  readonly turn: number;
  readonly winner: number | null;
}
export interface NimAction {
  readonly type: 'take';
  readonly count: number;
}

export const nimEngine: GameEngine<NimState, NimAction, NimState, { pile: number }> = {
  id: 'nim',
  version: 1,
  minPlayers: 2,
  maxPlayers: 2,
  hiddenInformation: false,
  parseOptions: (raw) => ok({ pile: (raw as { pile?: number } | null)?.pile ?? 10 }),
  parseAction: (raw) => ok(raw as NimAction),
  setup: ({ options }) => ok({ pile: options.pile, turn: 0, winner: null }),
  activePlayers: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) => {
    if (s.winner !== null || seat !== s.turn) return [];
    const most = Math.min(3, s.pile);
    return most > 1 ? [{ type: 'take', count: 1 }, { type: 'take', count: most }] : [{ type: 'take', count: 1 }];
  },
  apply: (s, seat, a) => {
    if (seat !== s.turn || s.winner !== null) return err('nim/not-your-turn');
    if (!Number.isInteger(a.count) || a.count < 1 || a.count > Math.min(3, s.pile)) return err('nim/bad-count');
    const pile = s.pile - a.count;
    return ok({ state: { pile, turn: 1 - seat, winner: pile === 0 ? seat : null }, events: [] });
  },
  view: (s) => s,
  outcome: (s) => (s.winner === null ? undefined : { winners: [s.winner], reason: 'last-counter' }),
};
