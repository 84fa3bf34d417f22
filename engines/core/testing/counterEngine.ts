/**
 * A minimal engine for testing engines/core itself: two or three seats take turns adding 1 (reversible),
 * rolling a die (irreversible) or peeking at a secret number (hidden). First to 10 wins.
 */
import type { GameEngine, Seat } from '../engine';
import { err, ok, type Result } from '../result';
import { Random, seedRng, type RngState } from '../rng';

export interface CounterState {
  readonly rng: RngState;
  readonly scores: readonly number[];
  readonly secrets: readonly string[];
  readonly peeked: readonly boolean[];
  readonly turn: Seat;
  readonly target: number;
}
export type CounterAction = { readonly type: 'add' } | { readonly type: 'roll' } | { readonly type: 'peek' };
export interface CounterOptions { readonly target: number }

export const counterEngine: GameEngine<CounterState, CounterAction, unknown, CounterOptions> = {
  id: 'counter',
  version: 1,
  minPlayers: 2,
  maxPlayers: 3,
  hiddenInformation: true,
  parseOptions(raw: unknown): Result<CounterOptions> {
    if (raw === undefined || raw === null) return ok({ target: 10 });
    const target = (raw as { target?: unknown }).target;
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 100) return err('counter/bad-options');
    return ok({ target });
  },
  parseAction(raw: unknown): Result<CounterAction> {
    const type = (raw as { type?: unknown } | null)?.type;
    if (type === 'add' || type === 'roll' || type === 'peek') return ok({ type });
    return err('counter/bad-action');
  },
  setup({ players, options, seed }) {
    const random = new Random(seedRng(seed));
    const secrets = Array.from({ length: players }, (_, i) => `secret-${i}-${random.below(1_000_000)}`);
    return ok({ rng: random.state, scores: Array(players).fill(0), secrets, peeked: Array(players).fill(false), turn: 0, target: options.target });
  },
  activePlayers: (state) => (state.scores.some((s) => s >= state.target) ? [] : [state.turn]),
  legalActions: (state, seat) => (seat === state.turn && !state.scores.some((s) => s >= state.target) ? [{ type: 'add' }, { type: 'roll' }, { type: 'peek' }] : []),
  apply(state, seat, action) {
    if (seat !== state.turn) return err('counter/not-your-turn');
    const next = (seat + 1) % state.scores.length;
    const bump = (by: number) => state.scores.map((s, i) => (i === seat ? s + by : s));
    if (action.type === 'add') return ok({ state: { ...state, scores: bump(1), turn: next }, events: [{ type: 'added', seat }] });
    if (action.type === 'peek') {
      return ok({ state: { ...state, peeked: state.peeked.map((p, i) => p || i === seat), turn: next }, events: [{ type: 'peeked', seat }], irreversible: 'hidden' });
    }
    const random = new Random(state.rng);
    const roll = random.die();
    return ok({ state: { ...state, rng: random.state, scores: bump(roll), turn: next }, events: [{ type: 'rolled', seat, roll }], irreversible: 'dice' });
  },
  view(state, viewer) {
    return { scores: state.scores, turn: state.turn, secret: viewer === null ? null : (state.secrets[viewer] ?? null) };
  },
  outcome(state) {
    const winner = state.scores.findIndex((s) => s >= state.target);
    return winner < 0 ? undefined : { winners: [winner], reason: 'reached-target' };
  },
};
