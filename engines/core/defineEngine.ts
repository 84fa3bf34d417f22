/**
 * `defineEngine` turns a game's rules into a `GameEngine`, adding what every engine does alike: `setup`
 * reads the options again (they may come from a save) and refuses an empty seed; `apply` refuses an action
 * in a finished game or from a seat that may not act before the rules see it; and `simulate`, the fast path,
 * runs the same rules on a quiet working copy that builds no events.
 */
import type { Applied, GameEngine, GameEvent, Outcome, Seat } from './engine';
import type { GameRecord } from './record';
import { err, ok, type Failure, type Result } from './result';

/** The codes of the refusals the kernel makes on an engine's behalf (each is one of the engine's codes). */
export interface EngineRefusals {
  /** Options that do not read, and an empty seed (`{ field: 'seed' }`). */
  readonly badOptions: string;
  /** Any action once the game has an outcome. */
  readonly gameOver: string;
  /** An action from a seat that may not act now (`{ seat }`). */
  readonly notActive: string;
}

/** What a game supplies; the kernel adds the rest of `GameEngine`. Members are plain functions (no `this`). */
export interface EngineRules<S, A, V, O> {
  readonly id: string;
  readonly version: number;
  /** Older versions whose records still replay (`GameEngine.replays`). */
  readonly replays?: readonly number[];
  /** An older record as today's rules read it (`GameEngine.upgradeRecord`). */
  upgradeRecord?(record: GameRecord): GameRecord;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly hiddenInformation: boolean;
  readonly refusals: EngineRefusals;
  parseOptions(raw: unknown, players: number): Result<O>;
  parseAction(raw: unknown): Result<A>;
  /** A new game from options that read and a seed that is not empty. */
  start(options: O, players: number, seed: string): Result<S>;
  activePlayers(state: S): readonly Seat[];
  legalActions(state: S, seat: Seat): readonly A[];
  /**
   * One action of a seat that may act in a game without an outcome (the kernel checked both). With `quiet`
   * the engine works on a quiet working copy: the same next state, no events.
   */
  play(state: S, seat: Seat, action: A, quiet: boolean): Result<Applied<S>>;
  view(state: S, viewer: Seat | null): V;
  outcome(state: S): Outcome | undefined;
  opening?(state: S): readonly GameEvent[];
}

/** An engine made by `defineEngine`: a `GameEngine` whose fast path is always there. */
export interface DefinedEngine<S, A, V, O> extends GameEngine<S, A, V, O> {
  simulate(state: S, seat: Seat, action: A): Result<S>;
}

export function defineEngine<S, A, V, O>(rules: EngineRules<S, A, V, O>): DefinedEngine<S, A, V, O> {
  const { refusals, outcome, activePlayers, play } = rules;
  const refusal = (state: S, seat: Seat): Failure | undefined => {
    if (outcome(state) !== undefined) return err(refusals.gameOver);
    if (!activePlayers(state).includes(seat)) return err(refusals.notActive, { seat });
    return undefined;
  };
  const engine: DefinedEngine<S, A, V, O> = {
    id: rules.id,
    version: rules.version,
    ...(rules.replays === undefined ? {} : { replays: rules.replays }),
    ...(rules.upgradeRecord === undefined ? {} : { upgradeRecord: rules.upgradeRecord }),
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    hiddenInformation: rules.hiddenInformation,
    parseOptions: rules.parseOptions,
    parseAction: rules.parseAction,
    setup(input) {
      const options = rules.parseOptions(input.options, input.players);
      if (!options.ok) return options;
      if (input.seed.length === 0) return err(refusals.badOptions, { field: 'seed' });
      return rules.start(options.value, input.players, input.seed);
    },
    activePlayers,
    legalActions: rules.legalActions,
    apply(state, seat, action) {
      return refusal(state, seat) ?? play(state, seat, action, false);
    },
    simulate(state, seat, action) {
      const refused = refusal(state, seat);
      if (refused !== undefined) return refused;
      const played = play(state, seat, action, true);
      return played.ok ? ok(played.value.state) : played;
    },
    view: rules.view,
    outcome,
  };
  const { opening } = rules;
  return opening === undefined ? engine : { ...engine, opening };
}
