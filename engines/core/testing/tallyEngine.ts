/**
 * A minimal engine made with the kernel (`defineEngine`, `WorkingCopy`, `actionParser`), for testing the kernel
 * itself: seats take turns to `bump` a shared tally by an amount (reversible), `roll` a die onto it (dice) or
 * `peek` at their secret (hidden). Whoever brings the tally to the target wins. `logged` counts the events built.
 */
import { defineEngine, type DefinedEngine } from '../defineEngine';
import type { Seat } from '../engine';
import { actionParser, intIn, isRecord, readInt } from '../parse';
import { DONE, err, ok, type Fail, type Result } from '../result';
import { Random, seedRng, type RngState } from '../rng';
import { WorkingCopy, type Mutable } from '../workingCopy';

export interface TallyState {
  readonly rng: RngState;
  readonly tally: number;
  readonly target: number;
  readonly turn: Seat;
  readonly players: number;
  readonly secrets: readonly number[];
  readonly peeks: number;
  readonly winner: Seat | null;
}
export type TallyAction = { readonly type: 'bump'; readonly by: number } | { readonly type: 'roll' } | { readonly type: 'peek'; readonly twice?: boolean };
export interface TallyOptions {
  readonly target: number;
}

export const TALLY_CODES = ['tally/bad-options', 'tally/bad-action', 'tally/game-over', 'tally/not-active', 'tally/too-far'] as const;
const fail: Fail<(typeof TALLY_CODES)[number]> = err;

/** How many events were built since the last reset (a quiet working copy builds none). */
export const logged = { count: 0 };
function counted<T>(event: T): T {
  logged.count++;
  return event;
}

class Draft extends WorkingCopy<Mutable<TallyState>> {
  constructor(base: TallyState, quiet: boolean) {
    super({ ...base }, quiet);
  }

  add(seat: Seat, amount: number): void {
    this.s.tally += amount;
    this.log?.push(counted({ type: 'added', seat, amount, tally: this.s.tally }));
    if (this.s.tally === this.s.target) {
      this.s.winner = seat;
      this.log?.push(counted({ type: 'won', seat }));
    }
  }
}

function play(state: TallyState, seat: Seat, action: TallyAction, quiet: boolean): Result<ReturnType<Draft['finish']>> {
  const d = new Draft(state, quiet);
  const done = ((): Result<void> => {
    switch (action.type) {
      case 'bump':
        if (state.tally + action.by > state.target) return fail('tally/too-far', { by: action.by });
        d.add(seat, action.by);
        return DONE;
      case 'roll': {
        const roll = d.rng().die(6);
        d.mark('dice');
        d.add(seat, Math.min(roll, state.target - state.tally));
        return DONE;
      }
      case 'peek':
        d.mark('hidden');
        d.s.peeks += action.twice === true ? 2 : 1;
        d.log?.push(counted({ type: 'peeked', seat }));
        return DONE;
    }
  })();
  if (!done.ok) return done;
  d.s.turn = (seat + 1) % state.players;
  return ok(d.finish());
}

export const tallyEngine: DefinedEngine<TallyState, TallyAction, { readonly tally: number; readonly secret: number | null }, TallyOptions> = defineEngine({
  id: 'tally',
  version: 1,
  minPlayers: 2,
  maxPlayers: 3,
  hiddenInformation: true,
  refusals: { badOptions: 'tally/bad-options', gameOver: 'tally/game-over', notActive: 'tally/not-active' },
  parseOptions(raw) {
    const target = readInt(isRecord(raw) ? raw.target : undefined, 12, 1, 100);
    return target === undefined ? fail('tally/bad-options', { field: 'target' }) : ok({ target });
  },
  parseAction: actionParser<TallyAction, 'amount' | 'flag'>(
    'tally/bad-action',
    { bump: { by: 'amount' }, roll: {}, peek: { twice: { kind: 'flag', optional: true } } },
    { amount: intIn(1, 3), flag: (v) => typeof v === 'boolean' },
  ),
  start(options, players, seed) {
    const random = new Random(seedRng(seed));
    const secrets = Array.from({ length: players }, () => random.below(1000));
    return ok({ rng: random.state, tally: 0, target: options.target, turn: 0, players, secrets, peeks: 0, winner: null });
  },
  activePlayers: (s) => (s.winner === null ? [s.turn] : []),
  legalActions: (s, seat) => {
    if (s.winner !== null || seat !== s.turn) return [];
    const bumps = [1, 2, 3].filter((by) => s.tally + by <= s.target).map((by): TallyAction => ({ type: 'bump', by }));
    return [...bumps, { type: 'roll' }, { type: 'peek' }];
  },
  play,
  view: (s, viewer) => ({ tally: s.tally, secret: viewer === null ? null : (s.secrets[viewer] ?? null) }),
  outcome: (s) => (s.winner === null ? undefined : { winners: [s.winner], reason: 'reached-target' }),
  opening: (s) => [{ type: 'started', target: s.target }],
});
